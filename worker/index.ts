// First: zod must be jitless before any schema is built (schema/zod-jitless.ts).
import "@schema/zod-jitless";
import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Db, Env } from "./env";
import { everySiteDatabase, siteDatabases } from "./lib/site-databases";
import { consumeJobs } from "./queues/consume";
import type { Job } from "./queues/jobs";
import { customHostnamesFor } from "./services/custom-hostnames/cloudflare";
import { purgeDeletedAccounts } from "./services/deletion/account";
import { purgeDeletedSites } from "./services/deletion/site-purge";
import { recheckPendingDomains } from "./services/domains/custom-domains";
import { txtResolverFor } from "./services/domains/dns-txt-resolver";
import { purgeExpiredExports } from "./services/exports/requests";
import { pruneDeliveryHistory } from "./services/newsletters/history";
import { requeueStalledSends } from "./services/newsletters/sends";
import { sweepExpiredConfirmations } from "./services/newsletters/signup-confirmations";
import { queueDueDigests } from "./services/notices/digest";
import { backfillLabels } from "./services/nutrition/recompute";
import { sweepAbandonedDrafts } from "./services/recipes/abandoned-drafts";
import { publishDueRecipes } from "./services/recipes/schedule";
import { requeueStalledSubscriberImports } from "./services/subscriber-import/stalled";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  async scheduled(controller, env) {
    const db = drizzle(env.DB) as Db;
    const now = new Date(controller.scheduledTime);
    // Sweeps of site tables run in every database holding sites (ADR 0014).
    const databases = siteDatabases(env, db);
    const inEverySiteDatabase = async (task: (siteDb: Db) => Promise<unknown>) => {
      await Promise.all((await everySiteDatabase(databases)).map(task));
    };
    // Every minute (wrangler.toml). One task failing must not keep the others from running;
    // the failure is still thrown, so the invocation shows as failed in the logs.
    const results = await Promise.allSettled([
      publishDueRecipes(databases, env),
      inEverySiteDatabase((siteDb) => requeueStalledSends(siteDb, env)),
      inEverySiteDatabase((siteDb) => sweepExpiredConfirmations(siteDb)),
      // "New recipe" drafts left empty and untouched for a week.
      inEverySiteDatabase((siteDb) => sweepAbandonedDrafts(siteDb, now)),
      // Finished sends' per-recipient rows, once no retry or webhook can need them.
      inEverySiteDatabase((siteDb) => pruneDeliveryHistory(siteDb, now)),
      inEverySiteDatabase((siteDb) => requeueStalledSubscriberImports(siteDb, env)),
      // The daily digests of the site's people who chose one e-mail a day, once due.
      inEverySiteDatabase((siteDb) => queueDueDigests(siteDb, env, now)),
      // Custom domains wait for DNS and certificates: checked again until active.
      recheckPendingDomains(db, env, txtResolverFor(env), customHostnamesFor(env)),
      // Export archives leave R2 when their download link expires.
      purgeExpiredExports(db, env),
      // Deleted sites whose 30-day undo window has ended: media, then data, for good.
      purgeDeletedSites(databases, env, now),
      // Deleted accounts whose 30 days have ended: removed, or kept as "Deleted user".
      purgeDeletedAccounts(databases, env, now),
      // Recipes saved before labels began get theirs, 100 a minute until none is left.
      inEverySiteDatabase((siteDb) => backfillLabels({ site: siteDb, platform: db }, 2)),
    ]);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  },
} satisfies ExportedHandler<Env, Job>;
