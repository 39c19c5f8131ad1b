import type { CurrentUser } from "@schema/api/identity";

/**
 * docs/spec/visitor-experience.md §4 Paywall: free subscribers are asked to upgrade, everyone else
 * to subscribe.
 */
export function paywallButtonLabel(user: Pick<CurrentUser, "isSubscribedToFree"> | null): string {
  return user?.isSubscribedToFree ? "Upgrade to Full Access" : "Subscribe";
}
