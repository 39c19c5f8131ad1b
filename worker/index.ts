import { app } from "./app";
import type { Env } from "./env";
import { consumeJobs } from "./queues/consume";
import type { Job } from "./queues/jobs";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  async scheduled() {},
} satisfies ExportedHandler<Env, Job>;
