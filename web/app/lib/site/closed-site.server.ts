import { utcDayOf } from "../days";
import type { StatusPageData } from "../root-data";

/** GET hosts/{host}/closed-site's answer: a deleted site within its undo window. */
export type ClosedSite = {
  slug: string;
  title: string;
  deletedAt: string;
  purgeAt: string;
  /** The asker's role on it (the API reads the site host's cookie); null for anyone else. */
  viewerRole: "owner" | "manager" | null;
};

/** A host no site ever answered on: there is no site to go home to, so the platform's. */
export function unknownHostPage(platformOrigin: string): StatusPageData {
  return {
    statusPage: true,
    code: 404,
    heading: "Page not found",
    lines: ["There is no recipe site at this address."],
    links: [{ href: platformOrigin, label: "Go to the platform home" }],
  };
}

/**
 * Every page of a deleted site's host (410 Gone) while its owner can still restore it. What it
 * means for the reader is what deleting did (services/deletion/site.ts, payments/closing.ts):
 * paid subscriptions are cancelled at once and charge nothing more; bookmarks and
 * subscriptions stay listed in the account area, marked as closed. The way to restore it (the
 * kitchen's Deleted sites) is shown only to its owner; a manager learns only the owner can,
 * and a reader gets the platform and their account, never a kitchen.
 */
export function closedSitePage(site: ClosedSite, platformOrigin: string): StatusPageData {
  const until = utcDayOf(site.purgeAt);
  const page = { statusPage: true, code: null, heading: `${site.title} has closed` } as const;
  const home = { href: platformOrigin, label: "Go to the platform home" };
  const kitchen = `${platformOrigin}/kitchen`;
  if (site.viewerRole === "owner") {
    return {
      ...page,
      lines: [
        "Its recipes, collections and pages are no longer online.",
        `You can restore it from your kitchen until ${until}. After that it is removed for good.`,
      ],
      links: [{ href: kitchen, label: "Restore it in your kitchen" }, home],
    };
  }
  if (site.viewerRole === "manager") {
    return {
      ...page,
      lines: [
        "Its recipes, collections and pages are no longer online.",
        `Only its owner can restore it, until ${until}.`,
      ],
      links: [home, { href: kitchen, label: "Your kitchen" }],
    };
  }
  return {
    ...page,
    lines: [
      "Its recipes, collections and pages are no longer online.",
      "If you paid for a subscription to it, that subscription is cancelled and you will not be charged again.",
      "Recipes you saved from it show in your bookmarks as from a closed site, where you can remove them.",
      `Its owner can restore it until ${until}.`,
    ],
    links: [
      home,
      { href: `${platformOrigin}/bookmarks`, label: "Your bookmarks" },
      { href: `${platformOrigin}/subscriptions`, label: "Your subscriptions" },
    ],
  };
}
