import type {
  SubscriberActionBody,
  SubscriberActionResponse,
} from "@schema/api/manage-subscribers";
import {
  type SiteSubscription,
  siteSubscriptions,
  subscriberActions,
} from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { longDay, money } from "../../lib/formats";
import type { SiteDbs } from "../../lib/site-databases";
import type { SessionUser } from "../identity/sessions";
import { cancelNow, refundLastPayment } from "../payments/creator-billing";
import { billed, cancelAtPeriodEnd } from "../payments/reader-billing";
import { applySubscription } from "../payments/subscription-sync";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { lastActionsOf, subscriberView } from "./kitchen-list";
import { siteSubscriptionRow } from "./rows";

/**
 * A manager's actions on one subscriber (the kitchen's Subscribers page): a comp and its
 * early end, a refund of the last payment, a cancellation now or at period end. Each is written to
 * subscriber_actions with who did it; another site's subscription is a 404.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function siteSubscription(db: Db, site: Site, subscriptionId: string) {
  const row = await siteSubscriptionRow(db, site.id, subscriptionId);
  if (!row) throw notFound("Subscriber");
  return row;
}

/**
 * A comp runs from now, or extends one still running, so giving 30 days twice is 60. It
 * touches no Stripe object: a paying reader keeps paying, a free one pays nothing.
 */
async function comp(db: Db, row: SiteSubscription, days: number) {
  const now = Date.now();
  const from = row.compUntil && row.compUntil.getTime() > now ? row.compUntil.getTime() : now;
  const until = new Date(from + days * DAY_MS);
  await db
    .update(siteSubscriptions)
    .set({ compUntil: until })
    .where(eq(siteSubscriptions.id, row.id));
  // No end day here: this line is kept as written, and the kitchen shows the end (compUntil)
  // in the manager's own time zone beside it; a UTC day here read a day off in the evening.
  return `${days} ${days === 1 ? "day" : "days"} of free paid access`;
}

/**
 * Ends a running comp now: the reader is back on what they pay for (a paying reader keeps
 * their plan). A comp already over is a 409, so a second click reads as done, not as a change.
 */
async function endComp(db: Db, row: SiteSubscription) {
  if (!row.compUntil || row.compUntil.getTime() <= Date.now())
    throw new ApiError("conflict", "This reader has no free paid access to end");
  await db
    .update(siteSubscriptions)
    .set({ compUntil: null })
    .where(eq(siteSubscriptions.id, row.id));
  return "Free paid access ended";
}

async function act(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  body: SubscriberActionBody,
) {
  if (body.action === "comp")
    return { action: "comp" as const, detail: await comp(dbs.site, row, body.days) };
  if (body.action === "end_comp")
    return { action: "end_comp" as const, detail: await endComp(dbs.site, row) };
  const paid = billed({ row, site });
  if (body.action === "refund") {
    const { amountCents } = await refundLastPayment(env, paid);
    return { action: "refund" as const, detail: `${money(amountCents)} refunded` };
  }
  if (body.when === "now") {
    await applySubscription(dbs, site, (await cancelNow(env, paid)).subscription);
    return { action: "cancel_now" as const, detail: "Subscription cancelled now" };
  }
  await cancelAtPeriodEnd(dbs, env, paid);
  const end = row.currentPeriodEnd ? ` on ${longDay(row.currentPeriodEnd)}` : "";
  return {
    action: "cancel_at_period_end" as const,
    detail: `Set to cancel at the end of the period${end}`,
  };
}

/** The subscription and its log are the site's rows; the actor's anchor is made there first. */
export async function applySubscriberAction(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  actor: SessionUser,
  subscriptionId: string,
  body: SubscriberActionBody,
): Promise<SubscriberActionResponse> {
  const db = dbs.site;
  const row = await siteSubscription(db, site, subscriptionId);
  const done = await act(dbs, env, site, row, body);
  await ensurePersonAnchor(dbs, actor.id);
  await db.insert(subscriberActions).values({
    siteId: site.id,
    subscriptionId: row.id,
    actorUserId: actor.id,
    actorEmail: actor.email,
    ...done,
  });
  const fresh = await siteSubscription(db, site, subscriptionId);
  const actions = await lastActionsOf(db, [fresh.id]);
  return { subscriber: subscriberView(fresh, actions.get(fresh.id) ?? null) };
}
