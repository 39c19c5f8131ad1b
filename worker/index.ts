import { drizzle } from "drizzle-orm/d1";
import { app } from "./app";
import type { Db, Env } from "./env";
import { consumeJobs } from "./queues/consume";
import type { Job } from "./queues/jobs";
import { requeueStalledSends } from "./services/newsletters/sends";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  async scheduled(_controller, env) {
    await requeueStalledSends(drizzle(env.DB) as Db, env);
  },
} satisfies ExportedHandler<Env, Job>;
