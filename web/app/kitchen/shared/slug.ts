/**
 * Slugs as the API accepts them (schema/api/common.ts): lowercase letters, digits and single
 * dashes, at most 120 characters. Built from a title while the author has not typed one.
 */
export const SLUG_MAX = 120;

const LIGATURES: Record<string, string> = {
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ø: "o",
  ł: "l",
  đ: "d",
  þ: "th",
};

export function slugify(title: string): string {
  const folded = title
    .toLowerCase()
    .replace(/[æœßøłđþ]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "");
  const slug = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return trimSlug(slug);
}

/** Cuts at the limit without leaving a dash at the end. */
export function trimSlug(slug: string, max = SLUG_MAX): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, "");
}

/** "apple-pie" → "apple-pie-2": the next thing to try when a slug is taken. */
export function nextSlug(slug: string): string {
  const match = /^(.*?)-(\d+)$/.exec(slug);
  const base = match?.[1] ?? slug;
  const number = match ? Number(match[2]) + 1 : 2;
  const suffix = `-${number}`;
  return `${trimSlug(base, SLUG_MAX - suffix.length)}${suffix}`;
}

/** What the slug field accepts; the message matches the API's. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
