import type { CurrentUser } from "../../../../schema/api/identity";
import type { PublicSite } from "../../../../schema/api/public-site";

/**
 * Which subscribe box a recipe page shows (spec §4 "Subscribe box widget", §6):
 *  - none unless newsletters are on and the reader can read the recipe; never for paid
 *    subscribers; for free subscribers only when paid subscriptions exist (to upgrade);
 *  - "newsletter": newsletters without subscriptions: sign up for e-mails;
 *  - "subscribe": subscriptions on, reader not yet a (free) subscriber;
 *  - "upgrade": a free subscriber on a site that sells paid plans.
 */
export type NewsletterBox = "newsletter" | "subscribe" | "upgrade" | null;

export function newsletterBox(
  site: Pick<PublicSite, "newslettersEnabled" | "subscriptionsEnabled">,
  user: Pick<CurrentUser, "isSubscribedToFree" | "isSubscribedToPaid"> | null,
  fullAccess: boolean,
): NewsletterBox {
  if (!site.newslettersEnabled || !fullAccess) return null;
  if (user?.isSubscribedToPaid) return null;
  if (user?.isSubscribedToFree) return site.subscriptionsEnabled ? "upgrade" : null;
  return site.subscriptionsEnabled ? "subscribe" : "newsletter";
}

/** Spec §4 Paywall: free subscribers are asked to upgrade, everyone else to subscribe. */
export function paywallButtonLabel(user: Pick<CurrentUser, "isSubscribedToFree"> | null): string {
  return user?.isSubscribedToFree ? "Upgrade to Full Access" : "Subscribe";
}
