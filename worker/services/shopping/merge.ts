import type { IngredientUsageView, IngredientView, UnitView } from "@schema/api/public-read";
import type { ShoppingListLine, ShoppingListSource } from "@schema/api/shopping-list";
import {
  displayMeasure,
  displayUsage,
  type MeasurementSystem,
} from "../../../web/app/lib/recipe/convert";
import { formatQuantity, roundQuantity, scaleQuantity } from "../../../web/app/lib/recipe/quantity";
import { readNumber } from "../import/quantity";
import { aisleName } from "./aisles";

/**
 * Merging lines into a shopping list, with no I/O: the same catalogue ingredient becomes one
 * line whose amount is the sum, within a kind (volumes together, weights together) and across
 * kinds through the ingredient's density; what cannot be added up stays a line of its own.
 * Amounts are shown by the recipe page's own converter (web/app/lib/recipe/convert.ts).
 */

/** The catalogue rows merging and showing amounts need, by id. */
export type Catalogue = {
  ingredients: ReadonlyMap<string, IngredientView>;
  units: ReadonlyMap<string, UnitView>;
};

export type Line = ShoppingListLine;

const sizeOf = (unit: UnitView): number | null => {
  const size = unit.kind === "volume" ? unit.ml : unit.kind === "weight" ? unit.g : null;
  return size !== null && size > 0 ? size : null;
};

/** What a line adds up, read from an amount and a unit of the catalogue (or none). */
type Measured = Pick<Line, "measure" | "measureAmount" | "unitId" | "count">;

const UNMEASURED: Measured = { measure: null, measureAmount: null, unitId: null, count: null };

/**
 * A spoon (the catalogue's neutral volumes): a measured line keeps it as its unitId, so what
 * spoons add up to is shown in spoons, as the recipe page shows them, until it reaches a
 * quarter cup.
 */
const isSpoon = (unit: UnitView | null | undefined) =>
  unit?.system === "neutral" && unit.kind === "volume";

/** Whether a measured line adds up spoons (its unitId is a spoon's). */
const measuresSpoons = (line: Line, catalogue: Catalogue) =>
  isSpoon(line.unitId ? catalogue.units.get(line.unitId) : null);

function measured(amount: number | null, unit: UnitView | null): Measured {
  if (amount === null || !(amount > 0)) return UNMEASURED;
  if (unit && (unit.kind === "temperature" || unit.kind === "length")) return UNMEASURED;
  const size = unit ? sizeOf(unit) : null;
  if (unit && size !== null) {
    const measure = unit.kind === "weight" ? "weight" : "volume";
    const unitId = isSpoon(unit) ? unit.id : null;
    return { measure, measureAmount: amount * size, unitId, count: null };
  }
  return { measure: null, measureAmount: null, unitId: unit?.id ?? null, count: amount };
}

/**
 * A recipe's ingredient line as a list line, at the page's scale and in its units. A range
 * ("1–2 cloves") counts its larger end: the list is what to buy.
 */
export function lineOfUsage(
  usage: IngredientUsageView,
  options: { multiplier: number; system: MeasurementSystem; aisle: string },
  source: Omit<ShoppingListSource, "amount">,
): Line {
  const shown = displayUsage(usage, options);
  const top = usage.quantityMax ?? usage.quantityMin;
  const scaled = top === null ? null : scaleQuantity(top, options.multiplier);
  const amountText = [shown.quantity, shown.unit].filter(Boolean).join(" ");
  return {
    id: crypto.randomUUID(),
    name: shown.ingredient,
    amount: shown.quantity,
    unit: shown.quantity ? shown.unit : "",
    aisle: options.aisle,
    aisleName: aisleName(options.aisle),
    checked: false,
    ingredientId: usage.ingredient?.id ?? null,
    ...measured(scaled, usage.unit),
    system: options.system,
    sources: [{ ...source, amount: amountText || shown.unit || "as needed" }],
  };
}

/** "cup" for 1, "cups" above; metric units by abbreviation; size words never plural. */
function unitText(unit: UnitView | null, count: number): string {
  if (!unit) return "";
  if (unit.system === "metric" && unit.abbreviation) return unit.abbreviation;
  if (unit.kind === "size") return unit.title;
  return roundQuantity(count) > 1 ? unit.pluralTitle : unit.title;
}

/** The line's amount and unit, shown again from what it adds up (after a merge). */
function shownAgain(line: Line, catalogue: Catalogue): Pick<Line, "amount" | "unit" | "name"> {
  const ingredient = line.ingredientId ? catalogue.ingredients.get(line.ingredientId) : undefined;
  if (line.measure && line.measureAmount !== null) {
    const shown = displayMeasure(
      line.measureAmount,
      line.measure,
      ingredient ?? null,
      line.system,
      measuresSpoons(line, catalogue),
    );
    return { amount: shown.quantity, unit: shown.unit, name: line.name };
  }
  if (line.count !== null) {
    const unit = line.unitId ? (catalogue.units.get(line.unitId) ?? null) : null;
    return {
      amount: formatQuantity(line.count),
      unit: unitText(unit, line.count),
      name: agreedName(line, catalogue),
    };
  }
  return { amount: line.amount, unit: line.unit, name: line.name };
}

/**
 * A counted line's name agreeing with its count. A bare count or a size word names the
 * ingredient, so it takes the number: "3 large eggs", "1 large egg" ("2 cloves garlic" does
 * not). A name the person wrote instead of the catalogue's stays as written.
 */
