/**
 * Messages on the JOBS queue. Work that fans out or must retry goes here (newsletter
 * batches, payment events); consumers are idempotent because delivery is at-least-once.
 */
export type Job = { type: "noop" };
