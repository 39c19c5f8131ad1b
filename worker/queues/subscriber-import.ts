import type { Db, Env } from "../env";
import { runSubscriberImportPass } from "../services/subscriber-import/import-pass";
import { runSubscriberReadPass } from "../services/subscriber-import/read-pass";
import type { SubscriberImportJob } from "./jobs";

/** A subscriber import's batch: reading the file into the preview, or subscribing. */
export const runSubscriberImportJob = (env: Env, db: Db, job: SubscriberImportJob) =>
  job.phase === "read"
    ? runSubscriberReadPass(env, db, job)
    : runSubscriberImportPass(env, db, job);
