import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import {
  everySiteDatabase,
  type SiteDatabases,
  type SiteDbs,
  siteWithDbs,
} from "../../lib/site-databases";
import { platformOrigin, type Site } from "../sites/lookup";
import { portalConfigurationOf } from "./portal-configuration";
import { stripeClient } from "./stripe-client";
import { applySubscription } from "./subscription-sync";

/**
 * Readers manage their paid plans: a Billing Portal session for one of their
 * subscriptions, on the connected account that subscription lives on, and cancellation at
 * the end of the paid period. Another person's subscription is a 404, as is a malformed id.
 */

type BillingEnv = Pick<
  Env,
  | "ENVIRONMENT"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_API_HOST"
  | "STRIPE_API_PORT"
  | "STRIPE_API_PROTOCOL"
  | "PLATFORM_HOST"
  | "PLATFORM_PROTOCOL"
>;

export type PaidSubscription = {
  row: SiteSubscription & { stripeSubscriptionId: string; stripeCustomerId: string };
  site: Site & { stripeAccountId: string };
};

/**
 * The caller's subscription with its site and the site's databases, or 404. The row is in
 * the database of a site the caller names only by the subscription's id, so each database
 * holding sites is asked (ADR 0014); the one its site's directory row names is the answer.
 */
export async function ownSubscription(
  databases: SiteDatabases,
  userId: string,
  subscriptionId: string,
): Promise<{ row: SiteSubscription; site: Site; dbs: SiteDbs }> {
  const held = await Promise.all(
    (await everySiteDatabase(databases)).map(async (db) => ({
      db,
      row: (
        await db
          .select()
          .from(siteSubscriptions)
          .where(
            and(eq(siteSubscriptions.id, subscriptionId), eq(siteSubscriptions.userId, userId)),
          )
          .limit(1)
      )[0],
    })),
  );
  for (const { db, row } of held) {
    if (!row) continue;
    const found = await siteWithDbs(databases, row.siteId);
    if (found && found.dbs.site === db) return { row, ...found };
  }
  throw notFound("Subscription");
}

/** A subscription Stripe bills, or 400 for one that has no billing (free, or never paid). */
export function billed(found: { row: SiteSubscription; site: Site }): PaidSubscription {
  const { row, site } = found;
  if (
    row.plan === "free" ||
    !row.stripeSubscriptionId ||
    !row.stripeCustomerId ||
    !site.stripeAccountId
  ) {
    throw new ApiError("bad_request", "This subscription has no billing to manage");
  }
  return found as PaidSubscription;
}

/** Where the portal's "Return to …" link leads: the account area's subscriptions page. */
const accountSubscriptionsPage = (env: BillingEnv) => `${platformOrigin(env)}/subscriptions`;

/**
 * A Billing Portal session for the subscription. `updateCard` opens it on the card form
 * (the failed-payment e-mail's link), which returns to the account area when done.
 */
export async function readerPortalSession(
  db: Db,
  env: BillingEnv,
  paid: PaidSubscription,
  options: { updateCard?: boolean } = {},
) {
  const { row, site } = paid;
  const configuration = await portalConfigurationOf(db, env, site);
  const returnUrl = accountSubscriptionsPage(env);
  const session = await stripeClient(env).billingPortal.sessions.create(
    {
      customer: row.stripeCustomerId,
      return_url: returnUrl,
      ...(configuration ? { configuration } : {}),
      ...(options.updateCard
        ? {
            flow_data: {
              type: "payment_method_update",
              after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
            },
          }
        : {}),
    },
    { stripeAccount: site.stripeAccountId },
  );
  return { url: session.url };
}

/**
 * Cancels at the end of the paid period: the reader keeps what they paid for, and Stripe
 * ends the subscription then (customer.subscription.deleted closes access). Asking twice
 * changes nothing. The row is updated from Stripe's answer at once, so the page can say
 * until when; the webhook that follows writes the same state.
 */
export async function cancelAtPeriodEnd(dbs: SiteDbs, env: BillingEnv, paid: PaidSubscription) {
  const { row, site } = paid;
  if (row.status === "canceled" || row.cancelAt) return;
  const subscription = await stripeClient(env).subscriptions.update(
    row.stripeSubscriptionId,
    { cancel_at_period_end: true },
    { stripeAccount: site.stripeAccountId },
  );
  await applySubscription(dbs, site, subscription);
}
