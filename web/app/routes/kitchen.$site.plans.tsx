import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { MAX_TRIAL_DAYS, planOffersBody, planPricesBody } from "@schema/api/manage-plan-prices";
import { useState } from "react";
import { OfferChanges } from "../kitchen/plans/OfferChanges";
import { PAID_INTENT, PaidSubscriptionsSection } from "../kitchen/plans/PaidSubscriptionsSection";
import {
  BUY_PLAN_INTENT,
  PLAN_BILLING_INTENT,
  PlatformPlanSection,
} from "../kitchen/plans/PlatformPlanSection";
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
  conditionOf,
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
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { type Api, unexpectedApiResult } from "../lib/api.server";
import { siteParam } from "../lib/host.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Plans");

const INTENT = "save-prices";

type PlanCadence = Parameters<
  Api["manage"][":siteSlug"]["app-subscriptions"]["$post"]
>[0]["json"]["cadence"];
const OFFERS_INTENT = "save-offers";

/** A whole number typed into a field: empty is none; anything else is the field's issue. */
function wholeNumber(form: FormData, name: string, message: string) {
  const typed = String(form.get(name) ?? "")
    .replace(/%$/, "")
    .trim();
  const valid = typed === "" || /^\d{1,3}$/.test(typed);
  return {
    value: typed === "" || !valid ? null : Number(typed),
    issues: valid ? [] : [{ path: name, message }],
  };
}

/** The offers form: the free trial and the first-period discount, both optional. */
function offersFromForm(form: FormData) {
  const trial = wholeNumber(form, "trialDays", "Enter a whole number of days");
  const discount = wholeNumber(form, "firstPeriodPercentOff", "Enter a whole percentage");
  return {
    body: { trialDays: trial.value, firstPeriodPercentOff: discount.value },
    issues: [...trial.issues, ...discount.issues],
  };
}
const checkOffers = (form: FormData) => bodyIssues(offersFromForm(form), planOffersBody);
const OFFER_LABELS: Record<string, string> = {
  confirm: "Confirmation",
  trialDays: "Free trial",
  firstPeriodPercentOff: "First-period discount",
};
const LABELS: Record<string, string> = {
  monthlyAmountCents: "Monthly price",
  yearlyAmountCents: "Yearly price",
};
const checkPrices = (form: FormData) => bodyIssues(planPricesFromForm(form), planPricesBody);

