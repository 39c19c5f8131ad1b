import { siteMembers } from "@schema/db/sites";
import {
  type SiteSubscription,
  siteSubscriptions,
  subscriberActions,
} from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Env } from "../../env";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import type { Job, SubscriberNoticeMailJob } from "../../queues/jobs";
import { allowed, FREE_SUBSCRIBER_NOTICES_PER_READER } from "../limits/kv-windows";
import { fromName, mailerFor } from "../mail/mailer";
import { type SubscriberEvent, subscriberNoticeEmail } from "../mail/subscriber-notice-email";
import { holdForDigests } from "../notices/digest-items";
import { statusEntitles } from "../recipes/entitlement";
import { platformOrigin } from "../sites/lookup";
import { currentPerPlan, planCounts } from "./counts";
import { siteSubscriptionRow } from "./rows";

/**
 * The e-mail to a site's people (its owner and managers) when a reader subscribes for free,
 * begins a paid plan, or sets one to end, as Ghost and Substack tell their writers. Each
 * person has two switches per site on the kitchen's Subscribers page
 * (`site_members.free_subscriber_emails`, `paid_subscriber_emails`, on by default), and may
 * have these gathered into one a day (`subscriber_emails_daily`, notices/digest.ts).
 *
 * The news is queued where it happens (subscribe.ts and users.ts for the free plan, the
 * Stripe event handlers for paid ones) and the JOBS consumer sends it, reading the row
 * again: news that is no longer true by then (a free reader who went paid at once, a plan
 * resumed) goes to no one. Imported subscribers and a manager's own actions are not news.
 */

const DAY_MS = 24 * 3600 * 1000;

type PlanBegunNotice = SubscriberNoticeMailJob & { event: "free" | "paid" };

/**
 * A plan begun is news twice over: for the site's people, and the site's welcome to the
 * reader (welcome-mail.ts), which goes only if the site wrote one; the plan says which of its
 * two welcomes. One batch carries both.
 */
const planBegun = (row: SiteSubscription, notice: PlanBegunNotice): Job[] => [
  notice,
  {
    type: "subscriber-welcome-mail",
    siteId: row.siteId,
    subscriptionId: row.id,
    plan: notice.event,
  },
];

/** A free plan begun: the subscription stands whatever happens to its e-mails. */
export async function queueFreeSubscriberNews(env: Env, row: SiteSubscription) {
  const notice: PlanBegunNotice = {
    type: "subscriber-notice-mail",
    siteId: row.siteId,
    subscriptionId: row.id,
    event: "free",
    key: `subscriber-notice/free/${row.id}/${crypto.randomUUID()}`,
  };
  try {
    await env.JOBS.sendBatch(planBegun(row, notice).map((body) => ({ body })));
  } catch (error) {
    console.error("Queueing a new subscriber's e-mails failed", error);
  }
}

/**
 * After a Stripe event was applied: a paid plan that opens access and was never announced is
 * claimed (one conditional UPDATE, so the several events that carry a new plan announce it
 * once) and its e-mails queued. A queue that refuses gives the claim back and throws, so the
 * event's retry tries again.
 */
export async function noticePaidStart(dbs: SiteDbs, env: Env, row: SiteSubscription) {
  const subscriptionId = row.stripeSubscriptionId;
  if (row.plan === "free" || !subscriptionId || !statusEntitles(row.status)) return;
  if (row.paidNoticeSubscriptionId === subscriptionId) return;
  const [claimed] = await dbs.site
    .update(siteSubscriptions)
    .set({ paidNoticeSubscriptionId: subscriptionId })
    .where(
      and(
        eq(siteSubscriptions.id, row.id),
        eq(siteSubscriptions.stripeSubscriptionId, subscriptionId),
        or(
          isNull(siteSubscriptions.paidNoticeSubscriptionId),
          ne(siteSubscriptions.paidNoticeSubscriptionId, subscriptionId),
        ),
      ),
    )
    .returning({ id: siteSubscriptions.id });
  if (!claimed) return;
  try {
    const notice: PlanBegunNotice = {
      type: "subscriber-notice-mail",
      siteId: row.siteId,
      subscriptionId: row.id,
      event: "paid",
      stripeSubscriptionId: subscriptionId,
      key: `subscriber-notice/paid/${subscriptionId}`,
    };
    await env.JOBS.sendBatch(planBegun(row, notice).map((body) => ({ body })));
  } catch (error) {
    await dbs.site
      .update(siteSubscriptions)
      .set({ paidNoticeSubscriptionId: row.paidNoticeSubscriptionId })
      .where(eq(siteSubscriptions.id, row.id));
    throw error;
  }
}

/**
 * A paid plan set to end, queued by billing-mail.ts mailCancelled under its own claim; the
 * key names the subscription and the day it ends, so a retried event is one e-mail.
 */
export async function queueCancellationNotice(env: Env, row: SiteSubscription, endsOn: Date) {
  await env.JOBS.send({
    type: "subscriber-notice-mail",
    siteId: row.siteId,
    subscriptionId: row.id,
    event: "cancelled",
    stripeSubscriptionId: row.stripeSubscriptionId ?? undefined,
    key: `subscriber-notice/cancelled/${row.stripeSubscriptionId}/${endsOn.getTime()}`,
  } satisfies SubscriberNoticeMailJob);
}

