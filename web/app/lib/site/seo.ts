import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import type { ImageView } from "@schema/api/public-read";
import { imageUrl, SOCIAL_IMAGE } from "../recipe-page/image-url";
import type { RootData } from "../root-data";
import type { SiteChrome } from "./site-chrome";

/**
 * Search and share tags of the public site pages: title, description, canonical address,
 * Open Graph and Twitter cards, and ItemList structured data for recipe lists.
 */

export type SeoImage = { url: string; width?: number; height?: number };

export type SeoInput = {
  siteTitle: string;
  /** The page's own name; the site title alone on the home page. */
  pageTitle?: string | null;
  description?: string | null;
  /** The origin the page is served on, e.g. https://demo.example.com. */
  origin: string;
  /** The page's path; its query is left out of the canonical address. */
  path: string;
  image?: SeoImage | null;
  type?: "website" | "article" | "profile";
};

/** The site from the root loader, for a page's meta function (null on the platform host). */
export function siteFromMatches(matches: MetaArgs["matches"]): SiteChrome | null {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  return root?.site ?? null;
}

/**
 * The share image: cropped to the social size of docs/spec/visitor-experience.md §9 (800x600) by
 * the image host.
 */
export function socialImage(
  image: Pick<ImageView, "url" | "crop"> | null | undefined,
): SeoImage | null {
  return image ? { url: imageUrl(image, SOCIAL_IMAGE), ...SOCIAL_IMAGE } : null;
}

/** An address relative to the site made absolute; absolute http(s) addresses are kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

export function canonicalUrl(origin: string, path: string): string {
  const url = new URL(path, `${origin}/`);
  url.search = "";
  url.hash = "";
  return url.href;
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = input.pageTitle ? `${input.pageTitle} | ${input.siteTitle}` : input.siteTitle;
  const url = canonicalUrl(input.origin, input.path);
  const description = input.description?.trim() || null;
  const image = input.image ? absoluteUrl(input.origin, input.image.url) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteTitle },
    { property: "og:title", content: input.pageTitle ?? input.siteTitle },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.pageTitle ?? input.siteTitle },
  ];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  if (image && input.image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (input.image.width && input.image.height) {
      tags.push(
        { property: "og:image:width", content: String(input.image.width) },
        { property: "og:image:height", content: String(input.image.height) },
      );
    }
  }
  return tags;
}

/** schema.org ItemList of the pages a list links to, in order (positions from 1). */
export function itemListJsonLd(
  origin: string,
  items: readonly { path: string; name: string }[],
  name?: string,
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ItemList",
      ...(name ? { name } : {}),
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: absoluteUrl(origin, item.path),
        name: item.name,
      })),
    },
  };
}
