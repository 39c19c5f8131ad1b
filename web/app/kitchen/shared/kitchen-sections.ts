/**
 * The kitchen's sections for one site, in the order of its side navigation, under the
 * headings it groups them by (docs/spec/platform-and-kitchen.md §2, plus comment moderation,
 * which the spec's manage calls serve but its route table omits). Eighteen links in one
 * column were hard to scan; the groups follow the author's work: what they write, who reads
 * it, the pages around it, and the site itself. `path` is relative to /kitchen/{site}/.
 */
export const KITCHEN_GROUPS = [
  { label: null, sections: [{ path: "overview", label: "Overview" }] },
  {
    label: "Write",
    sections: [
      { path: "recipes", label: "Recipes" },
      { path: "scheduled", label: "Scheduled" },
      { path: "collections", label: "Collections" },
      { path: "contributors", label: "Contributors" },
    ],
  },
  {
    label: "Readers",
    sections: [
      { path: "subscribers", label: "Subscribers" },
      { path: "newsletters", label: "Newsletters" },
      { path: "comments", label: "Comments" },
    ],
  },
  {
    label: "Pages",
    sections: [
      { path: "homepage", label: "Home page" },
      { path: "about", label: "About" },
      { path: "links", label: "Links" },
      { path: "events", label: "Events" },
      { path: "contact", label: "Contact" },
      { path: "terms", label: "Terms" },
      { path: "privacy", label: "Privacy" },
    ],
  },
  {
    label: "Site",
    sections: [
      { path: "settings", label: "Settings" },
      { path: "team", label: "Team" },
      { path: "plans", label: "Plans" },
      { path: "redirects", label: "Redirects" },
    ],
  },
] as const;

export type KitchenSection = (typeof KITCHEN_GROUPS)[number]["sections"][number]["path"];

export const kitchenPath = (siteSlug: string, section: KitchenSection, rest = "") =>
  `/kitchen/${encodeURIComponent(siteSlug)}/${section}${rest}`;

/**
 * A page of the site as its manager sees it now, signed in there (routes/kitchen.$site.view.ts):
 * the kitchen's "View site" links, opened in a new tab.
 */
export const siteViewHref = (siteSlug: string, path = "/") =>
  `/kitchen/${encodeURIComponent(siteSlug)}/view?${new URLSearchParams({ path })}`;
