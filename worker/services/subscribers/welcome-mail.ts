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
import { platformOrigin, type Site, siteOrigin } from "../sites/lookup";
import { CURRENT_STATUSES } from "./counts";
import { siteSubscriptionRow, subscriptionOnSite } from "./rows";

/** The subject as written, else "Welcome to {title}". */
const subjectOf = (site: Site, subject: string | null | undefined) =>
  subject?.trim() || `Welcome to ${site.title}`;

async function welcomeFor(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  to: string,
  subject: string,
  message: string,
) {
  return welcomeEmail({
    to,
    from: fromName(site.title, env.MAIL_FROM),
    siteTitle: site.title,
    subject,
    message,
    siteUrl: await siteOrigin(dbs.platform, env, site),
    subscriptionsUrl: `${platformOrigin(env)}/subscriptions`,
  });
}

/**
 * The welcome as the manager typed it (saved or not), to their own address, under the test
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
  const subject = `${TEST_SUBJECT_PREFIX}${subjectOf(site, input.subject)}`;
  await mailerFor(env).send(await welcomeFor(dbs, env, site, user.email, subject, input.message));
  return user.email;
}

/**
 * The site's welcome e-mail (Settings, "Newsletter"): the creator's own words to each new
 * subscriber, free or paid, once per reader and site ever. It is queued with the news of a
 * plan begun (notice-mail.ts) and sent here if the site has a message and the reader is
 * still subscribed. `site_subscriptions.welcomed_at` is claimed before the send and given
 * back if it fails, so the queue's retry sends it and a redelivery does not. Readers who
 * subscribed before the column was added count as welcomed (migration 0052).
 */
export async function mailWelcome(
  env: Env,
  databases: SiteDatabases,
  job: SubscriberWelcomeMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  const message = found?.site.welcomeMessage?.trim();
  if (!found || found.site.deletedAt || !message) return;
  const { site, dbs } = found;
  const mine = subscriptionOnSite(site.id, job.subscriptionId);
  const row = await siteSubscriptionRow(dbs.site, site.id, job.subscriptionId);
  if (!row || row.welcomedAt) return;
  if (!(CURRENT_STATUSES as readonly string[]).includes(row.status)) return;
  const [claimed] = await dbs.site
    .update(siteSubscriptions)
    .set({ welcomedAt: new Date() })
    .where(and(mine, isNull(siteSubscriptions.welcomedAt)))
    .returning({ id: siteSubscriptions.id });
  if (!claimed) return;
  try {
    const subject = subjectOf(site, site.welcomeSubject);
    await mailerFor(env).send(await welcomeFor(dbs, env, site, row.email, subject, message));
  } catch (error) {
    await dbs.site.update(siteSubscriptions).set({ welcomedAt: null }).where(mine);
    throw error;
  }
}
