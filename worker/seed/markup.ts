import type {
  BlockNode,
  InlineNode,
  ListNode,
  RichText,
  TextLeaf,
} from "@schema/content/rich-text";

/**
 * Parses the seed markup (documented on `Markup` in ./types.ts) into the stored rich-text
 * format. Seed text is written by hand, so anything that looks like markup but is not
 * well formed throws instead of silently turning into odd text on the demo site.
 */

export type MarkupContext = {
  /** Unit id for a unit slug; throws for an unknown slug. */
  unitId(slug: string): string;
  /** Ingredient usage id for a line key of the current recipe; throws for an unknown key. */
  usageId(key: string): string;
};

type Style = { bold: boolean; italic: boolean };

const HEADING = /^(#{1,3}) +(.*)$/;
const BULLET = /^- +(.*)$/;
const NUMBERED = /^\d+\. +(.*)$/;
const CONTINUATION = /^\s+\S/;
const MEASUREMENT = /^(\d+(?:\.\d+)?|\d+\/\d+|\d+ +\d+\/\d+) +([a-z][a-z0-9-]*)$/;
const USAGE = /^@([a-z0-9][a-z0-9_-]*)$/;
const ESCAPABLE = "\\*_[]()";

export function parseMarkup(text: string, ctx: MarkupContext): RichText {
  const children: BlockNode[] = [];
  // Blank (or whitespace-only) lines separate blocks; within a block every line is
  // classified on its own so a heading may sit directly above its paragraph.
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);
  for (const block of blocks) {
    parseBlock(block, ctx, children);
  }
  return { type: "document", children };
}

type PendingList = { node: ListNode; items: string[] };

