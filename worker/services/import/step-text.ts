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
  let previous: { kind: string; end: number } | null = null;
  for (const match of text.matchAll(pattern.regex)) {
    const [whole, lead = "", number = "", unitName = ""] = match;
    const unit = pattern.units.get(unitName.toLowerCase().replace(/\s+/g, " "));
    const quantity = readNumber(number);
    if (!unit || Number.isNaN(quantity)) continue;
    const start = (match.index ?? 0) + lead.length;
    const end = (match.index ?? 0) + whole.length;
    // "425°F (220°C)", "9-inch (23 cm)": the source's own conversion of the measurement
    // before it. The page converts that one for every reader, so the pair would read
    // "425°F (430°F)"; the bracket goes.
    const alternate =
      previous?.kind === unit.kind ? bracketAround(text, previous.end, start, end) : null;
    previous = { kind: unit.kind, end };
    if (alternate) {
      last = alternate;
      continue;
    }
    if (start > last) nodes.push({ text: text.slice(last, start) });
    nodes.push({ type: "measurement", quantity, unitId: unit.id });
    last = end;
  }
  if (last < text.length) nodes.push({ text: text.slice(last) });
  return nodes;
}

/**
 * Where a bracket holding only the measurement at start..end closes, when it opens right after
 * the measurement before it (at `after`); null when the measurement is not so alone.
 */
function bracketAround(text: string, after: number, start: number, end: number): number | null {
  if (!/^\s*[([]\s*$/.test(text.slice(after, start))) return null;
  const close = /^\s*[)\]]/.exec(text.slice(end));
  return close ? end + close[0].length : null;
}

export function stepContent(text: string, catalogue: Catalogue): RichText {
  return {
    type: "document",
    children: [{ type: "paragraph", children: stepInlines(text, catalogue) }],
  };
}
