import type { BlockNode, InlineNode, RichText } from "@schema/content/rich-text";

/**
 * Plain text out of the stored rich-text tree, for places that cannot hold markup: meta
 * descriptions, card titles, presence checks. Measurements and ingredient references carry
 * no text of their own outside a recipe, so they are skipped.
 */

export function inlineText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      if ("text" in node) return node.text;
      if ("type" in node && node.type === "link") return node.children.map((c) => c.text).join("");
      return "";
    })
    .join("");
}

export function blockText(block: BlockNode): string {
  if (block.type === "paragraph" || block.type === "heading") return inlineText(block.children);
  return block.children.map((item) => inlineText(item.children)).join("\n");
}

export function plainText(doc: RichText | null | undefined): string {
  if (!doc) return "";
  return doc.children.map(blockText).join("\n").trim();
}

/**
 * The "presence check for about content" of docs/spec/visitor-experience.md §3: some visible text,
 * not an empty document.
 */
export function hasRichTextContent(doc: RichText | null | undefined): boolean {
  return plainText(doc).trim().length > 0;
}

/** At most `max` characters, cut at a word, for meta descriptions. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * The RichText headingOffset that puts a document's top heading right under the page's
 * `parentLevel` heading: creators often start at "heading 2", which under an h1 would
 * otherwise skip a level.
 */
export function headingOffsetUnder(doc: RichText | null | undefined, parentLevel: number): number {
  const levels = (doc?.children ?? []).flatMap((block) =>
    block.type === "heading" ? [block.level] : [],
  );
  const top = levels.length ? Math.min(...levels) : 1;
  return parentLevel + 1 - top;
}
