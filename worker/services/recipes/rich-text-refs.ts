import type { InlineNode, RichText } from "@schema/content/rich-text";

/**
 * The ids a rich-text document points at, with the field path of each (for field issues):
 * measurement nodes name a unit, ingredient-usage-reference nodes a line of the recipe.
 */
export type RichTextRef = {
  kind: "unit" | "ingredientUsage";
  id: string;
  path: string;
};

export function richTextRefs(doc: RichText | null | undefined, path: string): RichTextRef[] {
  if (!doc) return [];
  const refs: RichTextRef[] = [];
  const inline = (nodes: InlineNode[], at: string) =>
    nodes.forEach((node, index) => {
      if ("text" in node) return;
      if (node.type === "measurement") {
        refs.push({ kind: "unit", id: node.unitId, path: `${at}.${index}.unitId` });
      } else if (node.type === "ingredient-usage-reference") {
        refs.push({
          kind: "ingredientUsage",
          id: node.ingredientUsageId,
          path: `${at}.${index}.ingredientUsageId`,
        });
      }
    });
  doc.children.forEach((block, b) => {
    const at = `${path}.children.${b}.children`;
    if (block.type === "paragraph" || block.type === "heading") inline(block.children, at);
    else
      block.children.forEach((item, i) => {
        inline(item.children, `${at}.${i}.children`);
      });
  });
  return refs;
}
