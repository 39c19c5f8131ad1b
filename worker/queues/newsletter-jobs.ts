import { newsletterSends } from "@schema/db/newsletters";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Db, Env } from "../env";
import { siteDatabases, siteDbsOf, siteWithDbs } from "../lib/site-databases";
import { refuseWorkWhileMoving, SITE_MOVING_RETRY_SECONDS, SiteMoving } from "../lib/site-moving";
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

/**
 * The send's site and the databases holding it (ADR 0014); null when the site is gone, and
 * its sends with it. A message without a site predates moving sites: the platform's.
 */
async function sendSite(job: NewsletterJob, env: Env) {
  const platform = drizzle(env.DB) as Db;
  const databases = siteDatabases(env, platform);
  const site = job.siteId
    ? (await siteWithDbs(databases, job.siteId))?.site
    : (
        await platform
          .select({ site: sites })
          .from(newsletterSends)
          .innerJoin(sites, eq(sites.id, newsletterSends.siteId))
          .where(eq(newsletterSends.id, job.sendId))
          .limit(1)
      )[0]?.site;
  return site ? { site, databases, dbs: siteDbsOf(databases, site) } : null;
}

async function run(job: NewsletterJob, env: Env, mailer: Mailer) {
  const found = await sendSite(job, env);
  if (!found) return;
  refuseWorkWhileMoving(found.site);
  if (job.type === "newsletter-fanout") await fanOut(found.dbs.site, env, job);
  else await deliverChunk(found, env, mailer, job);
}

async function giveUp(job: NewsletterJob, env: Env, reason: string) {
  const found = await sendSite(job, env);
  if (!found) return;
  if (job.type === "newsletter-fanout") await markSendFailed(found.dbs.site, job.sendId);
  else await failChunk(found.dbs.site, job, reason);
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
    if (error instanceof SiteMoving) {
      // Not a failure either: the site's rows are being copied. Look again after the move.
      message.retry({ delaySeconds: SITE_MOVING_RETRY_SECONDS });
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
