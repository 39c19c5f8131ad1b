import type { CurrentUser } from "@schema/api/identity";
import type { PublicSite } from "@schema/api/public-site";
import { type PlanSite, paidPlansEnabled } from "./plans";

/**
 * The one rule for what a site offers a reader to subscribe to, used by the recipe page's
 * subscribe box and the home page's subscribe block (docs/spec/visitor-experience.md §4 "Subscribe
 * box widget", §6 "The newsletter block shows only when…", §6 "Paid subscriber … does not see the
 * subscribe block"):
 *  - nothing unless newsletters are on and the content is readable; never for paid
 *    subscribers; for free subscribers only when paid subscriptions are enabled;
 *  - "newsletter": newsletters without subscriptions: a sign-up for e-mails;
 *  - "subscribe": subscriptions on and the viewer not yet subscribed (free);
 *  - "upgrade": otherwise (a free subscriber on a site selling paid plans).
 */
export type SubscribeOffer = "newsletter" | "subscribe" | "upgrade";

export type OfferSite = PlanSite & Pick<PublicSite, "subscriptionsEnabled">;
export type PitchSite = Pick<PublicSite, "title" | "hasSubscriberOnlyRecipes">;
export type OfferUser = Pick<CurrentUser, "isSubscribedToFree" | "isSubscribedToPaid">;

/**
 * "Paid subscriptions are enabled": the site takes subscriptions and sells at least one
 * paid plan (payments on and a price set). Without that there is nothing to upgrade to.
 */
export const sellsPaidPlans = (site: OfferSite) =>
  site.subscriptionsEnabled && paidPlansEnabled(site);

export function subscribeOffer(
  site: OfferSite,
  user: OfferUser | null,
  fullAccess: boolean,
): SubscribeOffer | null {
  if (!site.newslettersEnabled || !fullAccess) return null;
  if (user?.isSubscribedToPaid) return null;
  if (user?.isSubscribedToFree) return sellsPaidPlans(site) ? "upgrade" : null;
  return site.subscriptionsEnabled ? "subscribe" : "newsletter";
}

/**
 * The upgrade prompt's heading. The spec's "get access to all recipes" only where a paid plan
 * unlocks something: a site whose recipes are all public sells its plans as support.
 */
export const upgradePitch = (site: PitchSite) =>
  site.hasSubscriberOnlyRecipes
    ? "Upgrade your subscription to get access to all recipes"
    : `Support ${site.title} with a paid subscription`;

/** The recipe page's box adds two states: nothing while the viewer is pending, then thanks. */
export type SubscribeBoxVariant = SubscribeOffer | "thanks";

export type SubscribeBoxInput = {
  site: OfferSite;
  user: OfferUser | null;
  userPending: boolean;
  fullAccess: boolean;
  succeeded: boolean;
};

export function subscribeBoxVariant(input: SubscribeBoxInput): SubscribeBoxVariant | null {
  const { site, user, userPending, fullAccess, succeeded } = input;
  // The PENDING user of docs/spec/visitor-experience.md §3: the box waits until the viewer is
  // known.
  if (userPending) return null;
  // The box's own sign-up just went through: it thanks, even though the viewer now counts
  // as subscribed and would otherwise see nothing.
  if (succeeded && site.newslettersEnabled && fullAccess) return "thanks";
  return subscribeOffer(site, user, fullAccess);
}
