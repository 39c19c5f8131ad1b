import { type AppSubscription, appSubscriptions } from "@schema/db/payments";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { StripeEventJob } from "../../queues/jobs";
import { type Stripe, stripeClient } from "../payments/stripe-client";
import { mayReplace } from "../payments/subscription-sync";
import { statusEntitles } from "../recipes/entitlement";

/**
 * Keeps app_subscriptions (and the site's plan in force) in step with the platform
 * account's webhooks. As for readers' subscriptions, each handler re-reads the object from
 * Stripe and the row only moves forward, so late, repeated and out-of-order events are safe.
 */

/** Marks the platform plan's Checkout Sessions and subscriptions among the platform's own. */
export const PLATFORM_PLAN_KIND = "platform-plan";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function fieldsOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const periodEnd = item?.current_period_end;
  // When the plan ends (or ended): Stripe's canceled_at is when the cancel was asked for.
  const endsAt =
    subscription.status === "canceled"
      ? (subscription.ended_at ?? subscription.canceled_at)
      : (subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null));
  return {
    plan: "pro" as const,
    status: subscription.status as AppSubscription["status"],
    cadence: item?.price.recurring?.interval === "year" ? ("year" as const) : ("month" as const),
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    canceledAt: endsAt ? new Date(endsAt * 1000) : null,
  };
}

/** The plan the site has while its app subscription is in this state. */
const planIn = (row: Pick<AppSubscription, "plan" | "status">) =>
  row.plan === "pro" && statusEntitles(row.status) ? ("pro" as const) : ("free" as const);

/** Moves the site's plan in force; a change bumps the content version (the subscribe page). */
async function settlePlan(db: Db, row: AppSubscription) {
  const plan = planIn(row);
  await db
    .update(sites)
    .set({ platformPlan: plan, contentVersion: sql`${sites.contentVersion} + 1` })
    .where(and(eq(sites.id, row.siteId), sql`${sites.platformPlan} <> ${plan}`));
}

/**
 * Writes a platform-plan subscription, as just read from Stripe, onto its site's row.
 * Returns the row afterwards; null when the subscription is not a platform plan of a site
 * that still exists.
 */
export async function applyAppSubscription(
  db: Db,
  subscription: Stripe.Subscription,
  checkoutSessionId?: string,
): Promise<AppSubscription | null> {
  const { kind, siteId, userId } = subscription.metadata ?? {};
  if (kind !== PLATFORM_PLAN_KIND || !siteId || !userId) return null;
  const [owner] = await db
    .select({ siteId: sites.id, userId: users.id })
    .from(sites)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!owner) return null;
  const fields = fieldsOf(subscription);
  const session = checkoutSessionId ? { stripeCheckoutSessionId: checkoutSessionId } : {};
  const [inserted] = await db
    .insert(appSubscriptions)
    .values({ siteId, userId, ...fields, ...session })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await settlePlan(db, inserted);
    return inserted;
  }
  // No transactions in D1: the write lands only on the row as it was read (its updatedAt).
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select()
      .from(appSubscriptions)
      .where(eq(appSubscriptions.siteId, siteId))
      .limit(1);
    if (!row) return null;
    if (!mayReplace(row, fields)) return row;
    const [updated] = await db
      .update(appSubscriptions)
      .set({ userId, ...fields, ...session })
      .where(and(eq(appSubscriptions.id, row.id), eq(appSubscriptions.updatedAt, row.updatedAt)))
      .returning();
    if (updated) {
      await settlePlan(db, updated);
      return updated;
    }
  }
  throw new Error(`App subscription ${subscription.id}: the row kept changing; the queue retries`);
}

type PlatformHandler = (db: Db, env: Env, job: StripeEventJob) => Promise<void>;

const subscriptionChanged: PlatformHandler = async (db, env, job) => {
  const subscription = await stripeClient(env).subscriptions.retrieve(job.objectId);
  await applyAppSubscription(db, subscription);
};

const checkoutCompleted: PlatformHandler = async (db, env, job) => {
  const stripe = stripeClient(env);
  const session = await stripe.checkout.sessions.retrieve(job.objectId);
  const subscriptionId = idOf(session.subscription);
  if (session.metadata?.kind !== PLATFORM_PLAN_KIND || !subscriptionId) return;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  await applyAppSubscription(db, subscription, session.id);
};

const PLATFORM_HANDLERS: Record<string, PlatformHandler> = {
  "checkout.session.completed": checkoutCompleted,
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
};

/** The platform account's own events (no connected account): the creators' platform plans. */
export async function applyPlatformEvent(db: Db, env: Env, job: StripeEventJob) {
  if (job.account !== null) return;
  await PLATFORM_HANDLERS[job.eventType]?.(db, env, job);
}
