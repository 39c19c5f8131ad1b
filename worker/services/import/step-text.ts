import type { InlineNode, RichText } from "@schema/content/rich-text";
import type { Catalogue, CatalogueUnit } from "./catalogue";
import { NUMBER_PATTERN, readNumber } from "./quantity";

/**
 * A step's text as rich text whose temperatures and amounts ("350°F", "180 °C", "2 cups")
 * are measurement nodes, so an imported step converts for a reader like an authored one.
 */

// Only what a step measures; count words ("2 cloves") and short words ("in", "l", "t")
// stay text, since "bake 20 minutes in the oven" has no inches in it.
const MEASURED_KINDS = new Set(["volume", "weight", "temperature", "length"]);
const TOO_AMBIGUOUS = new Set([
  "in",
  "l",
  "t",
  "c",
  "c.",
  "cs",
  "cc",
  "lt",
  "gr",
  "pt",
  "ts",
  "tb",
]);

function unitPattern(catalogue: Catalogue): { regex: RegExp; units: Map<string, CatalogueUnit> } {
  const units = new Map<string, CatalogueUnit>();
  for (const [name, unit] of catalogue.units) {
    if (MEASURED_KINDS.has(unit.kind) && !TOO_AMBIGUOUS.has(name)) units.set(name, unit);
  }
  const names = [...units.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\s+/g, "\\s*"));
  // "350°F", "350 °F", "350 degrees F", "2 cups", "9-inch", "400g".
  const regex = new RegExp(
    `(^|[^\\w.\\-–/]|(?<=\\d)x)(${NUMBER_PATTERN})(?:\\s*-\\s*|\\s*)(${names.join("|")})(?![a-zA-Z])`,
    "gi",
  );
  return { regex, units };
}

const patterns = new WeakMap<Catalogue, ReturnType<typeof unitPattern>>();

export function stepInlines(text: string, catalogue: Catalogue): InlineNode[] {
  let pattern = patterns.get(catalogue);
  if (!pattern) {
    pattern = unitPattern(catalogue);
    patterns.set(catalogue, pattern);
  }
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern.regex)) {
    const [whole, lead = "", number = "", unitName = ""] = match;
    const unit = pattern.units.get(unitName.toLowerCase().replace(/\s+/g, " "));
    const quantity = readNumber(number);
    if (!unit || Number.isNaN(quantity)) continue;
    const start = (match.index ?? 0) + lead.length;
    if (start > last) nodes.push({ text: text.slice(last, start) });
    nodes.push({ type: "measurement", quantity, unitId: unit.id });
    last = (match.index ?? 0) + whole.length;
  }
  if (last < text.length) nodes.push({ text: text.slice(last) });
  return nodes;
}

export function stepContent(text: string, catalogue: Catalogue): RichText {
  return {
    type: "document",
    children: [{ type: "paragraph", children: stepInlines(text, catalogue) }],
  };
}