function parseBlock(block: string, ctx: MarkupContext, out: BlockNode[]): void {
  let paragraph: string[] = [];
  // Held in an object so the helpers below can replace it without defeating narrowing.
  const state: { list: PendingList | null } = { list: null };

  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    out.push({ type: "paragraph", children: parseInline(paragraph.join(" "), ctx) });
    paragraph = [];
  };
  const flushList = () => {
    const list = state.list;
    if (!list) return;
    list.node.children = list.items.map((item) => ({
      type: "list-item",
      children: parseInline(item, ctx),
    }));
    out.push(list.node);
    state.list = null;
  };
  const addItem = (kind: ListNode["type"], content: string) => {
    flushParagraph();
    if (state.list && state.list.node.type !== kind) flushList();
    const list = state.list ?? { node: { type: kind, children: [] }, items: [] };
    state.list = list;
    list.items.push(content.trim());
  };

  for (const rawLine of block.split("\n")) {
    if (rawLine.trim() === "") continue;
    // An indented line right after a list item continues that item.
    const items = state.list?.items;
    if (items && items.length > 0 && CONTINUATION.test(rawLine)) {
      items[items.length - 1] = `${items[items.length - 1]} ${rawLine.trim()}`;
      continue;
    }
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const content = (heading[2] ?? "").trim();
      if (content === "") throw markupError("empty heading", line);
      const level = (heading[1] ?? "#").length as 1 | 2 | 3;
      out.push({ type: "heading", level, children: parseInline(content, ctx) });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      addItem("bulleted-list", bullet[1] ?? "");
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      addItem("numbered-list", numbered[1] ?? "");
      continue;
    }
    if (/^#{4,} /.test(line)) throw markupError("headings go down to level 3", line);
    if (/^#+\S/.test(line)) throw markupError('a heading needs a space after "#"', line);
    if (line === "-" || line === "- ") throw markupError("empty list item", line);
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
}

/** Inline markup of one paragraph, heading or list item. */
function parseInline(source: string, ctx: MarkupContext): InlineNode[] {
  const nodes: InlineNode[] = [];
  const style: Style = { bold: false, italic: false };
  let buffer = "";

  const flush = () => {
    if (buffer === "") return;
    pushText(nodes, buffer, style);
    buffer = "";
  };

  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    const next = source[i + 1];
    if (ch === "\\" && next !== undefined && ESCAPABLE.includes(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (ch === "[" && next === "[") {
      const end = source.indexOf("]]", i + 2);
      if (end < 0) throw markupError('unclosed "[["', source);
      flush();
      nodes.push(parseToken(source.slice(i + 2, end), ctx, source));
      i = end + 2;
      continue;
    }
    if (ch === "[") {
      const link = matchLink(source, i);
      if (link) {
        flush();
        nodes.push({
          type: "link",
          href: link.href,
          children: parseLabel(link.label, style, source),
        });
        i = link.end;
        continue;
      }
      buffer += ch;
      i += 1;
      continue;
    }
    if (ch === "*" && next === "*") {
      flush();
      style.bold = !style.bold;
      i += 2;
      continue;
    }
    if (ch === "_" && isEmphasisMarker(source, i, style.italic)) {
      flush();
      style.italic = !style.italic;
      i += 1;
      continue;
    }
    buffer += ch;
    i += 1;
  }
  flush();
  if (style.bold) throw markupError('unclosed "**"', source);
  if (style.italic) throw markupError('unclosed "_"', source);
  return nodes;
}

/**
 * Underscores only count as italic markers at word boundaries, so slugs, file names and
 * snake_case in plain text stay literal.
 */
function isEmphasisMarker(source: string, i: number, closing: boolean): boolean {
  const before = source[i - 1];
  const after = source[i + 1];
  const isWord = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  if (closing) return before !== undefined && before !== " " && !isWord(after);
  return !isWord(before) && after !== undefined && after !== " ";
}

/** `[label](href)` starting at `start`, or null when the bracket is plain text. */
function matchLink(
  source: string,
  start: number,
): { label: string; href: string; end: number } | null {
  const close = source.indexOf("]", start + 1);
  if (close < 0 || source[close + 1] !== "(") return null;
  const end = source.indexOf(")", close + 2);
  if (end < 0) throw markupError('unclosed link "(…)"', source);
  const label = source.slice(start + 1, close);
  const href = source.slice(close + 2, end).trim();
  if (label.trim() === "") throw markupError("link without a label", source);
  if (!/^(https?:\/\/\S+|mailto:\S+|\/\S*)$/.test(href)) {
    throw markupError(`link href must be http(s), mailto: or a site path, got "${href}"`, source);
  }
  return { label, href, end: end + 1 };
}

/** Link labels keep the surrounding style and may toggle bold or italic inside. */
function parseLabel(label: string, outer: Style, source: string): TextLeaf[] {
  const style: Style = { ...outer };
  const leaves: TextLeaf[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer === "") return;
    pushText(leaves, buffer, style);
    buffer = "";
  };
  let i = 0;
  while (i < label.length) {
    const ch = label[i] as string;
    const next = label[i + 1];
    if (ch === "\\" && next !== undefined && ESCAPABLE.includes(next)) {
      buffer += next;
      i += 2;
    } else if (ch === "[" && next === "[") {
      throw markupError("measurements and ingredient references cannot sit inside a link", source);
    } else if (ch === "*" && next === "*") {
      flush();
      style.bold = !style.bold;
      i += 2;
    } else if (ch === "_" && isEmphasisMarker(label, i, style.italic !== outer.italic)) {
      flush();
      style.italic = !style.italic;
      i += 1;
    } else {
      buffer += ch;
      i += 1;
    }
  }
  flush();
  if (style.bold !== outer.bold || style.italic !== outer.italic) {
    throw markupError("unbalanced bold or italic inside a link label", source);
  }
  return leaves;
}

function parseToken(token: string, ctx: MarkupContext, source: string): InlineNode {
  const trimmed = token.trim();
  const usage = USAGE.exec(trimmed);
  if (usage) {
    return {
      type: "ingredient-usage-reference",
      ingredientUsageId: resolve(ctx.usageId, usage[1] ?? "", source),
    };
  }
  const measurement = MEASUREMENT.exec(trimmed);
  if (!measurement) {
    throw markupError(`"[[${token}]]" is neither "[[quantity unit]]" nor "[[@key]]"`, source);
  }
  return {
    type: "measurement",
    quantity: parseQuantity(measurement[1] ?? "", source),
    unitId: resolve(ctx.unitId, measurement[2] ?? "", source),
  };
}

/** "2", "0.75", "1/2" or "1 1/2". */
export function parseQuantity(text: string, source = text): number {
  const parts = text.trim().split(/ +/);
  let total = 0;
  for (const part of parts) {
    const [numerator, denominator] = part.split("/");
    if (denominator === undefined) {
      total += Number(numerator);
      continue;
    }
    const d = Number(denominator);
    if (d === 0) throw markupError(`division by zero in quantity "${text}"`, source);
    total += Number(numerator) / d;
  }
  if (!Number.isFinite(total)) throw markupError(`bad quantity "${text}"`, source);
  return total;
}

/** Calls a resolver and names the offending markup when it throws. */
function resolve(fn: (key: string) => string, key: string, source: string): string {
  try {
    return fn(key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw markupError(reason, source);
  }
}

/** Appends text, merging with the previous leaf when the style is the same. */
function pushText(nodes: (InlineNode | TextLeaf)[], text: string, style: Style): void {
  const last = nodes[nodes.length - 1];
  if (
    last &&
    !("type" in last) &&
    (last.bold ?? false) === style.bold &&
    (last.italic ?? false) === style.italic
  ) {
    last.text += text;
    return;
  }
  const leaf: TextLeaf = { text };
  if (style.bold) leaf.bold = true;
  if (style.italic) leaf.italic = true;
  nodes.push(leaf);
}

function markupError(reason: string, source: string): Error {
  const excerpt = source.length > 80 ? `${source.slice(0, 77)}…` : source;
  return new Error(`Markup error: ${reason} in "${excerpt}"`);
}
