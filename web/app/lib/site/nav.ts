import type { CurrentUser } from "@schema/api/identity";
import type { PublicSite } from "@schema/api/public-site";
import { safeHref } from "../links";
import type { SiteChrome } from "./site-chrome";

/** The header navigation, built from the optional pages a site has (optional-pages.ts). */

/**
 * The id of a person's entry on /contributors, which the recipe page's byline and the
 * JSON-LD link to. Here, in the code every page loads, so the recipe page gets it without a
 * file of its own.
 */
export const contributorAnchor = (contributorId: string) => `contributor-${contributorId}`;

export type NavItem = {
  label: string;
  href: string;
  /** A path of this site (client-side navigation) rather than an address elsewhere. */
  internal: boolean;
  newTab: boolean;
};

/**
 * Spec: Subscribe shows only when newsletters are enabled, the user is known (not pending),
 * not already subscribed, and the visitor is not on the subscribe page already.
 */
export function showSubscribeLink(
  site: Pick<PublicSite, "newslettersEnabled">,
  user: Pick<CurrentUser, "isSubscribed"> | null,
  pathname: string,
  userPending = false,
): boolean {
  if (!site.newslettersEnabled || userPending) return false;
  if (user?.isSubscribed) return false;
  return !(pathname === "/subscribe" || pathname.startsWith("/subscribe/"));
}

const page = (label: string, href: string): NavItem => ({
  label,
  href,
  internal: true,
  newTab: false,
});

/** All Recipes, the creator's own links, then the optional pages and Subscribe. */
export function headerNavItems(
  site: Pick<SiteChrome, "pages" | "headerLinks" | "newslettersEnabled">,
  user: Pick<CurrentUser, "isSubscribed"> | null,
  pathname: string,
  userPending = false,
): NavItem[] {
  const items: NavItem[] = [page("All Recipes", "/recipes")];
  for (const link of site.headerLinks) {
    const href = safeHref(link.href);
    if (!href || !link.label.trim()) continue;
    items.push({
      label: link.label,
      href,
      internal: href.startsWith("/"),
      newTab: link.openInNewTab,
    });
  }
  if (site.pages.about) items.push(page("About", "/about"));
  if (site.pages.links) items.push(page("Links", "/links"));
  if (site.pages.events) items.push(page("Events", "/events"));
  if (showSubscribeLink(site, user, pathname, userPending))
    items.push(page("Subscribe", "/subscribe"));
  return items;
}
