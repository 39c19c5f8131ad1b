import type { CurrentUser } from "../../../../schema/api/identity";
import type { PublicSite } from "../../../../schema/api/public-site";
import { type PlanSite, paidPlansEnabled } from "./plans";

/**
 * Which subscribe box a recipe page shows (visitor spec §4 "Subscribe box widget", §6):
 *  - nothing while the viewer is being determined (the spec's PENDING user);
 *  - nothing unless newsletters are on and the recipe is readable; never for paid
 *    subscribers; for free subscribers only when there are paid plans to upgrade to;
 *  - "thanks" once this box's form went through;
 *  - "newsletter": newsletters without subscriptions, a sign-up that posts at once;
 *  - "subscribe": subscriptions on and the viewer not yet subscribed (free): hands the
 *    e-mail over to /subscribe;
 *  - "upgrade": everybody else (a free subscriber on a site selling paid plans).
 */
export type SubscribeBoxVariant = "newsletter" | "subscribe" | "upgrade" | "thanks";

export type SubscribeBoxInput = {
  site: PlanSite & Pick<PublicSite, "subscriptionsEnabled">;
  user: Pick<CurrentUser, "isSubscribedToFree" | "isSubscribedToPaid"> | null;
  userPending: boolean;
  fullAccess: boolean;
  succeeded: boolean;
};

export function subscribeBoxVariant(input: SubscribeBoxInput): SubscribeBoxVariant | null {
  const { site, user, userPending, fullAccess, succeeded } = input;
  if (userPending) return null;
  if (!site.newslettersEnabled || !fullAccess) return null;
  if (succeeded) return "thanks";
  if (user?.isSubscribedToPaid) return null;
  if (user?.isSubscribedToFree && !paidPlansEnabled(site)) return null;
  if (!site.subscriptionsEnabled) return "newsletter";
  if (!user?.isSubscribedToFree) return "subscribe";
  return "upgrade";
}
