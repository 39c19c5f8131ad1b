import { app } from "./app";
import type { Env } from "./env";
import type { Job } from "./queues/jobs";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<Job>) {
    for (const message of batch.messages) message.ack();
  },
  async scheduled() {},
} satisfies ExportedHandler<Env, Job>;
