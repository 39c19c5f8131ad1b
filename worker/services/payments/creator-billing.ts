import type Stripe from "stripe";
import { ApiError } from "../../errors";
import type { PaidSubscription } from "./reader-billing";
import type { StripeEnv } from "./stripe-client";
import { stripeClient } from "./stripe-client";

/**
 * A creator's Stripe actions on one reader's subscription, on the site's
 * connected account: refund the last payment, cancel at once. Cancel at period end is the
 * reader's own call (reader-billing.ts), shared.
 */

/**
 * Refunds the reader's most recent payment that still has money left on it, in full, with
 * the platform's fee returned too. The charge id keys the request, so a double click or a
 * retried request refunds once.
 */
export async function refundLastPayment(env: StripeEnv, paid: PaidSubscription) {
  const stripe = stripeClient(env);
  const account = { stripeAccount: paid.site.stripeAccountId };
  const charges = await stripe.charges.list(
    { customer: paid.row.stripeCustomerId, limit: 10 },
    account,
  );
  const charge = charges.data.find(
    (entry) => entry.status === "succeeded" && entry.amount_refunded < entry.amount,
  );
  if (!charge) throw new ApiError("conflict", "There is no payment left to refund");
  const refund = await stripe.refunds.create(
    { charge: charge.id, refund_application_fee: true, metadata: { siteId: paid.site.id } },
    { ...account, idempotencyKey: `refund-${charge.id}` },
  );
  return { amountCents: refund.amount };
}

/**
 * Ends the subscription now: Stripe's answer is the state to store. Stripe answers 404 to
 * cancelling one that has ended already; when it has (a second delivery of the same job, run
 * at the same moment as the first), that end is the answer, with `ended` false: the caller
 * that ended it tells the reader, not this one.
 */
export async function cancelNow(
  env: StripeEnv,
  paid: PaidSubscription,
): Promise<{ subscription: Stripe.Subscription; ended: boolean }> {
  const stripe = stripeClient(env);
  const id = paid.row.stripeSubscriptionId;
  const account = { stripeAccount: paid.site.stripeAccountId };
  try {
    return { subscription: await stripe.subscriptions.cancel(id, undefined, account), ended: true };
  } catch (error) {
    if ((error as { code?: string })?.code !== "resource_missing") throw error;
    const subscription = await stripe.subscriptions.retrieve(id, undefined, account);
    if (subscription.status !== "canceled" && subscription.status !== "incomplete_expired") {
      throw error;
    }
    return { subscription, ended: false };
  }
}