/** What the e-mail says happened, if it is still true of the row; null if it is not. */
function eventOf(row: SiteSubscription, job: SubscriberNews): SubscriberEvent | null {
  const sameStripe = row.stripeSubscriptionId === job.stripeSubscriptionId;
  switch (job.event) {
    case "free":
      return row.plan === "free" && row.status === "active" ? { kind: "free" } : null;
    case "paid":
      if (!sameStripe || row.plan === "free" || !statusEntitles(row.status)) return null;
      return {
        kind: "paid",
        plan: row.plan,
        amountCents: row.priceAmountCents,
        trialEndsOn: row.status === "trialing" ? row.currentPeriodEnd : null,
      };
    case "cancelled":
      if (!sameStripe || !row.cancelAt || row.status === "canceled") return null;
      return { kind: "cancelled", endsOn: row.cancelAt };
  }
}

/**
 * A manager set the plan to end on the Subscribers page (actions.ts) within the day before the
 * news came: the same news, by way of Stripe, is the site's own doing and already in the
 * page's log.
 */
async function cancelledByManager(dbs: SiteDbs, row: SiteSubscription, heardAt: Date) {
  const [action] = await dbs.site
    .select({ id: subscriberActions.id })
    .from(subscriberActions)
    .where(
      and(
        eq(subscriberActions.subscriptionId, row.id),
        eq(subscriberActions.action, "cancel_at_period_end"),
        gt(subscriberActions.createdAt, new Date(heardAt.getTime() - DAY_MS)),
      ),
    )
    .limit(1);
  return Boolean(action);
}

/** Which news about which reader: a job's, or a digest's held item's. */
type SubscriberNews = Pick<
  SubscriberNoticeMailJob,
  "subscriptionId" | "event" | "stripeSubscriptionId"
>;

/**
 * A reader's subscription news as the e-mails tell it (this one, and the daily digest's
 * line), if it is still true and news; null if not. `heardAt`: when the news came, which a
 * digest reads a day later.
 */
export async function subscriberNews(
  dbs: SiteDbs,
  siteId: string,
  news: SubscriberNews,
  heardAt = new Date(),
) {
  const row = await siteSubscriptionRow(dbs.site, siteId, news.subscriptionId);
  const event = row ? eventOf(row, news) : null;
  if (!row || !event) return null;
  if (event.kind === "cancelled" && (await cancelledByManager(dbs, row, heardAt))) return null;
  const [reader] = await dbs.platform
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  return { row, event, name: reader?.displayName?.trim() || null };
}

/** The site's current free and paid subscribers, as the e-mails count them. */
export async function subscriberTotals(dbs: SiteDbs, siteId: string) {
  const counts = planCounts(await currentPerPlan(dbs.site, siteId));
  return { free: counts.free, paid: counts.monthly + counts.yearly };
}

/** The kitchen's Subscribers page, searched for one reader when given. */
export const subscribersKitchenLink = (env: Env, siteSlug: string, email?: string) =>
  `${platformOrigin(env)}/kitchen/${encodeURIComponent(siteSlug)}/subscribers${email ? `?query=${encodeURIComponent(email)}` : ""}`;

/**
 * The JOBS handler. Idempotent: the provider keeps the job's key as the send's key, and a
 * digest holds the news once per person, by the same key.
 */
export async function mailSubscriberNotice(
  env: Env,
  databases: SiteDatabases,
  job: SubscriberNoticeMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  if (!found || found.site.deletedAt) return;
  const { site, dbs } = found;
  const news = await subscriberNews(dbs, site.id, job);
  if (!news) return;
  const { row, event } = news;
  const switchOn =
    event.kind === "free" ? siteMembers.freeSubscriberEmails : siteMembers.paidSubscriberEmails;
  const members = await dbs.platform
    .select({
      id: users.id,
      email: users.email,
      deletedAt: users.deletedAt,
      daily: siteMembers.subscriberEmailsDaily,
      timeZone: users.timeZone,
    })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(and(eq(siteMembers.siteId, site.id), eq(switchOn, true)));
  // A site's own people trying their site are not news to themselves.
  const recipients = members.filter((member) => !member.deletedAt && member.id !== row.userId);
  // Those who chose one e-mail a day find it in their digest, whatever the limit below.
  const each = await holdForDigests(dbs.site, recipients, {
    siteId: site.id,
    kind: event.kind,
    subjectId: row.id,
    stripeSubscriptionId: job.stripeSubscriptionId ?? null,
    newsKey: job.key,
  });
  if (each.length === 0) return;
  if (
    event.kind === "free" &&
    !(await allowed(env.KV, FREE_SUBSCRIBER_NOTICES_PER_READER, `${site.id}:${row.userId}`))
  ) {
    return;
  }
  const counts = await subscriberTotals(dbs, site.id);
  const kitchenLink = subscribersKitchenLink(env, site.slug, row.email);
  const messages = await Promise.all(
    each.map(async (member) => ({
      ...(await subscriberNoticeEmail({
        to: member.email,
        from: fromName(site.title, env.MAIL_FROM),
        siteTitle: site.title,
        name: news.name,
        email: row.email,
        event,
        counts,
        kitchenLink,
      })),
      id: `${job.key}/${member.id}`,
    })),
  );
  await mailerFor(env).sendBatch(messages, job.key);
}
