import type {
  Subscriber,
  SubscriberActionView,
  SubscriberListResponse,
  subscriberListQuery,
} from "@schema/api/manage-subscribers";
import {
  type SiteSubscription,
  siteSubscriptions,
  subscriberActions,
} from "@schema/db/subscriptions";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../env";
import { currentPerPlan, keptTotal, planCounts } from "./counts";

/** GET manage/{siteSlug}/subscribers: newest first, searched by e-mail, filtered by plan. */
export async function listSubscribers(
  db: Db,
  siteId: string,
  params: z.infer<typeof subscriberListQuery>,
): Promise<Omit<SubscriberListResponse, "subscriberEmails">> {
  const { limit, offset } = params;
  const where = and(
    eq(siteSubscriptions.siteId, siteId),
    params.plan ? eq(siteSubscriptions.plan, params.plan) : undefined,
    params.query
      ? // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes, and `%` or `_` typed
        // into the search box are letters here.
        sql`instr(lower(${siteSubscriptions.email}), ${params.query}) > 0`
      : undefined,
  );
  const [rows, [counted], perPlan] = await db.batch([
    db
      .select()
      .from(siteSubscriptions)
      .where(where)
      .orderBy(desc(siteSubscriptions.createdAt), desc(siteSubscriptions.id))
      .limit(limit)
      .offset(offset),
    // Only a search counts the rows it matches; the plain list and a plan read kept counts.
    params.query
      ? db.select({ total: count() }).from(siteSubscriptions).where(where)
      : keptTotal(db, siteId, params.plan),
    currentPerPlan(db, siteId),
  ]);
  const counts = planCounts(perPlan);
  const actions = await lastActionsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    subscribers: rows.map((row) => subscriberView(row, actions.get(row.id) ?? null)),
    total: counted?.total ?? 0,
    limit,
    offset,
    counts,
  };
}

/** The last manager action on each of these subscriptions. */
export async function lastActionsOf(db: Db, subscriptionIds: string[]) {
  const latest = new Map<string, SubscriberActionView>();
  if (subscriptionIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(subscriberActions)
    .where(inArray(subscriberActions.subscriptionId, subscriptionIds))
    .orderBy(desc(subscriberActions.createdAt), desc(subscriberActions.id));
  for (const row of rows) {
    if (latest.has(row.subscriptionId)) continue;
    latest.set(row.subscriptionId, {
      action: row.action,
      detail: row.detail,
      by: row.actorEmail,
      at: row.createdAt.toISOString(),
    });
  }
  return latest;
}

export function subscriberView(
  row: SiteSubscription,
  lastAction: SubscriberActionView | null,
  now = new Date(),
): Subscriber {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    status: row.status,
    since: row.createdAt.toISOString(),
    priceAmountCents: row.priceAmountCents,
    cadence: row.cadence,
    newsletterOptIn: row.newsletterOptIn,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAt: row.cancelAt?.toISOString() ?? null,
    compUntil:
      row.compUntil && row.compUntil.getTime() > now.getTime() ? row.compUntil.toISOString() : null,
    billing:
      row.plan !== "free" && row.stripeSubscriptionId !== null && row.stripeCustomerId !== null,
    lastAction,
  };
}