/**
 * /kitchen/{site}/plans: the site's Stripe account, what visitors pay for its paid plans,
 * paid subscriptions on or off, and the platform plan. The loader's API call re-reads the
 * Stripe account, so coming back from Stripe's onboarding shows the new state.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const [result, platform] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"]["plan-prices"].$get({ param: siteParam(site) }),
    ),
    callManage(args, (manage) =>
      manage[":siteSlug"]["current-app-subscription"].$get({ param: siteParam(site) }),
    ),
  ]);
  if (!result.ok) throw unexpectedApiResult(result, "plan prices");
  if (!platform.ok) throw unexpectedApiResult(platform, "platform plan");
  return {
    siteSlug: site.slug,
    subscriptionsEnabled: site.settings.subscriptionsEnabled,
    newslettersEnabled: site.settings.newslettersEnabled,
    platformPlanStarted: new URL(args.request.url).searchParams.get("platform-plan") === "started",
    ...result.body,
    platform: platform.body,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent === CONNECT_INTENT) {
    const link = await callManage(args, (manage) =>
      manage[":siteSlug"]["stripe-account-links"].$post({ param: siteParam(site) }),
    );
    if (!link.ok) return sectionFailed(intent, link);
    // Off to Stripe's onboarding; its return URL brings the creator back to this page.
    throw redirect(link.body.url);
  }
  if (intent === BUY_PLAN_INTENT || intent === PLAN_BILLING_INTENT) {
    const buying = intent === BUY_PLAN_INTENT;
    // The API checks the cadence (a 400 for anything but its own values).
    const cadence = String(form.get("cadence")) as PlanCadence;
    const result = await callManage(args, (manage) =>
      buying
        ? manage[":siteSlug"]["app-subscriptions"].$post({
            param: siteParam(site),
            json: { cadence },
          })
        : manage[":siteSlug"]["app-subscription-billing-portal-sessions"].$post({
            param: siteParam(site),
          }),
    );
    if (!result.ok) return sectionFailed(intent, result);
    // Off to Stripe's Checkout or Billing Portal; both send the creator back to this page.
    throw redirect(result.body.url);
  }
  if (intent === PAID_INTENT) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["paid-subscriptions"].$put({
        param: siteParam(site),
        json: { enabled: form.get("enabled") === "true" },
      }),
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
    // Offers change what new readers pay: confirmed, as every creator action on money is.
    if (form.get("confirm") !== "true") {
      issues.push({ path: "confirm", message: "Tick the box to confirm the offers" });
    }
    if (issues.length) return sectionInvalid(intent, issues);
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["plan-offers"].$put({
        param: siteParam(site),
        header: conditionOf(form),
        json: built.body,
      }),
    );
    if (!result.ok) return sectionFailed(intent, result);
    return sectionSaved(intent, "Offers saved.");
  }
  if (intent !== INTENT) return unknownIntent(intent);
  const built = planPricesFromForm(form);
  const issues = bodyIssues(built, planPricesBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["plan-prices"].$put({
      param: siteParam(site),
      header: conditionOf(form),
      json: built.body,
    }),
  );
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
  const [trialDays, setTrialDays] = useState(
    data.offers.trialDays === null ? "" : String(data.offers.trialDays),
  );
  const [percentOff, setPercentOff] = useState(
    data.offers.firstPeriodPercentOff === null ? "" : String(data.offers.firstPeriodPercentOff),
  );
  const paidLock = data.platform.features.find((feature) => feature.key === "paidSubscriptions");

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
        basedOn={data.prices.tag}
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
        basedOn={data.offers.tag}
        submitLabel="Save offers"
        fieldLabel={(path) => OFFER_LABELS[path] ?? path}
        check={checkOffers}
      >
        <FormSection
          legend="Offers for new subscribers"
          description={`A free trial (1 to ${MAX_TRIAL_DAYS} days before the first charge) and a percentage off the first paid period (1 to 100%). Leave a field empty to not offer it. Existing subscribers are not affected.`}
        >
          <div className="kgrid">
            <NamedText
              name="trialDays"
              label="Free trial"
              inputMode="numeric"
              autoComplete="off"
              value={trialDays}
              onChange={setTrialDays}
              suffix={<span className="subdued">days</span>}
            />
            <NamedText
              name="firstPeriodPercentOff"
              label="First-period discount"
              inputMode="numeric"
              autoComplete="off"
              value={percentOff}
              onChange={setPercentOff}
              suffix={<span className="subdued">% off</span>}
            />
          </div>
          <label className="checkbox">
            <input type="checkbox" name="confirm" value="true" required /> I confirm these offers
            for new paid subscribers
          </label>
          <OfferChanges changes={data.offers.changes} />
        </FormSection>
      </SectionForm>

      <PaidSubscriptionsSection
        paid={data.paidSubscriptions}
        prices={data.prices}
        lockedReason={paidLock?.lockedReason ?? null}
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
              : data.newslettersEnabled
                ? ": visitors sign up for your newsletter with their e-mail address (its forms stay, since Newsletters are on)."
                : ": your site offers no subscribe form."}
          </li>
        </ul>
        <p>
          <Link to={kitchenPath(data.siteSlug, "settings", "#features")}>
            Change these in Settings
          </Link>
        </p>
      </section>

      <PlatformPlanSection
        current={data.platform}
        justStarted={data.platformPlanStarted}
        error={
          result?.intent === BUY_PLAN_INTENT || result?.intent === PLAN_BILLING_INTENT
            ? failed
            : undefined
        }
      />
    </div>
  );
}
