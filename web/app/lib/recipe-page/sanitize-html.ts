/**
 * Legacy recipes carry HTML imported from other platforms (legacyRecipeData.content). It is
 * creator-supplied and untrusted, so the server rewrites it to a small allowlist before the
 * page puts it in the document: text formatting, lists, links and images, nothing that runs
 * or styles. Anything unknown is unwrapped (its text kept); elements whose content is code or
 * a foreign document (script, style, iframe, svg, …) are dropped with everything inside.
 *
 * A tokenizer rather than a DOM: the code runs in the Workers runtime, which has no DOM
 * parser, and the output is rebuilt from scratch, so nothing the input says passes through
 * unescaped.
 */

type AttributeRule = (value: string) => string | null;

const VOID_TAGS = new Set(["br", "img"]);

const ALLOWED: Record<string, Record<string, AttributeRule>> = {
  p: {},
  h2: {},
  h3: {},
  h4: {},
  ul: {},
  ol: {},
  li: {},
  strong: {},
  em: {},
  b: {},
  i: {},
  br: {},
  a: { href: safeUrl },
  img: { src: safeUrl, alt: (value) => value, width: dimension, height: dimension },
};

/**
 * Dropped together with their content: code, foreign documents and form widgets. (Void
 * elements such as embed need no entry: an unknown tag is dropped and has no content.)
 */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frameset",
  "object",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "select",
  "title",
  "head",
  "svg",
  "math",
  "xmp",
  "plaintext",
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  period: ".",
  lpar: "(",
  rpar: ")",
};

const CHARACTER_REFERENCE = /^&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let index = 0;

  while (index < input.length) {
    const lt = input.indexOf("<", index);
    if (lt < 0) {
      out.push(escapeText(input.slice(index)));
      break;
    }
    out.push(escapeText(input.slice(index, lt)));

    const next = input[lt + 1] ?? "";
    if (next === "!" || next === "?") {
      // Comments, doctypes, CDATA and processing instructions carry nothing worth keeping.
      const end = input.startsWith("<!--", lt) ? input.indexOf("-->", lt + 4) : -1;
      index = end >= 0 ? end + 3 : skipPast(input, ">", lt);
      continue;
    }
    const isEnd = next === "/";
    const nameMatch = /^[a-z][a-z0-9-]*/i.exec(input.slice(lt + (isEnd ? 2 : 1)));
    if (!nameMatch) {
      // "a < b" in prose: a literal less-than sign, not a tag.
      out.push("&lt;");
      index = lt + 1;
      continue;
    }

    const name = nameMatch[0].toLowerCase();
    const tagEnd = findTagEnd(input, lt + (isEnd ? 2 : 1) + name.length);
    if (tagEnd < 0) break; // An unterminated tag at the end: drop the rest.
    const attributeText = input.slice(lt + (isEnd ? 2 : 1) + name.length, tagEnd);
    index = tagEnd + 1;

    if (isEnd) {
      closeTag(name, open, out);
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      index = skipElementContent(input, name, index);
      continue;
    }
    const rules = ALLOWED[name];
    if (!rules) continue; // Unknown wrappers (div, span, font, …) are unwrapped.

    const attributes = renderAttributes(name, attributeText, rules);
    // An image whose source was refused would only show a broken-image icon.
    if (name === "img" && !attributes.includes(' src="')) continue;
    out.push(`<${name}${attributes}>`);
    if (!VOID_TAGS.has(name)) open.push(name);
  }

  // Close what the input left open, so the fragment cannot swallow the rest of the page.
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}

function closeTag(name: string, open: string[], out: string[]) {
  const at = open.lastIndexOf(name);
  // A stray end tag (or one for an element we never opened) is ignored.
  if (at < 0) return;
  while (open.length > at) out.push(`</${open.pop()}>`);
}

function renderAttributes(tag: string, text: string, rules: Record<string, AttributeRule>) {
  const attributes: string[] = [];
  const seen = new Set<string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = (match[1] ?? "").toLowerCase();
    const rule = rules[name];
    if (!rule || seen.has(name)) continue;
    seen.add(name);
    const raw = match[2] ?? match[3] ?? match[4] ?? "";
    const value = rule(decodeEntities(raw));
    if (value === null) continue;
    attributes.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (tag === "a" && attributes.some((a) => a.startsWith(" href=")))
    attributes.push(' rel="nofollow noopener noreferrer"');
  if (tag === "img") attributes.push(' loading="lazy" decoding="async"');
  return attributes.join("");
}

/** http(s) and relative URLs only: no javascript:, data:, vbscript: or other schemes. */
export function safeUrl(value: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is matched
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!compact) return null;
  const schemePart = compact.split(/[/?#]/, 1)[0] ?? "";
  // An entity we could not decode could hide a colon; refuse rather than guess.
  if (schemePart.includes("&")) return null;
  if (schemePart.includes(":")) {
    const scheme = schemePart.slice(0, schemePart.indexOf(":")).toLowerCase();
    if (scheme !== "http" && scheme !== "https") return null;
  }
  return value.trim();
}

function dimension(value: string): string | null {
  return /^\d{1,5}$/.test(value.trim()) ? value.trim() : null;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "<") out += "&lt;";
    else if (char === ">") out += "&gt;";
    else if (char === "&") out += CHARACTER_REFERENCE.test(text.slice(i, i + 40)) ? "&" : "&amp;";
    else out += char;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** The index of the `>` that ends a tag, skipping quoted attribute values. */
function findTagEnd(input: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < input.length; i++) {
    const char = input[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return i;
    }
  }
  return -1;
}

function skipPast(input: string, token: string, from: number): number {
  const at = input.indexOf(token, from);
  return at < 0 ? input.length : at + token.length;
}

/** Past the matching end tag of a dropped element (or to the end when there is none). */
function skipElementContent(input: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])`, "ig");
  pattern.lastIndex = from;
  const match = pattern.exec(input);
  if (!match) return input.length;
  const end = findTagEnd(input, match.index + match[0].length);
  return end < 0 ? input.length : end + 1;
}
