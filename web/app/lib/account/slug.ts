/** A site's address is a DNS label: at most 63 characters (schema/api/manage-sites.ts). */
export const SITE_SLUG_MAX = 63;

/** Latin letters that have no decomposed form: "ø" is not "o" plus a mark. */
const LETTERS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  đ: "d",
  ł: "l",
  þ: "th",
  ð: "d",
};

/**
 * The slug the create form suggests for a title: lowercase letters, digits and single
 * dashes, accents folded ("Crème Brûlée Club" → "creme-brulee-club"). The API has the last
 * word (reserved and taken slugs); this only proposes a well-formed one.
 */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize("NFKD")
      // Combining marks left by the decomposition: "é" became "e" + U+0301.
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[øæœßđłþð]/g, (letter) => LETTERS[letter] ?? "")
      .replace(/&/g, " and ")
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, SITE_SLUG_MAX)
      // Cutting at the limit may leave a dash at the end.
      .replace(/-+$/, "")
  );
}

/**
 * What a typed slug becomes while the person edits it: lowercase, spaces and underscores
 * as dashes. Other characters are left for validation to point out rather than silently
 * dropped under the cursor.
 */
export function tidySlugInput(value: string): string {
  return value.toLowerCase().replace(/[\s_]+/g, "-");
}
