import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Db, Env } from "./env";
import { consumeJobs } from "./queues/consume";
import type { Job } from "./queues/jobs";
import { customHostnamesFor } from "./services/custom-hostnames/custom-hostnames";
import { purgeExpiredExports } from "./services/exports/exports";
import { txtResolverFor } from "./services/manage/dns-txt-resolver";
import { recheckPendingDomains } from "./services/manage/domains";
import { publishDueRecipes } from "./services/manage/recipe-schedule";
import { requeueStalledSends } from "./services/newsletters/sends";
import { sweepExpiredConfirmations } from "./services/newsletters/signup-confirmations";
import { requeueStalledSubscriberImports } from "./services/subscriber-import/stalled";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  async scheduled(_controller, env) {
    const db = drizzle(env.DB) as Db;
    // Every minute (wrangler.toml). One task failing must not keep the others from running;
    // the failure is still thrown, so the invocation shows as failed in the logs.
    const results = await Promise.allSettled([
      publishDueRecipes(db, env),
      requeueStalledSends(db, env),
      sweepExpiredConfirmations(db),
      requeueStalledSubscriberImports(db, env),
      // Custom domains wait for DNS and certificates: checked again until active.
      recheckPendingDomains(db, env, txtResolverFor(env), customHostnamesFor(env)),
      // Export archives leave R2 when their download link expires.
      purgeExpiredExports(db, env),
    ]);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  },
} satisfies ExportedHandler<Env, Job>;
