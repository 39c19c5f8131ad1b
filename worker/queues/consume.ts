import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../env";
import { siteDatabases } from "../lib/site-databases";
import { SITE_MOVING_RETRY_SECONDS, SiteMoving } from "../lib/site-moving";
import { mailCommentNotice } from "../services/comments/notice-mail";
import { mailCommentReply } from "../services/comments/reply-mail";
import { failExport, runExportJob } from "../services/exports/run-export";
import { runWordpressImportJob } from "../services/import/wordpress";
import { mailNoticeDigest } from "../services/notices/digest-mail";
import { cancelDeletedSiteSubscriptions } from "../services/payments/closing";
import { mailReopenedReader } from "../services/payments/reopening";
import { mailSubscriberNotice } from "../services/subscribers/notice-mail";
import { mailWelcome } from "../services/subscribers/welcome-mail";
import type { Job } from "./jobs";
import {
  consumeDeadNewsletterJob,
  consumeNewsletterMessage,
  isNewsletterJob,
} from "./newsletter-jobs";
import { handleStripeEvent } from "./stripe-event";
import { runSubscriberImportJob } from "./subscriber-import";

/** The JOBS queue's dead-letter queue (wrangler.toml): messages every retry failed. */
export const DEAD_LETTER_QUEUE = "recipe-jobs-dead";

/**
 * The JOBS queue consumer: hands each message to the handler for its type. A handler that
 * throws leaves its message to the queue's retries (wrangler.toml max_retries); handlers
 * are idempotent, so a redelivered message does its work at most once.
 */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env, ctx: ExecutionContext) {
  if (batch.queue === DEAD_LETTER_QUEUE) return consumeDeadJobs(batch, env);
  for (const message of batch.messages) {
    // Newsletter messages ack and retry themselves, with backoff and a final failed state.
    const body = message.body;
    if (isNewsletterJob(body)) {
      await consumeNewsletterMessage(
        {
          body,
          attempts: message.attempts,
          ack: () => message.ack(),
          retry: (options) => message.retry(options),
        },
        env,
      );
      continue;
    }
    try {
      await handle(message.body, env, ctx);
      message.ack();
    } catch (error) {
      if (error instanceof SiteMoving) {
        // The site's rows are being copied: wait for the move, longer each time, so the
        // queue's few retries span a long copy (1, 2, 4, 8 and 16 minutes).
        message.retry({ delaySeconds: SITE_MOVING_RETRY_SECONDS * 2 ** (message.attempts - 1) });
        continue;
      }
      console.error(`JOBS: ${message.body.type} failed (attempt ${message.attempts})`, error);
      message.retry();
    }
  }
}

async function consumeDeadJobs(batch: MessageBatch<Job>, env: Env) {
  for (const message of batch.messages) {
    if (isNewsletterJob(message.body)) await consumeDeadNewsletterJob(message.body, env);
    if (message.body.type === "data-export") {
      await failExport(drizzle(env.DB), message.body.exportId, "The export failed");
    }
    message.ack();
  }
}

async function handle(job: Job, env: Env, _ctx: ExecutionContext): Promise<void> {
  switch (job.type) {
    case "noop":
      return;
    case "stripe-event":
      return handleStripeEvent(job, env);
    case "wordpress-import-recipe":
      return runWordpressImportJob(env, siteDatabases(env, drizzle(env.DB)), job);
    case "data-export":
      return runExportJob(env, siteDatabases(env, drizzle(env.DB)), job);
    case "subscriber-import":
      return runSubscriberImportJob(env, siteDatabases(env, drizzle(env.DB)), job);
    case "comment-reply-mail":
      return mailCommentReply(env, siteDatabases(env, drizzle(env.DB)), job);
    case "comment-notice-mail":
      return mailCommentNotice(env, siteDatabases(env, drizzle(env.DB)), job);
    case "subscriber-notice-mail":
      return mailSubscriberNotice(env, siteDatabases(env, drizzle(env.DB)), job);
    case "notice-digest-mail":
      return mailNoticeDigest(env, siteDatabases(env, drizzle(env.DB)), job);
    case "subscriber-welcome-mail":
      return mailWelcome(env, siteDatabases(env, drizzle(env.DB)), job);
    case "site-subscriptions-cancel":
      await cancelDeletedSiteSubscriptions(siteDatabases(env, drizzle(env.DB)), env, job.siteId);
      return;
    case "site-reopened-mail":
      return mailReopenedReader(env, siteDatabases(env, drizzle(env.DB)), job);
  }
}