export function agreedName(line: Line, catalogue: Catalogue): string {
  const ingredient = line.ingredientId ? catalogue.ingredients.get(line.ingredientId) : undefined;
  if (!ingredient || line.count === null) return line.name;
  const unit = line.unitId ? catalogue.units.get(line.unitId) : undefined;
  if (unit && unit.kind !== "size") return line.name;
  const [one, many] = [ingredient.title, ingredient.pluralTitle ?? ingredient.title];
  if (line.name !== one && line.name !== many) return line.name;
  return roundQuantity(line.count) > 1 ? many : one;
}

/** `incoming` added onto `line`, or null when the two cannot be one amount. */
function added(line: Line, incoming: Line, catalogue: Catalogue): Line | null {
  if (line.checked || !line.ingredientId || line.ingredientId !== incoming.ingredientId) {
    return null;
  }
  const sources = [...line.sources, ...incoming.sources].slice(-50);
  if (line.measure && incoming.measure && line.measureAmount !== null) {
    let amount = incoming.measureAmount ?? 0;
    if (incoming.measure !== line.measure) {
      const density = catalogue.ingredients.get(line.ingredientId)?.gramsPerLiter ?? null;
      if (density === null || !(density > 0)) return null;
      // ml × g/l ÷ 1000 is grams; grams ÷ g/l × 1000 is ml.
      amount = line.measure === "weight" ? (amount * density) / 1000 : (amount / density) * 1000;
    }
    const spoons = measuresSpoons(line, catalogue) && measuresSpoons(incoming, catalogue);
    return {
      ...line,
      measureAmount: line.measureAmount + amount,
      // Spoons and spoons stay spoons; a spoon and a cup or a weight are shown as the page would.
      unitId: spoons ? line.unitId : null,
      system: incoming.system,
      sources,
    };
  }
  if (!line.measure && !incoming.measure && line.count !== null && incoming.count !== null) {
    if (line.unitId !== incoming.unitId) return null;
    return { ...line, count: line.count + incoming.count, system: incoming.system, sources };
  }
  // "Salt, to taste" twice is still one line.
  const bare = (l: Line) => !l.measure && l.count === null && l.amount === "";
  if (bare(line) && bare(incoming)) return { ...line, sources };
  return null;
}

export type Merged = { lines: Line[]; changed: Set<string>; added: Set<string> };

/**
 * `incoming` merged into `list`: each joins the first unchecked line of the same ingredient
 * it adds up with, or is appended. `changed` and `added` name the ids to write.
 */
export function mergeLines(
  list: readonly Line[],
  incoming: readonly Line[],
  catalogue: Catalogue,
): Merged {
  const lines = [...list];
  const changed = new Set<string>();
  const added_ = new Set<string>();
  for (const line of incoming) {
    let joined = false;
    for (let i = 0; i < lines.length && !joined; i++) {
      const current = lines[i];
      if (!current) continue;
      const sum = added(current, line, catalogue);
      if (sum) {
        lines[i] = { ...sum, ...shownAgain(sum, catalogue) };
        if (!added_.has(sum.id)) changed.add(sum.id);
        joined = true;
      }
    }
    if (!joined) {
      lines.push(line);
      added_.add(line.id);
    }
  }
  return { lines, changed, added: added_ };
}

/** The unit a person typed ("cups", "tbsp", "g"), if the catalogue has it. */
export function unitNamed(text: string, units: Iterable<UnitView>): UnitView | null {
  const key = text.trim().toLowerCase().replace(/\.$/, "");
  if (!key) return null;
  for (const unit of units) {
    const names = [unit.slug, unit.title, unit.pluralTitle, unit.abbreviation];
    if (names.some((name) => name?.toLowerCase() === key)) return unit;
  }
  return null;
}

/**
 * A line after a person edited its amount, unit or name. The amount is read as a cook writes
 * it ("1½", "1 1/2", "0.5"), so an edited line still adds up with the next recipe's; a new
 * name makes it a line of its own (it no longer is the catalogue's ingredient).
 */
export function editedLine(
  line: Line,
  edit: { name?: string; amount?: string; unit?: string },
  units: Iterable<UnitView>,
): Line {
  const amount = edit.amount ?? line.amount;
  const unit = edit.unit ?? line.unit;
  const renamed = edit.name !== undefined && edit.name !== line.name;
  const next: Line = {
    ...line,
    name: edit.name ?? line.name,
    amount,
    unit,
    ingredientId: renamed ? null : line.ingredientId,
  };
  if (edit.amount === undefined && edit.unit === undefined) return next;
  const number = amount ? readNumber(amount) : Number.NaN;
  const catalogueUnit = unitNamed(unit, units);
  // A unit the catalogue does not know ("bunch of") is kept as typed, and not added up.
  if (unit && !catalogueUnit) return { ...next, ...UNMEASURED };
  return { ...next, ...measured(Number.isNaN(number) ? null : number, catalogueUnit) };
}

/** A line typed by hand: it has no catalogue ingredient, so its aisle is "Other". */
export function handLine(
  text: { name: string; amount: string; unit: string },
  units: Iterable<UnitView>,
): Line {
  const base: Line = {
    id: crypto.randomUUID(),
    name: text.name,
    amount: "",
    unit: "",
    aisle: "other",
    aisleName: aisleName("other"),
    checked: false,
    ingredientId: null,
    ...UNMEASURED,
    system: "imperial",
    sources: [],
  };
  return editedLine(base, { amount: text.amount, unit: text.unit }, units);
}
