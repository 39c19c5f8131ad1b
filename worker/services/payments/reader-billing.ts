import { sites } from "@schema/db/sites";
import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { platformOnly, siteDbsOf } from "../../lib/site-databases";
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

/** The caller's subscription with its site, or 404. */
export async function ownSubscription(db: Db, userId: string, subscriptionId: string) {
  const [found] = await db
    .select({ row: siteSubscriptions, site: sites })
    .from(siteSubscriptions)
    .innerJoin(sites, eq(sites.id, siteSubscriptions.siteId))
    .where(and(eq(siteSubscriptions.id, subscriptionId), eq(siteSubscriptions.userId, userId)))
    .limit(1);
  if (!found) throw notFound("Subscription");
  return found;
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
export async function cancelAtPeriodEnd(db: Db, env: BillingEnv, paid: PaidSubscription) {
  const { row, site } = paid;
  if (row.status === "canceled" || row.cancelAt) return;
  const subscription = await stripeClient(env).subscriptions.update(
    row.stripeSubscriptionId,
    { cancel_at_period_end: true },
    { stripeAccount: site.stripeAccountId },
  );
  await applySubscription(siteDbsOf(platformOnly(db), site), site, subscription);
}
