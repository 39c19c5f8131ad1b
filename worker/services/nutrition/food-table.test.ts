import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { foodFileOf, sr26 } from "../../test/usda-foods";
import { foodLoadStatements, foodTableCounts, inlineStatement, loadFoodTable } from "./food-table";

/** How many foods the description index finds for an FTS5 query. */
const indexed = async (match: string) =>
  (
    await env.DB.prepare(
      "SELECT count(*) AS n FROM usda_food_search WHERE usda_food_search MATCH ?",
    )
      .bind(match)
      .first<{ n: number }>()
  )?.n;

describe("the SR26 food table's loader", () => {
  it("loads every food and household measure of the file, SR26's counts, and again changes nothing", async () => {
    const file = sr26();
    // foods.csv's 8,463 rows and portions.csv's 15,137 (../shared/reference/usda-sr/README.md).
    expect([file.header.foods, file.header.measures]).toEqual([8463, 15137]);
    expect(await loadFoodTable(env.DB, file)).toEqual({ foods: 8463, measures: 15137 });
    const tempeh = await env.DB.prepare("SELECT * FROM usda_foods WHERE ndb = '16114'").first();
    expect(tempeh).toEqual({
      ndb: "16114",
      description: "Tempeh",
      food_group: "Legumes and Legume Products",
      // foods.csv: 193 kcal, 10.80 g fat, 2.220 g saturated, 0 mg cholesterol, no fiber or
      // sugars given (null, not zero), 18.54 g protein, vitamin D 0.
      per_100g: "[193,10.8,2.22,0,9,9.39,null,null,18.54,111,2.7,412,0]",
      measures: '[[166,"cup"]]',
    });
    expect(await indexed('"tempeh"*')).toBe(2);

    expect(await loadFoodTable(env.DB, file)).toEqual({ foods: 8463, measures: 15137 });
    // The index holds each food once after a second load.
    expect(await indexed('"tempeh"*')).toBe(2);
    expect(await indexed('"quinoa"*')).toBe(2);
  });

  it("leaves the table equal to the file: changed foods are rewritten and re-indexed, dropped ones removed", async () => {
    const file = foodFileOf(["16114", "16174", "20137"]);
    await loadFoodTable(env.DB, file);
    const [tempeh, , quinoa] = file.foods;
    if (!tempeh || !quinoa) throw new Error("foods missing from the file");
    const renamed = {
      ...file,
      foods: [[tempeh[0], "Tempeh, fermented soy cake", ...tempeh.slice(2)], quinoa],
    };
    const counts = await loadFoodTable(env.DB, {
      header: { ...file.header, foods: 2, measures: 2 },
      foods: renamed.foods as typeof file.foods,
    });
    expect(counts).toEqual({ foods: 2, measures: 2 });
    const { results } = await env.DB.prepare(
      "SELECT ndb, description FROM usda_foods ORDER BY ndb",
    ).all();
    expect(results).toEqual([
      { ndb: "16114", description: "Tempeh, fermented soy cake" },
      { ndb: "20137", description: "Quinoa, cooked" },
    ]);
    expect(await indexed('"tempeh"*')).toBe(1);
    expect(await indexed('"fermented"*')).toBe(1);
    expect(await indexed('"cooked"*')).toBe(1);
  });

  it("keeps every statement within D1's limits: one bound value, under 100 KB written out", () => {
    const statements = foodLoadStatements(sr26());
    for (const statement of statements) {
      expect(statement.sql.split("?")).toHaveLength(2);
      expect(new TextEncoder().encode(inlineStatement(statement)).length).toBeLessThan(100_000);
    }
    // The written-out form quotes the value as SQL text: an apostrophe is doubled.
    expect(inlineStatement({ sql: "SELECT ?", param: '["Campbell\'s"]' })).toBe(
      "SELECT '[\"Campbell''s\"]';",
    );
  });

  it("counts nothing in an empty table", async () => {
    await loadFoodTable(env.DB, foodFileOf([]));
    expect(await foodTableCounts(env.DB)).toEqual({ foods: 0, measures: 0 });
  });
});
