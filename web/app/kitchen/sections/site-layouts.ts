import type { SiteLayout } from "@schema/api/public-site";

/** The page layouts a site can choose, as the home page editor explains them. */
export const SITE_LAYOUTS: readonly { value: SiteLayout; label: string; description: string }[] = [
  {
    value: "standard",
    label: "Standard",
    description:
      "A magazine-style home: featured recipes in a slider, your latest recipes, collections, your introduction and products.",
  },
  {
    value: "link-in-bio",
    label: "Link in bio",
    description:
      "One narrow column for the link in your social profiles: your picture, social links, your links list, featured recipes and products.",
  },
  {
    value: "cookbook",
    label: "Cookbook",
    description:
      "Like the front of a book: your introduction and a table of contents of every recipe, chapter by category.",
  },
];
