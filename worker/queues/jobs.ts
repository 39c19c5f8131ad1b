/**
 * Messages on the JOBS queue. Work that fans out or must retry goes here (newsletter
 * batches, payment events); consumers are idempotent because delivery is at-least-once.
 * Each kind of work adds its message type to this union and its handler to consume.ts.
 */
export type Job =
  | { type: "noop" }
  // A newsletter's fan-out: delivery rows for the audience after subscription id `after`.
  | { type: "newsletter-fanout"; sendId: string; after: string | null }
  // One provider batch of a newsletter: the deliveries with subscription ids in (after, through].
  | { type: "newsletter-chunk"; sendId: string; after: string | null; through: string };
