/**
 * The OpenAPI document's descriptions are CommonMark, and the one construct they use is inline
 * code (`ETag`, `{ error, message, issues? }`): the reference page shows that as <code> and
 * everything else as the text it is. Split here, rendered by React, so nothing is parsed as
 * HTML and the page ships no Markdown library.
 */
export type TextPart = { code: boolean; text: string };

/**
 * A code span as CommonMark reads one: a run of backticks closed by a run of the same length
 * (so `` a ` b `` holds a backtick). A run that is never closed stays text.
 */
const CODE_SPAN = /(`+)(?!`)([\s\S]+?)(?<!`)\1(?!`)/g;

/** The span's text: line ends are spaces, and one space each side pads a span off backticks. */
function codeText(raw: string): string {
  const text = raw.replace(/\r\n?|\n/g, " ");
  const padded = text.length > 2 && text.startsWith(" ") && text.endsWith(" ") && text.trim();
  return padded ? text.slice(1, -1) : text;
}

/** The text in order, each piece code or not; no empty pieces. */
export function inlineCode(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    if (match.index > from) parts.push({ code: false, text: text.slice(from, match.index) });
    parts.push({ code: true, text: codeText(match[2] ?? "") });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ code: false, text: text.slice(from) });
  return parts;
}
