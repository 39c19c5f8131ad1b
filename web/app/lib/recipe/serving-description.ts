/**
 * A recipe's serving description, read the two ways creators write it: a noun for what the
 * yield counts ("slices", "3-inch cookies", "loaf (about 20 thin slices)"), or what one
 * serving holds ("3 rolls each", "about 2 cups"), when the yield counts servings.
 */
export function servingWords(description: string | null | undefined): {
  noun: string | null;
  each: string | null;
} {
  const text = description?.trim() ?? "";
  if (!text) return { noun: null, each: null };
  const perServing = /\beach\b/i.test(text) || /^(about|around|roughly|approx)/i.test(text);
  return perServing ? { noun: null, each: text } : { noun: text, each: null };
}
