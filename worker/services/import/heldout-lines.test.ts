import { reference } from "@schema/reference/index";
import { describe, expect, it } from "vitest";
import { formatQuantityInput } from "../../../web/app/kitchen/recipes/quantity-input";
import { demoSeed } from "../../seed/content/index";
import { buildCatalogue } from "./catalogue";
import { parseIngredientLine } from "./ingredient-line";

/**
 * A held-out check of the line parser: the demo sites' recipes were written line by line in
 * structured form by other hands, before the parser existed. Each line is printed as a recipe
 * page prints it ("2 cups all-purpose flour, sifted (note)"), parsed back, and compared with
 * its structure. Unlike ingredient-lines.table.ts, the parser was not tuned to these.
 *   npx vitest run --project worker worker/services/import/heldout-lines.test.ts
 */
const catalogue = buildCatalogue(
  reference.units,
  reference.ingredients.map((row) => ({ ...row, pluralTitle: row.pluralTitle ?? null })),
);
const unitBySlug = new Map(reference.units.map((unit) => [unit.slug, unit]));
const ingredientBySlug = new Map(reference.ingredients.map((row) => [row.slug, row]));
const plain = (markup: string | undefined) => (markup ? markup.replace(/[*_]/g, "").trim() : null);
const round = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 1000;

describe("ingredient line parser on lines it was not written against", () => {
  it("reads the demo recipes' lines back as they were written", () => {
    const fields = { quantity: 0, unit: 0, ingredient: 0, shownName: 0, preparation: 0, note: 0 };
    let exact = 0;
    let total = 0;
    const misses: string[] = [];
    for (const site of demoSeed.sites) {
      for (const recipe of site.recipes) {
        for (const group of recipe.ingredientGroups) {
          for (const item of group.items) {
            total++;
            const [min, max] = Array.isArray(item.qty) ? item.qty : [item.qty ?? null, null];
            const unit = item.unit ? unitBySlug.get(item.unit) : undefined;
            const ingredient = item.ingredient ? ingredientBySlug.get(item.ingredient) : undefined;
            const plural = (max ?? min ?? 0) > 1;
            const carries = !unit || unit.kind === "size" || unit.slug === "whole";
            const unitText = unit
              ? plural && unit.kind !== "size"
                ? unit.pluralTitle
                : unit.title
              : "";
            const name =
              item.title ??
              (ingredient
                ? carries && plural
                  ? (ingredient.pluralTitle ?? ingredient.title)
                  : ingredient.title
                : "");
            const preparation = plain(item.preparation);
            const note = plain(item.note);
            const line = [formatQuantityInput(min, max), unitText, name]
              .filter(Boolean)
              .join(" ")
              .concat(preparation ? `, ${preparation}` : "", note ? ` (${note})` : "");
            const parsed = parseIngredientLine(line, catalogue);
            const shown =
              parsed.ingredientTitleOverride ??
              (parsed.ingredientId ? catalogue.ingredientById.get(parsed.ingredientId)?.title : "");
            const checks = {
              quantity:
                round(parsed.quantityMin) === round(min) &&
                round(parsed.quantityMax) === round(max),
              unit: (parsed.unitId ?? null) === (unit?.id ?? null),
              ingredient: (parsed.ingredientId ?? null) === (ingredient?.id ?? null),
              shownName:
                (shown ?? "").toLowerCase() === name.toLowerCase() ||
                (!parsed.ingredientTitleOverride && parsed.ingredientId === ingredient?.id),
              preparation: (parsed.preparation ?? null) === preparation,
              note: (parsed.note ?? null) === note,
            };
            for (const [key, ok] of Object.entries(checks))
              if (ok) fields[key as keyof typeof fields]++;
            if (Object.values(checks).every(Boolean)) exact++;
            else
              misses.push(
                `${line}  →  ${Object.entries(checks)
                  .filter(([, ok]) => !ok)
                  .map(([key]) => key)
                  .join(", ")}`,
              );
          }
        }
      }
    }
    const pct = (n: number) => `${((n / total) * 100).toFixed(1)}%`;
    console.log(
      [
        `held-out demo lines: ${total}`,
        `  exact (every field): ${pct(exact)}`,
        ...Object.entries(fields).map(([name, hits]) => `  field ${name}: ${pct(hits)}`),
        ...misses.map((miss) => `  miss: ${miss}`),
      ].join("\n"),
    );
    expect(total).toBeGreaterThan(100);
    expect(exact / total).toBeGreaterThanOrEqual(0.8);
  });
});
