import type { Site } from "../sites/lookup";

/**
 * What the creator's platform plan unlocks: the ONE place it is decided.
 * Each feature names the plan it needs and the sentence the kitchen shows while it is locked.
 * Code asks `unlocked(site, feature)`; the Plans page lists `featureStates(site)`.
 */

export type PlatformPlan = Site["platformPlan"];

export const PLATFORM_PLAN_FEATURES = {
  paidSubscriptions: {
    title: "Paid subscriptions",
    needs: "pro",
    lockedReason:
      "New paid subscriptions need the Pro platform plan. Readers who already pay keep their plan and access; new readers can still subscribe for free.",
  },
} as const satisfies Record<string, { title: string; needs: PlatformPlan; lockedReason: string }>;

export type PlatformFeature = keyof typeof PLATFORM_PLAN_FEATURES;

const RANK: Record<PlatformPlan, number> = { free: 0, pro: 1 };

/** Whether the site's plan in force now includes the feature. */
export const unlocked = (site: Pick<Site, "platformPlan">, feature: PlatformFeature) =>
  RANK[site.platformPlan] >= RANK[PLATFORM_PLAN_FEATURES[feature].needs];

/** Every feature with whether it is open, and why not when it is locked (the kitchen shows it). */
export function featureStates(site: Pick<Site, "platformPlan">) {
  return (Object.keys(PLATFORM_PLAN_FEATURES) as PlatformFeature[]).map((key) => {
    const feature = PLATFORM_PLAN_FEATURES[key];
    const open = unlocked(site, key);
    return {
      key,
      title: feature.title,
      needs: feature.needs,
      unlocked: open,
      lockedReason: open ? null : feature.lockedReason,
    };
  });
}
