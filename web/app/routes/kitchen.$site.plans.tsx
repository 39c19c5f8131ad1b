import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import {
  type AccountLinkResponse,
  MAX_TRIAL_DAYS,
  type PlanPricesResponse,
  planOffersBody,
  planPricesBody,
} from "../../../schema/api/manage-plan-prices";
import { PAID_INTENT, PaidSubscriptionsSection } from "../kitchen/plans/PaidSubscriptionsSection";
import { CONNECT_INTENT, StripeAccountSection } from "../kitchen/plans/StripeAccountSection";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import { NamedText } from "../kitchen/sections/NamedFields";
import {
  centsToDollars,
  dollarsToCents,
  planPricesFromForm,
  savingsText,
} from "../kitchen/sections/plan-prices";
import { SectionForm } from "../kitchen/sections/SectionForm";
import {
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { bodyIssues } from "../kitchen/sections/section-bodies";
import type { SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { FormSection } from "../kitchen/shared/Fields";
import { kitchenPath } from "../kitchen/shared/kitchen-sections";
import { manageFetch, requireKitchenSite } from "../kitchen/shared/manager.server";
import { segment, unexpectedApiResult } from "../lib/api.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Plans");

const INTENT = "save-prices";
const OFFERS_INTENT = "save-offers";

/** The trial field: empty is no trial; anything but whole days is the field's issue. */
function offersFromForm(form: FormData) {
  const typed = String(form.get("trialDays") ?? "").trim();
  const valid = typed === "" || /^\d{1,3}$/.test(typed);
  return {
    body: { trialDays: typed === "" || !valid ? null : Number(typed) },
    issues: valid ? [] : [{ path: "trialDays", message: "Enter a whole number of days" }],
  };
}
const checkOffers = (form: FormData) => bodyIssues(offersFromForm(form), planOffersBody);
const LABELS: Record<string, string> = {
  monthlyAmountCents: "Monthly price",
  yearlyAmountCents: "Yearly price",
};
const checkPrices = (form: FormData) => bodyIssues(planPricesFromForm(form), planPricesBody);

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * /kitchen/{site}/plans: the site's Stripe account, what visitors pay for its paid plans,
 * paid subscriptions on or off, and the platform plan. The loader's API call re-reads the
 * Stripe account, so coming back from Stripe's onboarding shows the new state.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const result = await manageFetch<PlanPricesResponse>(args, `/${segment(site.slug)}/plan-prices`);
  if (!result.ok) throw unexpectedApiResult(result, "plan prices");
  return {
    siteSlug: site.slug,
    subscriptionsEnabled: site.settings.subscriptionsEnabled,
    ...result.body,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent === CONNECT_INTENT) {
    const link = await manageFetch<AccountLinkResponse>(
      args,
      `/${segment(site.slug)}/stripe-account-links`,
      { method: "POST" },
    );
    if (!link.ok) return sectionFailed(intent, link);
    // Off to Stripe's onboarding; its return URL brings the creator back to this page.
    throw redirect(link.body.url);
  }
  if (intent === PAID_INTENT) {
    const result = await manageFetch<PlanPricesResponse>(
      args,
      `/${segment(site.slug)}/paid-subscriptions`,
      { method: "PUT", body: { enabled: form.get("enabled") === "true" } },
    );
    if (!result.ok) return sectionFailed(intent, result);
    return sectionSaved(
      intent,
      result.body.paidSubscriptions.enabled
        ? "Paid subscriptions are on."
        : "Paid subscriptions are off.",
    );
  }
  if (intent === OFFERS_INTENT) {
    const built = offersFromForm(form);
    const issues = bodyIssues(built, planOffersBody);
    if (issues.length) return sectionInvalid(intent, issues);
    const result = await manageFetch<PlanPricesResponse>(
      args,
      `/${segment(site.slug)}/plan-offers`,
      { method: "PUT", body: built.body },
    );
    if (!result.ok) return sectionFailed(intent, result);
    return sectionSaved(intent, "Free trial saved.");
  }
  if (intent !== INTENT) return unknownIntent(intent);
  const built = planPricesFromForm(form);
  const issues = bodyIssues(built, planPricesBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const result = await manageFetch<PlanPricesResponse>(args, `/${segment(site.slug)}/plan-prices`, {
    method: "PUT",
    body: built.body,
  });
  if (!result.ok) return sectionFailed(intent, result);
  return sectionSaved(intent, "Prices saved.");
}

export default function PlansPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  const failed = result && !result.ok && result.intent !== INTENT ? result.message : undefined;
  const [monthly, setMonthly] = useState(centsToDollars(data.prices.monthlyAmountCents));
  const [yearly, setYearly] = useState(centsToDollars(data.prices.yearlyAmountCents));
  const savings = savingsText(dollarsToCents(monthly) ?? null, dollarsToCents(yearly) ?? null);
  const plan = data.platformPlan;
  const [trialDays, setTrialDays] = useState(
    data.offers.trialDays === null ? "" : String(data.offers.trialDays),
  );

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Plans</h1>
      </header>

      <StripeAccountSection stripe={data.stripe} />
      {failed && result?.intent === CONNECT_INTENT ? (
        <p className="notice notice--warning" role="alert">
          {failed}
        </p>
      ) : null}

      <SectionForm
        intent={INTENT}
        submitLabel="Save prices"
        fieldLabel={(path) => LABELS[path] ?? path}
        check={checkPrices}
      >
        <FormSection
          legend="Subscription prices"
          description="What visitors pay for your paid plans, in US dollars. Leave a price empty to not offer that plan."
        >
          <div className="kgrid">
            <NamedText
              name="monthlyAmountCents"
              label="Monthly price"
              inputMode="decimal"
              autoComplete="off"
              value={monthly}
              onChange={setMonthly}
              suffix={<span className="subdued">USD / month</span>}
            />
            <NamedText
              name="yearlyAmountCents"
              label="Yearly price"
              inputMode="decimal"
              autoComplete="off"
              value={yearly}
              onChange={setYearly}
              suffix={<span className="subdued">USD / year</span>}
            />
          </div>
          <p className="plans-savings" aria-live="polite">
            {savings ?? "Set both prices to see what a yearly subscriber saves."}
          </p>
          {data.stripe.connected ? null : (
            <p className="subdued">
              Prices become plans in your Stripe account once it is connected.
            </p>
          )}
        </FormSection>
      </SectionForm>

      <SectionForm
        intent={OFFERS_INTENT}
        submitLabel="Save free trial"
        fieldLabel={() => "Free trial"}
        check={checkOffers}
      >
        <FormSection
          legend="Free trial"
          description={`Days new paid subscribers get free before their first charge (1 to ${MAX_TRIAL_DAYS}). Leave empty for no trial. Existing subscribers are not affected.`}
        >
          <NamedText
            name="trialDays"
            label="Free trial"
            inputMode="numeric"
            autoComplete="off"
            value={trialDays}
            onChange={setTrialDays}
            suffix={<span className="subdued">days</span>}
          />
        </FormSection>
      </SectionForm>

      <PaidSubscriptionsSection
        paid={data.paidSubscriptions}
        error={result?.intent === PAID_INTENT ? failed : undefined}
      />

      <section className="ksection" aria-labelledby="plans-site-status">
        <h2 id="plans-site-status" className="ksection__legend">
          On your site
        </h2>
        <ul className="plain-list">
          <li>
            Subscriptions are <strong>{data.subscriptionsEnabled ? "on" : "off"}</strong>
            {data.subscriptionsEnabled
              ? ": visitors can subscribe to your site."
              : ": your site offers no subscribe form."}
          </li>
        </ul>
        <p>
          <Link to={kitchenPath(data.siteSlug, "settings", "#features")}>
            Change these in Settings
          </Link>
        </p>
      </section>

      <section className="ksection" aria-labelledby="plans-platform">
        <h2 id="plans-platform" className="ksection__legend">
          Your platform plan
        </h2>
        {plan ? (
          <dl className="facts">
            <dt>Plan</dt>
            <dd>{plan.plan === "pro" ? "Pro" : "Free"}</dd>
            <dt>Status</dt>
            <dd>{plan.status.replace("_", " ")}</dd>
            {plan.cadence ? (
              <>
                <dt>Billed</dt>
                <dd>{plan.cadence === "month" ? "Monthly" : "Yearly"}</dd>
              </>
            ) : null}
            {plan.currentPeriodEnd ? (
              <>
                <dt>{plan.canceledAt ? "Ends" : "Renews"}</dt>
                <dd>{DATE.format(new Date(plan.currentPeriodEnd))}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>
            This site is on the free platform plan. Paid platform plans are not available yet, so
            there is nothing to pay and no billing to manage.
          </p>
        )}
      </section>
    </div>
  );
}
