/**
 * The kitchen's sections for one site, in the order of its side navigation
 * (docs/spec/platform-and-kitchen.md §2, plus comment moderation, which the spec's manage calls
 * serve but its route table omits). `path` is relative to /kitchen/{site}/.
 */
export const KITCHEN_SECTIONS = [
  { path: "overview", label: "Overview" },
  { path: "recipes", label: "Recipes" },
  { path: "scheduled", label: "Scheduled" },
  { path: "collections", label: "Collections" },
  { path: "contributors", label: "Contributors" },
  { path: "homepage", label: "Home page" },
  { path: "about", label: "About" },
  { path: "links", label: "Links" },
  { path: "events", label: "Events" },
  { path: "terms", label: "Terms" },
  { path: "privacy", label: "Privacy" },
  { path: "contact", label: "Contact" },
  { path: "subscribers", label: "Subscribers" },
  { path: "newsletters", label: "Newsletters" },
  { path: "comments", label: "Comments" },
  { path: "settings", label: "Settings" },
  { path: "redirects", label: "Redirects" },
  { path: "plans", label: "Plans" },
] as const;

export type KitchenSection = (typeof KITCHEN_SECTIONS)[number]["path"];

export const kitchenPath = (siteSlug: string, section: KitchenSection, rest = "") =>
  `/kitchen/${encodeURIComponent(siteSlug)}/${section}${rest}`;
