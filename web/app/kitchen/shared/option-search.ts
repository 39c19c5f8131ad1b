/**
 * Filters picker options by what the author typed: case- and accent-insensitive, and every
 * word must appear. The closest come first: the label itself ("salt" before "sea salt"), then
 * labels that end in it, since an English name ends in what the thing is ("red onion" is an
 * onion, "onion powder" is not), then labels that start with it, then the rest.
 */

export type SearchOption = { value: string; label: string; hint?: string };

export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

export function searchOptions<O extends SearchOption>(
  options: readonly O[],
  query: string,
  limit = 50,
): O[] {
  const folded = foldText(query);
  if (!folded) return options.slice(0, limit);
  const words = folded.split(/\s+/);
  const phrase = words.join(" ");
  // exact, ends with the query as whole words, starts with it, anywhere
  const tiers: O[][] = [[], [], [], []];
  for (const option of options) {
    const label = foldText(option.label).replace(/\s+/g, " ");
    if (!words.every((word) => label.includes(word))) continue;
    const tier =
      label === phrase ? 0 : label.endsWith(` ${phrase}`) ? 1 : label.startsWith(phrase) ? 2 : 3;
    tiers[tier]?.push(option);
  }
  return tiers.flat().slice(0, limit);
}
