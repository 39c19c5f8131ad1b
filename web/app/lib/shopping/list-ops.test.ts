import type { ShoppingListLine } from "@schema/api/shopping-list";
import { describe, expect, it } from "vitest";
import {
  applyChange,
  byAisle,
  isUnread,
  lineRecipeHref,
  lineRecipes,
  listAsText,
} from "./list-ops";

const line = (over: Partial<ShoppingListLine>): ShoppingListLine => ({
  id: "a",
  name: "flour",
  amount: "1",
  unit: "cup",
  aisle: "pantry",
  aisleName: "Pantry",
  checked: false,
  ingredientId: "i",
  measure: "volume",
  measureAmount: 236.588,
  unitId: null,
  count: null,
  system: "imperial",
  sources: [],
  ...over,
});

describe("shopping list changes in the browser", () => {
  it("checks, edits, removes, adds and clears as the API does", () => {
    let lines = [
      line({ id: "a" }),
      line({ id: "b", name: "eggs", aisle: "dairy-eggs", aisleName: "Dairy and eggs" }),
    ];
    lines = applyChange(lines, { op: "edit", requestId: "r1", lineId: "a", checked: true });
    expect(lines[0]?.checked).toBe(true);
    lines = applyChange(lines, { op: "edit", requestId: "r2", lineId: "b", name: "duck eggs" });
    expect(lines[1]).toMatchObject({ name: "duck eggs", ingredientId: null });
    lines = applyChange(lines, { op: "add-line", requestId: "r3", text: "2 bars of soap" });
    expect(lines[2]).toMatchObject({
      id: "local-r3",
      name: "2 bars of soap",
      amount: "",
      unit: "",
      aisle: "other",
    });
    // Until an answer replaces it, it is the line the API has yet to read.
    expect(lines.map(isUnread)).toEqual([false, false, true]);
    lines = applyChange(lines, { op: "clear-checked", requestId: "r4" });
    expect(lines.map((l) => l.id)).toEqual(["b", "local-r3"]);
    lines = applyChange(lines, { op: "remove", lineId: "b" });
    expect(lines.map((l) => l.id)).toEqual(["local-r3"]);
  });

  it("groups by aisle with Other last, and shares what is left to buy as text", () => {
    const lines = [
      line({ id: "x", name: "soap", amount: "", unit: "", aisle: "other", aisleName: "Other" }),
      line({ id: "a", amount: "1¼", unit: "cups", name: "all-purpose flour" }),
      line({ id: "c", name: "salt", checked: true }),
    ];
    expect(byAisle(lines).map((g) => g.name)).toEqual(["Pantry", "Other"]);
    expect(listAsText(lines)).toBe(
      "Shopping list\n\nPantry\n- 1¼ cups all-purpose flour\n\nOther\n- soap",
    );
  });
});

describe("where a line came from", () => {
  const source = (recipeId: string, recipeTitle: string, amount: string) => ({
    siteId: "s1",
    siteSlug: "demo",
    recipeId,
    recipeSlug: recipeTitle.toLowerCase(),
    recipeTitle,
    amount,
  });

  const text = (sources: ReturnType<typeof source>[]) =>
    lineRecipes(sources)
      .map((recipe) => (recipe.amounts ? `${recipe.title} (${recipe.amounts})` : recipe.title))
      .join(", ");

  it("names each recipe once, with every amount it added", () => {
    expect(
      text([
        source("r1", "Tikka Masala", "4 cloves"),
        source("r2", "Naan", "1 clove"),
        source("r1", "Tikka Masala", "8 cloves"),
      ]),
    ).toBe("Tikka Masala (4 cloves + 8 cloves), Naan (1 clove)");
  });

  it("keeps two recipes of one title on two sites apart, and a line without an amount bare", () => {
    const other = { ...source("r1", "Soup", ""), siteId: "s2" };
    expect(text([source("r1", "Soup", "2 cups"), other])).toBe("Soup (2 cups), Soup");
  });

  it("links a recipe of this site by its path, and one of another site by its platform address", () => {
    const [soup] = lineRecipes([source("r1", "Soup", "2 cups")]);
    const at = { protocol: "https:", platformHost: "example.com", siteSlug: "demo" };
    expect(soup && lineRecipeHref(soup, at)).toBe("/recipes/soup");
    expect(soup && lineRecipeHref(soup, { ...at, siteSlug: null })).toBe(
      "https://demo.example.com/recipes/soup",
    );
    expect(soup && lineRecipeHref(soup, { ...at, siteSlug: "second" })).toBe(
      "https://demo.example.com/recipes/soup",
    );
  });
});
