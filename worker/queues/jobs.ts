/**
 * Messages on the JOBS queue. Work that fans out or must retry goes here (newsletter
 * batches, payment events); consumers are idempotent because delivery is at-least-once.
 * Each kind of work adds its message type to this union and its handler to consume.ts.
 */
export type Job = { type: "noop" } | WordpressImportJob;

/** One recipe of a WordPress export to import as a draft (worker/services/import/wordpress-import.ts). */
export type WordpressImportJob = {
  type: "wordpress-import-recipe";
  importId: string;
  position: number;
};
