import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Db, Env } from "./env";
import { consumeJobs } from "./queues/consume";
import type { Job } from "./queues/jobs";
import { publishDueRecipes } from "./services/manage/recipe-schedule";
import { requeueStalledSends } from "./services/newsletters/sends";
import { sweepExpiredConfirmations } from "./services/newsletters/signup-confirmations";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  async scheduled(_controller, env) {
    const db = drizzle(env.DB) as Db;
    await publishDueRecipes(db, env);
    await requeueStalledSends(db, env);
    await sweepExpiredConfirmations(db);
  },
} satisfies ExportedHandler<Env, Job>;
