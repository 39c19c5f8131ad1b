import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, isNull } from "drizzle-orm";
import type { Env } from "../../env";
import { type SiteDatabases, siteWithDbs } from "../../lib/site-databases";
import type { SubscriberWelcomeMailJob } from "../../queues/jobs";
import { fromName, mailerFor } from "../mail/mailer";
import { welcomeEmail } from "../mail/welcome-email";
import { platformOrigin, siteOrigin } from "../sites/lookup";
import { CURRENT_STATUSES } from "./counts";

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
  const mine = and(
    eq(siteSubscriptions.id, job.subscriptionId),
    eq(siteSubscriptions.siteId, site.id),
  );
  const [row] = await dbs.site.select().from(siteSubscriptions).where(mine).limit(1);
  if (!row || row.welcomedAt) return;
  if (!(CURRENT_STATUSES as readonly string[]).includes(row.status)) return;
  const [claimed] = await dbs.site
    .update(siteSubscriptions)
    .set({ welcomedAt: new Date() })
    .where(and(mine, isNull(siteSubscriptions.welcomedAt)))
    .returning({ id: siteSubscriptions.id });
  if (!claimed) return;
  try {
    await mailerFor(env).send(
      await welcomeEmail({
        to: row.email,
        from: fromName(site.title, env.MAIL_FROM),
        siteTitle: site.title,
        subject: site.welcomeSubject?.trim() || `Welcome to ${site.title}`,
        message,
        siteUrl: await siteOrigin(dbs.platform, env, site),
        subscriptionsUrl: `${platformOrigin(env)}/subscriptions`,
      }),
    );
  } catch (error) {
    await dbs.site.update(siteSubscriptions).set({ welcomedAt: null }).where(mine);
    throw error;
  }
}
