import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import type { SiteDbs } from "../../lib/site-databases";
import { findOrCreateUser } from "../identity/users";
import { statusEntitles } from "../recipes/entitlement";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import type { Stripe } from "./stripe-client";

/**
 * Writes a reader's Stripe subscription, as just read from Stripe, onto their site
 * subscription row. Events arrive late, twice and out of order, so the row only moves
 * forward: see `mayReplace`.
 */

type Status = SiteSubscription["status"];

/** Stripe states a subscription never leaves. */
const FINAL: readonly Status[] = ["canceled", "incomplete_expired"];

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** When a subscription set to cancel ends: Stripe's cancel_at, else its period end. */
function cancelAtOf(subscription: Stripe.Subscription, periodEnd: number | undefined) {
  if (subscription.status === "canceled") return null;
  const at = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  return at ? new Date(at * 1000) : null;
}

/** The row's fields as the Stripe subscription describes them. */
function fieldsOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const interval = item?.price.recurring?.interval;
  const status = subscription.status as Status;
  const periodEnd = item?.current_period_end;
  return {
    plan: interval === "year" ? ("yearly" as const) : ("monthly" as const),
    cadence: interval === "year" ? ("year" as const) : ("month" as const),
    status,
    priceAmountCents: item?.price.unit_amount ?? 0,
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    cancelAt: cancelAtOf(subscription, periodEnd),
    // When this paid plan began; the row itself may be older (a free follower who upgraded).
    paidSince: subscription.start_date ? new Date(subscription.start_date * 1000) : null,
  };
}

/**
 * A plan that renews again (or has ended) takes back the cancellation e-mail's claim, so a
 * later cancellation is told too (billing-mail.ts mailCancelled).
 */
const cancellationNotice = (fields: Fields) =>
  fields.cancelAt === null ? { cancellationMailedAt: null } : {};

type Fields = ReturnType<typeof fieldsOf>;

/**
 * Whether what Stripe says now may overwrite the row.
 * - The same subscription: yes, unless the row already holds a later state of it (a final
 *   state, or a later period end). Two handlers reading Stripe a moment apart can finish
 *   in either order; the earlier read must not win.
 * - Another subscription (the row is free, or on an older subscription): only when the new
 *   one opens access. A stale event of an old subscription, or a second checkout that never
 *   got paid, never takes away access a reader paid for.
 */
export function mayReplace(
  row: Pick<SiteSubscription, "stripeSubscriptionId" | "status" | "currentPeriodEnd">,
  next: Pick<Fields, "stripeSubscriptionId" | "status" | "currentPeriodEnd">,
): boolean {
  if (row.stripeSubscriptionId === next.stripeSubscriptionId) {
    if (FINAL.includes(row.status) && !FINAL.includes(next.status)) return false;
    const stored = row.currentPeriodEnd?.getTime() ?? 0;
    const fresh = next.currentPeriodEnd?.getTime() ?? 0;
    return fresh >= stored;
  }
  return statusEntitles(next.status);
}

/**
 * The person a subscription belongs to: its metadata, else the row that already holds it.
 * People are the platform's, the row the site's (ADR 0014).
 */
async function ownerOf(dbs: SiteDbs, site: Site, subscription: Stripe.Subscription) {
  const person = (id: string) => dbs.platform.select().from(users).where(eq(users.id, id)).limit(1);
  const userId = subscription.metadata?.userId;
  if (userId) {
    const [user] = await person(userId);
    if (user) return user;
  }
  const [row] = await dbs.site
    .select({ userId: siteSubscriptions.userId })
    .from(siteSubscriptions)
    .where(
      and(
        eq(siteSubscriptions.siteId, site.id),
        eq(siteSubscriptions.stripeSubscriptionId, subscription.id),
      ),
    )
    .limit(1);
  const [holder] = row ? await person(row.userId) : [];
  if (holder) return holder;
  // Paid signed out: the account is made now, from the address the checkout was for.
  const email = subscription.metadata?.email;
  return email ? findOrCreateUser(dbs.platform, email.toLowerCase()) : null;
}

/**
 * Applies the subscription to the site's row for its owner. Returns the row as it stands
 * afterwards, or null when the subscription is not one of this site's.
 */
export async function applySubscription(
  dbs: SiteDbs,
  site: Site,
  subscription: Stripe.Subscription,
  checkoutSessionId?: string,
): Promise<SiteSubscription | null> {
  if (subscription.metadata?.siteId !== site.id) return null;
  const user = await ownerOf(dbs, site, subscription);
  if (!user) return null;
  await ensurePersonAnchor(dbs, user.id);
  const db = dbs.site;
  const fields = fieldsOf(subscription);
  const session = checkoutSessionId ? { stripeCheckoutSessionId: checkoutSessionId } : {};
  const [inserted] = await db
    .insert(siteSubscriptions)
    .values({
      siteId: site.id,
      userId: user.id,
      email: user.email,
      newsletterOptIn: true,
      ...fields,
      ...session,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const mine = and(eq(siteSubscriptions.siteId, site.id), eq(siteSubscriptions.userId, user.id));
  // D1 has no transactions: the write only lands on the row as it was read (its updatedAt),
  // so an event handled at the same moment cannot slip a state in between check and write.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db.select().from(siteSubscriptions).where(mine).limit(1);
    if (!row) return null;
    if (!mayReplace(row, fields)) return row;
    const [updated] = await db
      .update(siteSubscriptions)
      .set({ ...fields, ...cancellationNotice(fields), ...session })
      .where(and(eq(siteSubscriptions.id, row.id), eq(siteSubscriptions.updatedAt, row.updatedAt)))
      .returning();
    if (updated) return updated;
  }
  throw new Error(`Subscription ${subscription.id}: the row kept changing; the queue retries`);
}
