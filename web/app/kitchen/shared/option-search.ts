/**
 * Filters picker options by what the author typed: case- and accent-insensitive, every word
 * must appear, and labels that start with the query come first ("salt" before "sea salt").
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
  const starts: O[] = [];
  const contains: O[] = [];
  for (const option of options) {
    const label = foldText(option.label);
    if (!words.every((word) => label.includes(word))) continue;
    (label.startsWith(folded) ? starts : contains).push(option);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}
