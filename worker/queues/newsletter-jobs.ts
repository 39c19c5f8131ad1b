import { drizzle } from "drizzle-orm/d1";
import type { Db, Env } from "../env";
import { type Mailer, mailerFor } from "../services/mail/mailer";
import { ChunkBusy, deliverChunk, failChunk, LEASE_MS } from "../services/newsletters/deliver";
import { fanOut } from "../services/newsletters/fanout";
import { markSendFailed } from "../services/newsletters/progress";
import type { Job } from "./jobs";

/**
 * The newsletter jobs on the JOBS queue: each message acks or retries itself, with
 * backoff (15 s, 1 min, 4 min, 15 min), and after the last attempt its work is recorded as
 * failed. A message that still cannot be settled goes to the dead-letter queue, whose
 * consumer records the same failure (consumeDeadNewsletterJob).
 */

export type NewsletterJob = Extract<Job, { type: "newsletter-fanout" | "newsletter-chunk" }>;

export const NEWSLETTER_MAX_ATTEMPTS = 5;

export const isNewsletterJob = (job: Job): job is NewsletterJob =>
  job.type === "newsletter-fanout" || job.type === "newsletter-chunk";

export const retryDelaySeconds = (attempts: number) =>
  Math.min(15 * 4 ** Math.max(0, attempts - 1), 900);

const database = (env: Env) => drizzle(env.DB) as Db;

async function run(job: NewsletterJob, env: Env, mailer: Mailer) {
  const db = database(env);
  if (job.type === "newsletter-fanout") await fanOut(db, env, job);
  else await deliverChunk(db, env, mailer, job);
}

async function giveUp(job: NewsletterJob, env: Env, reason: string) {
  const db = database(env);
  if (job.type === "newsletter-fanout") await markSendFailed(db, job.sendId);
  else await failChunk(db, job, reason);
}

export async function consumeNewsletterMessage(
  message: Pick<Message<NewsletterJob>, "body" | "attempts" | "ack" | "retry">,
  env: Env,
  mailer: Mailer = mailerFor(env),
) {
  try {
    await run(message.body, env, mailer);
    message.ack();
  } catch (error) {
    if (error instanceof ChunkBusy) {
      // Not a failure: another consumer is on it. Look again when its lease is over.
      message.retry({ delaySeconds: LEASE_MS / 1000 });
      return;
    }
    console.error(`JOBS: ${message.body.type} failed (attempt ${message.attempts})`, error);
    if (message.attempts < NEWSLETTER_MAX_ATTEMPTS) {
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      return;
    }
    await giveUp(message.body, env, String(error));
    message.ack();
  }
}

/** A newsletter message the queue gave up on: its work is recorded as failed. */
export async function consumeDeadNewsletterJob(job: NewsletterJob, env: Env) {
  await giveUp(job, env, "Dead-lettered after the queue's last retry");
}
