import type { CurrentUser, PlanType } from "@schema/api/identity";
import type { PublicSite } from "@schema/api/public-site";
import { formatPriceCents } from "../site/format";

/**
 * The subscribe page's plans (docs/spec/visitor-experience.md §2 /subscribe, §4 "Subscribe flow",
 * §9 prices). Pure, so the page, the subscribe box and the tests agree on one set of rules.
 */

export type PlanSite = Pick<
  PublicSite,
  "paymentsEnabled" | "monthlyAmountCents" | "yearlyAmountCents" | "newslettersEnabled"
>;

export type PlanOption = {
  plan: PlanType;
  /** null for the free plan. */
  amountCents: number | null;
};

const hasPrice = (cents: number | null): cents is number => cents !== null && cents > 0;

/** Paid plans are offered only when the creator switched payments on and set a price. */
export function paidPlansEnabled(site: PlanSite): boolean {
  return (
    site.paymentsEnabled && (hasPrice(site.monthlyAmountCents) || hasPrice(site.yearlyAmountCents))
  );
}

/** Free always; monthly and yearly when payments are on and each has a price. */
export function planOptions(site: PlanSite): PlanOption[] {
  const options: PlanOption[] = [{ plan: "free", amountCents: null }];
  if (!site.paymentsEnabled) return options;
  if (hasPrice(site.monthlyAmountCents)) {
    options.push({ plan: "monthly", amountCents: site.monthlyAmountCents });
  }
  if (hasPrice(site.yearlyAmountCents)) {
    options.push({ plan: "yearly", amountCents: site.yearlyAmountCents });
  }
  return options;
}

/** The plan chooser appears when there is more than the free plan to choose from. */
export const showsPlanChooser = (options: readonly PlanOption[]) => options.length > 1;

/** The viewer's current plan, or null when signed out or not subscribed. */
export function currentPlan(
  user: Pick<CurrentUser, "currentSubscription" | "isSubscribed"> | null,
): PlanType | null {
  if (!user?.isSubscribed) return null;
  return user.currentSubscription?.planType ?? null;
}

/**
 * docs/spec/visitor-experience.md §4: monthly when paid subscriptions are enabled, otherwise free.
 * The current plan cannot be chosen again, so when the default is the viewer's own plan the next
 * selectable one is taken instead (null when nothing is left to choose).
 */
export function defaultPlan(
  options: readonly PlanOption[],
  current: PlanType | null,
): PlanType | null {
  const selectable = options.filter((option) => option.plan !== current).map((o) => o.plan);
  const preferred: PlanType = options.some((option) => option.plan === "monthly")
    ? "monthly"
    : "free";
  if (selectable.includes(preferred)) return preferred;
  return selectable[0] ?? null;
}

/**
 * The plan a visitor picked before the form could follow them (before or during hydration),
 * when it is one they may choose: offered, and not the plan they already have.
 */
export function pickedPlan(
  picked: string | null | undefined,
  options: readonly PlanOption[],
  current: PlanType | null,
): PlanType | null {
  const option = options.find((o) => o.plan === picked);
  return option && option.plan !== current ? option.plan : null;
}

export const isPaidPlan = (plan: PlanType | null) => plan === "monthly" || plan === "yearly";

/**
 * docs/spec/visitor-experience.md §9: the yearly plan shows 12 × monthly − yearly as savings
 * (nothing when not positive).
 */
export function yearlySavingsCents(monthly: number | null, yearly: number | null): number | null {
  if (!hasPrice(monthly) || !hasPrice(yearly)) return null;
  const savings = 12 * monthly - yearly;
  return savings > 0 ? savings : null;
}

/** "$5.00/month", "$50.00/year", "$0" (the free plan's title already says "Free"). */
export function planPriceText(option: PlanOption): string {
  if (option.amountCents === null) return "$0";
  const cadence = option.plan === "yearly" ? "year" : "month";
  return `${formatPriceCents(option.amountCents)}/${cadence}`;
}

export const PLAN_TITLES: Record<PlanType, string> = {
  free: "Free",
  monthly: "Monthly",
  yearly: "Yearly",
};

export type SubmitLabelInput = {
  loading: boolean;
  signedIn: boolean;
  chooser: boolean;
  plan: PlanType | null;
};

/**
 * docs/spec/visitor-experience.md §4 button texts: 'Continue to payment' for paid plans, 'Create
 * Account & Subscribe' for a signed-out visitor on a single-plan site, 'Subscribe' otherwise; while
 * the request runs, 'Redirecting...' on the way to checkout and 'Subscribing...' for the free plan.
 */
export function subscribeButtonLabel({ loading, signedIn, chooser, plan }: SubmitLabelInput) {
  const paid = isPaidPlan(plan);
  if (loading) return paid ? "Redirecting..." : "Subscribing...";
  if (paid) return "Continue to payment";
  if (!signedIn && !chooser) return "Create Account & Subscribe";
  return "Subscribe";
}

/**
 * docs/spec/visitor-experience.md §4: paid subscribers, and every visitor of a site without
 * newsletters, are sent to the site root instead of the subscribe page.
 */
export function subscribePageRedirects(
  site: Pick<PublicSite, "newslettersEnabled">,
  user: Pick<CurrentUser, "isSubscribedToPaid"> | null,
): boolean {
  return !site.newslettersEnabled || Boolean(user?.isSubscribedToPaid);
}
