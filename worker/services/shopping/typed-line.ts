import type { IngredientUsageView } from "@schema/api/public-read";
import { ingredients } from "@schema/db/ingredients";
import { units } from "@schema/db/units";
import { isNull } from "drizzle-orm";
import type { Db } from "../../env";
import { buildCatalogue } from "../import/catalogue";
import { parseIngredientLine } from "../import/ingredient-line";
import { ingredientView } from "../recipes/ingredient-views";
import { unitView } from "../recipes/unit-views";
import { aisleOfIngredient } from "./aisles";
import { handLine, type Line, lineOfUsage } from "./merge";

/**
 * Reads lines a person typed as a cook writes one ("2 cups flour", "a pinch of salt", "paper
 * towels") with the import's ingredient-line parser against the platform's catalogue, loaded
 * once for every line read. An ingredient the catalogue knows becomes a line like a recipe's:
 * its aisle, its amount in the units typed, adding up with the list's line of the same
 * ingredient. Anything else is kept exactly as typed, under "Other": a guess at "7 Up" must
 * not turn it into seven of "Up".
 */
export async function typedLineReader(db: Db): Promise<(text: string) => Line> {
  const [unitRows, ingredientRows] = await Promise.all([
    db.select().from(units),
    db.select().from(ingredients).where(isNull(ingredients.siteId)),
  ]);
  const catalogue = buildCatalogue(unitRows, ingredientRows);
  const unitViews = unitRows.map(unitView);
  return (text) => {
    const parsed = parseIngredientLine(text, catalogue);
    const ingredient = ingredientRows.find((row) => row.id === parsed.ingredientId);
    const unit = unitRows.find((row) => row.id === parsed.unitId);
    if (!ingredient) return handLine({ name: text, amount: "", unit: "" }, unitViews);
    const usage: IngredientUsageView = {
      id: crypto.randomUUID(),
      quantityMin: parsed.quantityMin,
      quantityMax: parsed.quantityMax,
      unit: unit ? unitView(unit) : null,
      ingredient: ingredientView(ingredient),
      ingredientTitleOverride: null,
      preparation: null,
      note: null,
      link: null,
    };
    // Shown in the units typed: grams stay grams, cups stay cups.
    const system = unit?.system === "metric" ? "metric" : "imperial";
    const line = lineOfUsage(
      usage,
      { multiplier: 1, system, aisle: aisleOfIngredient(ingredient) },
      { siteId: "", siteSlug: "", recipeId: "", recipeSlug: "", recipeTitle: "" },
    );
    // Typed by hand: no recipe put it there.
    return { ...line, sources: [] };
  };
}

/**
 * A line of a browser's list as it was typed there (signed out, the browser keeps the text
 * whole): no recipe, no ingredient, no amount or unit of its own.
 */
export const isAsTyped = (line: Line) =>
  !line.sources.length && line.ingredientId === null && !line.amount && !line.unit;
