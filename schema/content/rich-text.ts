import { z } from "zod";

/**
 * The stored rich-text format (docs/spec/platform-and-kitchen.md §3 "Rich text nodes"). Recipe
 * descriptions, notes, steps, preparations, about text, comments and bios are all documents of this
 * shape. The kitchen edits it with Lexical; public pages render it with a small pure renderer.
 */

export const textLeafSchema = z.object({
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});

export const measurementNodeSchema = z.object({
  type: z.literal("measurement"),
  quantity: z.number().finite().nonnegative(),
  unitId: z.uuid(),
});

export const ingredientUsageReferenceNodeSchema = z.object({
  type: z.literal("ingredient-usage-reference"),
  ingredientUsageId: z.uuid(),
});

export const linkNodeSchema = z.object({
  type: z.literal("link"),
  href: z.string().max(2048),
  children: z.array(textLeafSchema),
});

export const inlineNodeSchema = z.union([
  textLeafSchema,
  linkNodeSchema,
  measurementNodeSchema,
  ingredientUsageReferenceNodeSchema,
]);

export const paragraphNodeSchema = z.object({
  type: z.literal("paragraph"),
  children: z.array(inlineNodeSchema),
});

export const headingNodeSchema = z.object({
  type: z.literal("heading"),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  children: z.array(inlineNodeSchema),
});

export const listItemNodeSchema = z.object({
  type: z.literal("list-item"),
  children: z.array(inlineNodeSchema),
});

export const listNodeSchema = z.object({
  type: z.enum(["numbered-list", "bulleted-list"]),
  children: z.array(listItemNodeSchema),
});

export const blockNodeSchema = z.union([paragraphNodeSchema, headingNodeSchema, listNodeSchema]);

export const richTextSchema = z.object({
  type: z.literal("document"),
  children: z.array(blockNodeSchema).max(2_000),
});

export type TextLeaf = z.infer<typeof textLeafSchema>;
export type MeasurementNode = z.infer<typeof measurementNodeSchema>;
export type IngredientUsageReferenceNode = z.infer<typeof ingredientUsageReferenceNodeSchema>;
export type LinkNode = z.infer<typeof linkNodeSchema>;
export type InlineNode = z.infer<typeof inlineNodeSchema>;
export type ParagraphNode = z.infer<typeof paragraphNodeSchema>;
export type HeadingNode = z.infer<typeof headingNodeSchema>;
export type ListNode = z.infer<typeof listNodeSchema>;
export type BlockNode = z.infer<typeof blockNodeSchema>;
export type RichText = z.infer<typeof richTextSchema>;

/** A document of one paragraph per line: how comments and short texts are built. */
export function paragraphsFromText(text: string): RichText {
  return {
    type: "document",
    children: text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .map((line) => ({ type: "paragraph", children: [{ text: line }] })),
  };
}

const inlineText = (nodes: InlineNode[]): string =>
  nodes
    .map((node) => {
      if ("text" in node) return node.text;
      if (node.type === "link") return node.children.map((leaf) => leaf.text).join("");
      return "";
    })
    .join("");

/** Plain text of a document (search index, meta descriptions, e-mail text parts). */
export function plainText(doc: RichText | null | undefined): string {
  if (!doc) return "";
  return doc.children
    .map((block) => {
      if (block.type === "paragraph" || block.type === "heading") return inlineText(block.children);
      return block.children.map((item) => inlineText(item.children)).join("\n");
    })
    .join("\n")
    .trim();
}
