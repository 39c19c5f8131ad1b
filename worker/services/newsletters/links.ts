import { NEWSLETTER_LINKS, type NewsletterLink } from "@schema/api/newsletter-links";

/** Every link of a newsletter e-mail, by name (schema/api/newsletter-links.ts). */
export type NewsletterLinks = Record<NewsletterLink, string>;

/** The placeholder a counted link or open image holds until a reader's token is put in. */
export const ENGAGEMENT_PLACEHOLDER = "__ENGAGEMENT_TOKEN__";

function recipeLink(origin: string, slug: string, query: Record<string, string> = {}) {
  const url = new URL(`/recipes/${encodeURIComponent(slug)}`, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** Where each link of the newsletter about the recipe `slug` leads, on the site at `origin`. */
export function newsletterLinks(origin: string, slug: string): NewsletterLinks {
  return {
    site: `${origin}/`,
    recipe: recipeLink(origin, slug),
    metric: recipeLink(origin, slug, { units: "metric", temperature: "celsius" }),
    us: recipeLink(origin, slug, { units: "imperial", temperature: "fahrenheit" }),
    doubled: recipeLink(origin, slug, { scale: "2" }),
    subscribe: `${origin}/subscribe`,
  };
}

/**
 * The same links counted: each through the site's /newsletter/{send}/link/{name}/{token},
 * which counts the reader's click (engagement.ts) and sends them on to the address above,
 * made again from the send's recipe; the send, not the token, says where, so the link
 * still leads there once the reader's delivery row is gone.
 */
export function countedLinks(origin: string, sendId: string): NewsletterLinks {
  return Object.fromEntries(
    NEWSLETTER_LINKS.map((name) => [
      name,
      `${origin}/newsletter/${sendId}/link/${name}/${ENGAGEMENT_PLACEHOLDER}`,
    ]),
  ) as NewsletterLinks;
}

/** The open image's address: the site's /newsletter/{send}/open/{token}, a transparent GIF. */
export const openImageUrl = (origin: string, sendId: string) =>
  `${origin}/newsletter/${sendId}/open/${ENGAGEMENT_PLACEHOLDER}`;
