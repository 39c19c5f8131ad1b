import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { loadFoods, sr26 } from "../../test/usda-foods";
import { loadFoodTable } from "./food-table";
import { foodsByNdb, searchFoods } from "./foods";

const db = () => drizzle(env.DB);

describe("the foods the kitchen offers", () => {
  it("with the table empty, answers from the shipped set alone (the catalogue's foods)", async () => {
    expect((await searchFoods(db(), "butter salt", 5))[0]).toEqual({
      ndb: "01001",
      description: "Butter, salted",
    });
    // Tempeh is in SR26 but not in the catalogue: nothing until the table is loaded.
    expect(await searchFoods(db(), "tempeh", 5)).toEqual([]);
    const foods = await foodsByNdb(db(), ["01001", "16114"]);
    expect(foods("01001")?.description).toBe("Butter, salted");
    expect(foods("16114")).toBeNull();
  });

  it("with the table loaded, finds SR26 foods the catalogue does not map, every word a prefix, shortest first", async () => {
    await loadFoods(["16114", "16174", "20137", "20035", "09144", "09420", "01001", "12166"]);
    expect(await searchFoods(db(), "tempeh", 5)).toEqual([
      { ndb: "16114", description: "Tempeh" },
      { ndb: "16174", description: "Tempeh, cooked" },
    ]);
    expect(await searchFoods(db(), "quin cook", 5)).toEqual([
      { ndb: "20137", description: "Quinoa, cooked" },
    ]);
    expect(await searchFoods(db(), "JACKFRUIT", 1)).toEqual([
      { ndb: "09144", description: "Jackfruit, raw" },
    ]);
    expect(await searchFoods(db(), "09420", 5)).toEqual([
      { ndb: "09420", description: "Jackfruit, canned, syrup pack" },
    ]);
    expect(await searchFoods(db(), "zzzqx", 5)).toEqual([]);
    // Quotes and FTS5 operators typed in are words, not syntax.
    expect(await searchFoods(db(), '"tempeh" OR NEAR(', 5)).toEqual([]);
    const foods = await foodsByNdb(db(), ["16114", "01001", "99999"]);
    expect(foods("16114")).toMatchObject({
      description: "Tempeh",
      foodGroup: "Legumes and Legume Products",
      per100g: [193, 10.8, 2.22, 0, 9, 9.39, null, null, 18.54, 111, 2.7, 412, 0],
      measures: [[166, "cup"]],
    });
    expect(foods("01001")?.description).toBe("Butter, salted");
    expect(foods("99999")).toBeNull();
  });

  it("searches all 8,463 foods through the description index", async () => {
    await loadFoodTable(env.DB, sr26());
    const hits = await searchFoods(db(), "tahini", 3);
    expect(hits[0]?.description).toMatch(/^Seeds, sesame butter, tahini/);
    expect(await searchFoods(db(), "chick raw", 2)).toEqual([
      { ndb: "05332", description: "Chicken, ground, raw" },
      { ndb: "05137", description: "Chicken, capons, giblets, raw" },
    ]);
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT ndb FROM usda_foods WHERE rowid IN
        (SELECT rowid FROM usda_food_search WHERE usda_food_search MATCH '"tahini"*')`,
    ).all<{ detail: string }>();
    expect(results.map((r) => r.detail).join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
  });
});
