import { Form, useNavigation } from "@remix-run/react";
import type { PlanPricesResponse } from "@schema/api/manage-plan-prices";
import { SubmitButton } from "../../components/SubmitButton";

export const PAID_INTENT = "paid-subscriptions";

type Props = {
  paid: PlanPricesResponse["paidSubscriptions"];
  /** The saved prices: the sentence names only the plans readers can buy. */
  prices: Pick<PlanPricesResponse["prices"], "monthlyAmountCents" | "yearlyAmountCents">;
  /** Why the platform plan keeps paid subscriptions locked; null when it includes them. */
  lockedReason: string | null;
  error?: string;
};

/** Turns paid plans on (once Stripe can charge and a price exists) or off. */
export function PaidSubscriptionsSection({ paid, prices, lockedReason, error }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === PAID_INTENT;
  return (
    <section className="ksection" aria-labelledby="plans-paid">
      <h2 id="plans-paid" className="ksection__legend">
        Paid subscriptions
      </h2>
      <p>
        Paid subscriptions are <strong>{paid.enabled ? "on" : "off"}</strong>
        {paid.enabled
          ? `: readers can pay for your ${pricedPlans(prices)}.`
          : paid.canEnable
            ? "."
            : lockedReason
              ? "."
              : ". Connect a Stripe account that can take payments and save a price to turn them on."}
      </p>
      {lockedReason ? (
        <p className="notice notice--warning" role="note">
          Locked: {lockedReason} Get the Pro plan under "Your platform plan" below.
        </p>
      ) : null}
      {error ? (
        <p className="notice notice--warning" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value={PAID_INTENT} />
        <input type="hidden" name="enabled" value={paid.enabled ? "false" : "true"} />
        <SubmitButton
          className={paid.enabled ? "button button--secondary" : "button button--primary"}
          busy={busy}
          disabled={!paid.enabled && !paid.canEnable}
        >
          {paid.enabled ? "Turn off paid subscriptions" : "Turn on paid subscriptions"}
        </SubmitButton>
      </Form>
    </section>
  );
}

function pricedPlans(prices: Props["prices"]): string {
  const monthly = prices.monthlyAmountCents !== null;
  const yearly = prices.yearlyAmountCents !== null;
  if (monthly && yearly) return "monthly and yearly plans";
  return yearly ? "yearly plan" : "monthly plan";
}
