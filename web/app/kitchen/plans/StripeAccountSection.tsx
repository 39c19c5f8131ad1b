import { Form, useNavigation } from "@remix-run/react";
import type { PlanPricesResponse } from "@schema/api/manage-plan-prices";

export const CONNECT_INTENT = "connect-stripe";

const yesNo = (value: boolean) => (value ? "Enabled" : "Not yet");

/**
 * The site's Stripe account (Connect): connect it, or finish onboarding, and what Stripe
 * says it can do. The button leaves for Stripe; Stripe sends the creator back here.
 */
export function StripeAccountSection({ stripe }: { stripe: PlanPricesResponse["stripe"] }) {
  const navigation = useNavigation();
  const leaving =
    navigation.state !== "idle" && navigation.formData?.get("intent") === CONNECT_INTENT;
  const ready = stripe.chargesEnabled && stripe.payoutsEnabled;
  return (
    <section className="ksection" aria-labelledby="plans-stripe">
      <h2 id="plans-stripe" className="ksection__legend">
        Stripe account
      </h2>
      {stripe.connected ? (
        <dl className="facts">
          <dt>Charges</dt>
          <dd>{yesNo(stripe.chargesEnabled)}</dd>
          <dt>Payouts</dt>
          <dd>{yesNo(stripe.payoutsEnabled)}</dd>
        </dl>
      ) : (
        <p>
          Readers' payments go straight to your own Stripe account. Connect one to offer monthly and
          yearly plans.
        </p>
      )}
      {ready ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value={CONNECT_INTENT} />
          <button type="submit" className="button button--primary" disabled={leaving}>
            {leaving
              ? "Redirecting..."
              : stripe.connected
                ? "Finish connecting with Stripe"
                : "Connect with Stripe"}
          </button>
        </Form>
      )}
    </section>
  );
}
