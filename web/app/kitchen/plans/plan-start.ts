/**
 * Back from a paid Pro Checkout, the plan starts when Stripe's webhook lands, usually within
 * seconds. The page asks again on this schedule (about a minute in all) rather than asking
 * the creator to reload.
 */
export const PLAN_START_CHECKS_MS = [
  1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000, 10_000, 10_000, 15_000,
];

/** What the platform plan section shows after Checkout sent the creator back. */
export type PlanStart = "none" | "starting" | "slow" | "active";

export function planStartOf(justStarted: boolean, pro: boolean, checksDone: number): PlanStart {
  if (!justStarted) return "none";
  if (pro) return "active";
  return checksDone < PLAN_START_CHECKS_MS.length ? "starting" : "slow";
}
