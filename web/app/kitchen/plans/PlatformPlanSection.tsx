import { Form, useNavigation } from "@remix-run/react";
import type { CurrentAppSubscriptionResponse } from "@schema/api/app-subscriptions";
import { PlanStartNotice } from "./PlanStartNotice";
import { usePlanStart } from "./use-plan-start";

export const BUY_PLAN_INTENT = "buy-platform-plan";
export const PLAN_BILLING_INTENT = "platform-plan-billing";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const STATUS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  canceled: "Ended",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
};

type Props = {
  current: CurrentAppSubscriptionResponse;
  /** Back from Checkout: the plan starts when Stripe's webhook lands. */
  justStarted: boolean;
  error?: string;
};

/**
 * The creator's own plan with the platform: its state, what it unlocks (and why a locked
 * feature is locked), buy buttons while there is no live plan nor one starting, and its
 * Billing Portal.
 * Both buttons leave for Stripe, which sends the creator back here.
 */
export function PlatformPlanSection({ current, justStarted, error }: Props) {
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const leaving = intent === BUY_PLAN_INTENT || intent === PLAN_BILLING_INTENT;
  const sub = current.appSubscription;
  const pro = current.plan === "pro";
  const start = usePlanStart(justStarted, pro);
  // Paid, not yet confirmed: a second Checkout would bill twice (the API refuses it too).
  const buying = !pro && start !== "starting";
  const offers = [
    { cadence: "month", cents: current.prices.monthlyAmountCents, per: "month" },
    { cadence: "year", cents: current.prices.yearlyAmountCents, per: "year" },
  ].filter((offer) => offer.cents !== null);
  return (
    <section className="ksection" aria-labelledby="plans-platform">
      <h2 id="plans-platform" className="ksection__legend">
        Your platform plan
      </h2>
      <p>
        This site is on the <strong>{pro ? "Pro" : "Free"}</strong> platform plan.
      </p>
      <PlanStartNotice start={start} />
      {sub ? (
        <dl className="facts">
          <dt>Status</dt>
          <dd>{STATUS[sub.status] ?? sub.status}</dd>
          {sub.cadence ? (
            <>
              <dt>Billed</dt>
              <dd>{sub.cadence === "month" ? "Monthly" : "Yearly"}</dd>
            </>
          ) : null}
          {sub.canceledAt ? (
            <>
              <dt>{sub.status === "canceled" ? "Ended" : "Ends"}</dt>
              <dd>{DATE.format(new Date(sub.canceledAt))}</dd>
            </>
          ) : sub.currentPeriodEnd ? (
            <>
              <dt>Renews</dt>
              <dd>{DATE.format(new Date(sub.currentPeriodEnd))}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <ul className="plain-list" aria-label="What the plan unlocks">
        {current.features.map((feature) => (
          <li key={feature.key}>
            {feature.title}: <strong>{feature.unlocked ? "included" : "locked"}</strong>
            {feature.lockedReason ? <span>. {feature.lockedReason}</span> : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="notice notice--warning" role="alert">
          {error}
        </p>
      ) : null}
      {buying && current.canPurchase && offers.length === 0 ? (
        <p className="notice notice--warning" role="status">
          The Pro plan cannot be bought right now. Please try again later.
        </p>
      ) : null}
      {!current.canPurchase ? (
        <p className="subdued">Only the site's owner can buy or change the platform plan.</p>
      ) : (
        <div className="plans-actions">
          {!buying
            ? null
            : offers.map((offer) => (
                <Form method="post" key={offer.cadence}>
                  <input type="hidden" name="intent" value={BUY_PLAN_INTENT} />
                  <input type="hidden" name="cadence" value={offer.cadence} />
                  <button type="submit" className="button button--primary" disabled={leaving}>
                    Get Pro for {USD.format((offer.cents as number) / 100)} / {offer.per}
                  </button>
                </Form>
              ))}
          {current.canManageBilling ? (
            <Form method="post">
              <input type="hidden" name="intent" value={PLAN_BILLING_INTENT} />
              <button type="submit" className="button button--secondary" disabled={leaving}>
                Manage platform billing
              </button>
            </Form>
          ) : null}
        </div>
      )}
    </section>
  );
}
