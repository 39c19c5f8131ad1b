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

/** Ends the subscription now: Stripe's answer is the state to store. */
export async function cancelNow(env: StripeEnv, paid: PaidSubscription) {
  return stripeClient(env).subscriptions.cancel(paid.row.stripeSubscriptionId, undefined, {
    stripeAccount: paid.site.stripeAccountId,
  });
}
