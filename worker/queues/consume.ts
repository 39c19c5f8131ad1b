import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../env";
import { runWordpressImportJob } from "../services/import/wordpress-import";
import type { Job } from "./jobs";

/**
 * The JOBS queue consumer: hands each message to the handler for its type. A handler that
 * throws leaves its message to the queue's retries (wrangler.toml max_retries); handlers
 * are idempotent, so a redelivered message does its work at most once.
 */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env, ctx: ExecutionContext) {
  for (const message of batch.messages) {
    try {
      await handle(message.body, env, ctx);
      message.ack();
    } catch (error) {
      console.error(`JOBS: ${message.body.type} failed (attempt ${message.attempts})`, error);
      message.retry();
    }
  }
}

async function handle(job: Job, env: Env, _ctx: ExecutionContext): Promise<void> {
  switch (job.type) {
    case "noop":
      return;
    case "wordpress-import-recipe":
      return runWordpressImportJob(env, drizzle(env.DB), job);
  }
}
