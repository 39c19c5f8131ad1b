/**
 * The Redirects page's "many at once" box: one redirect a line, the old address and then
 * where it leads, as an old blog's redirect list or a spreadsheet column pair pastes. The
 * two are parted by spaces, a tab, a comma or an arrow ("->", "→"); blank lines and lines
 * beginning with # are skipped. The API checks each pair as it checks one.
 */

export type RedirectLine = { line: number; from: string; to: string };

export type ParsedLines = { redirects: RedirectLine[]; unreadable: number[] };

const SEPARATOR = /\s*(?:->|→|,|\t)\s*|\s+/;

export function parseRedirectLines(text: string): ParsedLines {
  const redirects: RedirectLine[] = [];
  const unreadable: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const parts = line.split(SEPARATOR).filter(Boolean);
    const [from, to] = parts;
    if (parts.length !== 2 || !from || !to) unreadable.push(index + 1);
    else redirects.push({ line: index + 1, from, to });
  });
  return { redirects, unreadable };
}
