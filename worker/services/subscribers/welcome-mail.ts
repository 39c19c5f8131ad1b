import type { welcomeTestBody } from "@schema/api/manage-sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Env } from "../../env";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import type { SubscriberWelcomeMailJob } from "../../queues/jobs";
import { hit, TEST_SENDS_PER_USER } from "../limits/kv-windows";
import { fromName, mailerFor } from "../mail/mailer";
import { welcomeEmail } from "../mail/welcome-email";
import { TEST_SUBJECT_PREFIX } from "../newsletters/preview";
import { type Site, siteOrigin } from "../sites/lookup";
import { CURRENT_STATUSES } from "./counts";
import { siteSubscriptionRow, subscriptionOnSite } from "./rows";

/** Which of the site's two welcomes: to every new subscriber, or to a reader who pays. */
type Welcome = "free" | "paid";

/** The subject as written, else the welcome's own default. */
const subjectOf = (site: Site, welcome: Welcome, subject: string | null | undefined) =>
  subject?.trim() ||
  (welcome === "paid" ? `Thank you for supporting ${site.title}` : `Welcome to ${site.title}`);

async function welcomeFor(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  to: string,
  subject: string,
  message: string,
) {
  const siteUrl = await siteOrigin(dbs.platform, env, site);
  return welcomeEmail({
    to,
    from: fromName(site.title, env.MAIL_FROM),
    siteTitle: site.title,
    subject,
    message,
    siteUrl,
    // The site's address for the account's page: the reader who just subscribed is signed in
    // there, and the site carries that sign-in over to the platform (the platform's own
    // address would ask them to sign in again).
    subscriptionsUrl: `${siteUrl}/subscriptions`,
  });
}

/**
 * A welcome as the manager typed it (saved or not), to their own address, under the test
 * subject prefix the newsletter's tests use and within the same hourly limit of test copies.
 */
export async function sendWelcomeTest(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  user: { id: string; email: string },
  input: z.output<typeof welcomeTestBody>,
): Promise<string> {
  await hit(env.KV, TEST_SENDS_PER_USER, user.id);
  const subject = `${TEST_SUBJECT_PREFIX}${subjectOf(site, input.plan, input.subject)}`;
  await mailerFor(env).send(await welcomeFor(dbs, env, site, user.email, subject, input.message));
  return user.email;
}

/**
 * The site's welcome e-mails (Settings, "Newsletter"): the creator's own words to each new
 * subscriber, free or paid, once per reader and site ever; and, if the site wrote one, a
 * welcome of its own to each reader who starts paying, a free subscriber upgrading too, which
 * a direct payer gets instead of the first. It is queued with the news of a plan begun
 * (notice-mail.ts) and sent here if the reader is still subscribed.
 *
 * Each is claimed before the send (`site_subscriptions.welcomed_at`, `paid_welcomed_at`) and
 * given back if it fails, so the queue's retry sends it and a redelivery does not; the paid
 * one claims the first too. Readers who subscribed, or paid, before each existed count as
 * welcomed (migrations 0052 and 0053).
 */
export async function mailWelcome(
  env: Env,
  databases: SiteDatabases,
  job: SubscriberWelcomeMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  if (!found || found.site.deletedAt) return;
  const { site, dbs } = found;
  const paidMessage = job.plan === "paid" ? site.paidWelcomeMessage?.trim() : undefined;
  const message = paidMessage || site.welcomeMessage?.trim();
  if (!message) return;
  const paid = Boolean(paidMessage);
  const row = await siteSubscriptionRow(dbs.site, site.id, job.subscriptionId);
  if (!row || (paid ? row.paidWelcomedAt : row.welcomedAt)) return;
  if (!(CURRENT_STATUSES as readonly string[]).includes(row.status)) return;
  const now = new Date();
  const claim = paid
    ? { paidWelcomedAt: now, welcomedAt: row.welcomedAt ?? now }
    : { welcomedAt: now };
  const giveBack = paid
    ? { paidWelcomedAt: null, welcomedAt: row.welcomedAt }
    : { welcomedAt: null };
  const unclaimed = isNull(paid ? siteSubscriptions.paidWelcomedAt : siteSubscriptions.welcomedAt);
  const mine = subscriptionOnSite(site.id, job.subscriptionId);
  const [claimed] = await dbs.site
    .update(siteSubscriptions)
    .set(claim)
    .where(and(mine, unclaimed))
    .returning({ id: siteSubscriptions.id });
  if (!claimed) return;
  try {
    const subject = paid
      ? subjectOf(site, "paid", site.paidWelcomeSubject)
      : subjectOf(site, "free", site.welcomeSubject);
    await mailerFor(env).send(await welcomeFor(dbs, env, site, row.email, subject, message));
  } catch (error) {
    await dbs.site.update(siteSubscriptions).set(giveBack).where(mine);
    throw error;
  }
}
