import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Db, Env } from "./env";
import { consumeJobs } from "./queues/consume";
import type { Job } from "./queues/jobs";
import { customHostnamesFor } from "./services/custom-hostnames/custom-hostnames";
import { txtResolverFor } from "./services/manage/dns-txt-resolver";
import { recheckPendingDomains } from "./services/manage/domains";
import { requeueStalledSends } from "./services/newsletters/sends";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  async scheduled(_controller, env) {
    const db = drizzle(env.DB) as Db;
    // Independent chores: one failing must not skip the other.
    const results = await Promise.allSettled([
      requeueStalledSends(db, env),
      // Custom domains wait for DNS and certificates: checked again until active.
      recheckPendingDomains(db, env, txtResolverFor(env), customHostnamesFor(env)),
    ]);
    for (const result of results) {
      if (result.status === "rejected") console.error("scheduled chore failed", result.reason);
    }
  },
} satisfies ExportedHandler<Env, Job>;
