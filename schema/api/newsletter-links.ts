/**
 * The links of a newsletter e-mail, by name (worker/services/newsletters/links.ts builds
 * them). A counted link carries its name, not its address: the address is made again from the
 * send's recipe when it is followed, so the link can lead nowhere but the site. The order
 * is fixed: each name's place is its bit in a delivery's `clicked_links`.
 */
export const NEWSLETTER_LINKS = ["site", "recipe", "metric", "us", "doubled", "subscribe"] as const;

export type NewsletterLink = (typeof NEWSLETTER_LINKS)[number];

/** The kitchen's words for each link, in "2 clicked the recipe". */
export const NEWSLETTER_LINK_LABELS: Record<NewsletterLink, string> = {
  site: "the site's name",
  recipe: "the recipe",
  metric: "metric units",
  us: "US units",
  doubled: "the doubled recipe",
  subscribe: "the upgrade button",
};

/**
 * The unsubscribe token in a preview or a test copy (worker/services/newsletters/preview.ts):
 * it names no subscription, and the site's unsubscribe page says so instead of calling the
 * link broken.
 */
export const TEST_COPY_UNSUBSCRIBE_TOKEN = "preview";
