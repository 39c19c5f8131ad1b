import { subscriberImports } from "@schema/db/subscriber-imports";
import { eq } from "drizzle-orm";
import type { Env } from "../env";
import { type SiteDatabases, siteWithDbs } from "../lib/site-databases";
import { refuseWorkWhileMoving } from "../lib/site-moving";
import { runSubscriberImportPass } from "../services/subscriber-import/import-pass";
import { runSubscriberReadPass } from "../services/subscriber-import/read-pass";
import type { SubscriberImportJob } from "./jobs";

/**
 * A subscriber import's batch: reading the file into the preview, or subscribing, in the
 * database of the import's site: named by the message, or (a message queued before sites
 * could move) found through the import's row on the platform.
 */
export async function runSubscriberImportJob(
  env: Env,
  databases: SiteDatabases,
  job: SubscriberImportJob,
) {
  const siteId =
    job.siteId ??
    (
      await databases.platform
        .select({ siteId: subscriberImports.siteId })
        .from(subscriberImports)
        .where(eq(subscriberImports.id, job.importId))
        .limit(1)
    )[0]?.siteId;
  const found = siteId ? await siteWithDbs(databases, siteId) : null;
  if (!found) return;
  refuseWorkWhileMoving(found.site);
  return job.phase === "read"
    ? runSubscriberReadPass(env, found.dbs, job)
    : runSubscriberImportPass(env, found.dbs, job);
}
