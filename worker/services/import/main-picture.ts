import type { Document, Element } from "domhandler";
import { findAll, findOne } from "domutils";
import { attr } from "./html-text";

/**
 * The recipe's picture as a person would pick it: the recipe's own images first, then the
 * page's share image, then the first sizeable picture in the post's body; never the site's
 * logo, an avatar or a tracking pixel, and never a picture from a sidebar or a "related
 * posts" strip.
 */
const NOT_THE_DISH =
  /(^|[/_.-])(logo|logos|icon|icons|favicon|avatar|avatars|gravatar|sprite|placeholder|blank|pixel|spacer|spinner|loader|badge|banner-ad|emoji|author|profile|headshot)([/_.-]|\d|$)/i;
const OUTSIDE_THE_POST =
  /(^|[-_\s])(related|sidebar|widget|footer|header|nav|menu|comments?|avatar|logo|author|bio|share|social|ad|ads|advert)($|[-_\s])/i;

export const looksLikeLogo = (src: string) => NOT_THE_DISH.test(src) || src.startsWith("data:");

/** The recipe's own images without the site furniture, or the page's best guess. */
export function choosePictures(recipeImages: string[], document: Document): string[] {
  const own = recipeImages.filter((src) => !looksLikeLogo(src));
  if (own.length) return own;
  const meta = (key: string) => {
    const element = findOne(
      (el) => el.name === "meta" && (attr(el, "property") === key || attr(el, "name") === key),
      document.children,
    );
    return element ? attr(element, "content")?.trim() : undefined;
  };
  for (const candidate of [meta("og:image"), meta("og:image:url"), meta("twitter:image")]) {
    if (candidate && !looksLikeLogo(candidate)) return [candidate];
  }
  const body =
    findOne(
      (el) =>
        el.name === "article" ||
        el.name === "main" ||
        /(^|\s)(entry-content|post-content|post-body|article-body|recipe)(\s|$)/.test(
          attr(el, "class") ?? "",
        ),
      document.children,
    ) ?? findOne((el) => el.name === "body", document.children);
  if (!body) return [];
  for (const img of findAll((el) => el.name === "img", body.children)) {
    const src = imageSource(img);
    if (!src || looksLikeLogo(src) || insideFurniture(img)) continue;
    const width = Number(attr(img, "width") ?? Number.NaN);
    const height = Number(attr(img, "height") ?? Number.NaN);
    // Small declared sizes are icons and thumbnails, not the dish.
    if ((Number.isFinite(width) && width < 200) || (Number.isFinite(height) && height < 150))
      continue;
    return [src];
  }
  return [];
}

/** Lazy-loading plugins keep the real address in a data attribute. */
export function imageSource(img: Element): string | null {
  for (const name of ["data-lazy-src", "data-src", "data-original", "src"]) {
    const value = attr(img, name)?.trim();
    if (value && !value.startsWith("data:")) return value;
  }
  const srcset = attr(img, "data-srcset") ?? attr(img, "srcset");
  const first = srcset?.split(",")[0]?.trim().split(/\s+/)[0];
  return first || null;
}

function insideFurniture(element: Element): boolean {
  for (let parent = element.parent; parent && parent.type === "tag"; parent = parent.parent) {
    const el = parent as Element;
    if (["aside", "nav", "header", "footer"].includes(el.name)) return true;
    const names = `${attr(el, "class") ?? ""} ${attr(el, "id") ?? ""}`;
    if (OUTSIDE_THE_POST.test(names)) return true;
  }
  return false;
}
