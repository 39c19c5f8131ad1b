import type { UnitView } from "@schema/api/public-read";
import type { InlineNode, MeasurementNode, RichText } from "@schema/content/rich-text";
import { measurementAsWritten } from "./convert";

/**
 * Plain text of a stored document that, unlike schema's plainText, keeps measurements
 * ("Bake at 350°F for 20 minutes"): JSON-LD recipeInstructions, meta descriptions and the
 * print view must not lose the numbers. Blocks and list items go on their own lines.
 */
export type PlainTextOptions = {
  /** Units the measurements name; without them a measurement is its bare number. */
  units?: UnitView[];
  /** How a measurement reads; default: as the author wrote it. */
  measurement?: (node: MeasurementNode) => string;
  /** How an ingredient reference reads; default: nothing. */
  ingredientReference?: (ingredientUsageId: string) => string;
};

function inlineText(nodes: InlineNode[], options: PlainTextOptions): string {
  return nodes
    .map((node) => {
      if ("text" in node) return node.text;
      switch (node.type) {
        case "link":
          return node.children.map((leaf) => leaf.text).join("");
        case "measurement":
          return options.measurement
            ? options.measurement(node)
            : measurementAsWritten(node, options.units ?? []);
        case "ingredient-usage-reference":
          return options.ingredientReference?.(node.ingredientUsageId) ?? "";
        default:
          return "";
      }
    })
    .join("");
}

export function plainTextOf(
  doc: RichText | null | undefined,
  options: PlainTextOptions = {},
): string {
  if (!doc) return "";
  return doc.children
    .map((block) => {
      if (block.type === "paragraph" || block.type === "heading") {
        return inlineText(block.children, options);
      }
      return block.children.map((item) => inlineText(item.children, options)).join("\n");
    })
    .join("\n")
    .trim();
}
