import type { RecipeParseResponse } from "@schema/api/recipe-import";
import { paragraphsFromText } from "@schema/content/rich-text";
import { reference } from "@schema/reference/index";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_MARKUP_WARNING } from "../services/import/build-draft";
import { call, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

const unitId = (slug: string) => reference.units.find((unit) => unit.slug === slug)?.id;
const ingredientId = (title: string) =>
  reference.ingredients.find((row) => row.title === title)?.id;
const term = (kind: keyof typeof reference.taxonomies, title: string) =>
  reference.taxonomies[kind].find((row) => row.title === title)?.id;

async function parse(json: unknown, token?: string) {
  const res = await call("POST", "/manage/recipe-parse", {
    token: token ?? (await signedIn((await makeUser()).id)),
    json,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as RecipeParseResponse;
}

describe("POST manage/recipe-parse", () => {
  beforeAll(loadReferenceCatalogues);

  it("reads a page's address into a draft in the recipe write shape, saving nothing", async () => {
    const { draft, lines, warnings, sourceUrl } = await parse({
      url: "https://wprm.blog.test/chewy-chocolate-chip-cookies",
    });
    expect(draft).toMatchObject({
      title: "Chewy Chocolate Chip Cookies",
      slug: "chewy-chocolate-chip-cookies",
      prepTimeMinutes: 20,
      cookTimeMinutes: 12,
      yieldServings: 24,
      servingDescription: "cookies",
      keywords: ["chocolate chip cookies", "brown butter", "make ahead"],
      legacyRecipeData: { importedFrom: "https://wprm.blog.test/chewy-chocolate-chip-cookies" },
    });
    expect(sourceUrl).toBe("https://wprm.blog.test/chewy-chocolate-chip-cookies");
    const [dough] = draft.ingredientUsageGroups ?? [];
    expect(dough?.title).toBe("For the dough");
    expect(dough?.ingredientUsages?.[0]).toMatchObject({
      quantityMin: 1,
      unitId: unitId("cup"),
      ingredientId: ingredientId("unsalted butter"),
      preparation: {
        type: "document",
        children: [{ type: "paragraph", children: [{ text: "melted" }] }],
      },
    });
    expect(lines[0]?.text).toBe("1 cup unsalted butter, melted");
    // Every line parsed: no warnings about names.
    expect(warnings).toEqual([]);
    // The oven temperature is a measurement node, so it converts like an authored step.
    const bake = draft.instructionGroups?.[1]?.instructions?.[0]?.content;
    expect(bake?.children[0]?.children).toEqual([
      { text: "Heat the oven to " },
      { type: "measurement", quantity: 350, unitId: unitId("fahrenheit") },
      { text: " and line two sheets with parchment." },
    ]);
    // Without a site the terms come back as text.
    expect(draft.mealIds).toEqual([]);
    // The card's notes are block spans with a spacer between them: a paragraph each.
    expect(draft.note).toEqual(
      paragraphsFromText("The dough keeps 3 days in the fridge.\nBake from frozen for 14 minutes."),
    );
  });

  it("maps terms onto the site's taxonomies when a site is named", async () => {
    const kitchen = await makeKitchen();
    const { draft, terms } = await parse(
      { url: "https://tasty.blog.test/lemon-herb-roast-chicken", siteSlug: kitchen.site.slug },
      kitchen.token,
    );
    expect(draft.mealIds).toEqual([term("meals", "Dinner")]);
    expect(draft.cuisineIds).toEqual([term("cuisines", "French")]);
    expect(draft.dietIds).toEqual([term("diets", "Gluten-free")]);
    expect(terms).toEqual({ categories: [], cuisines: [], diets: [] });
    expect(draft.videoId).toBe("dQw4w9WgXcQ");
  });

  it("answers the terms as text without a site", async () => {
    const { terms } = await parse({ url: "https://tasty.blog.test/lemon-herb-roast-chicken" });
    expect(terms).toEqual({ categories: ["Dinner"], cuisines: ["French"], diets: ["Gluten Free"] });
  });

  it("reads a saved page, resolving its images against the address it came from", async () => {
    const html = await (await fetch("https://microdata.blog.test/banana-bread")).text();
    const { draft } = await parse({ html, url: "https://microdata.blog.test/banana-bread" });
    expect(draft.title).toBe("Brown Butter Banana Bread");
    expect(draft.imageUrls).toEqual(["https://microdata.blog.test/images/banana-bread.png"]);
    expect(draft.ingredientUsageGroups?.[0]?.ingredientUsages).toHaveLength(9);
  });

  it("reads pasted text, with a header line starting a group", async () => {
    const text = await (await fetch("https://texts.test/buttermilk-pancakes.txt")).text();
    const { draft } = await parse({ text });
    expect(draft.title).toBe("Buttermilk Pancakes");
    expect(draft.ingredientUsageGroups?.map((group) => group.title)).toEqual([null, "For serving"]);
    expect(draft.legacyRecipeData).toBeNull();
  });

  it("reads a page with no recipe markup from its headings and lists, and says so", async () => {
    const { draft, warnings } = await parse({
      url: "https://plain.blog.test/grandmas-cheese-scones",
    });
    expect(warnings[0]).toEqual({ message: NO_MARKUP_WARNING });
    expect(draft.title).toBe("Grandma's Cheese Scones");
    expect(draft.ingredientUsageGroups?.map((group) => group.title)).toEqual([
      "For the dough",
      "For the top",
    ]);
    const [flour, powder, salt, butter, cheese] =
      draft.ingredientUsageGroups?.[0]?.ingredientUsages ?? [];
    // Approximations are the line's note; one-letter units and informal measures are units.
    expect(flour).toMatchObject({ quantityMin: 2, unitId: unitId("cup") });
    expect(flour?.note).toEqual(paragraphsFromText("about"));
    expect(powder).toMatchObject({ quantityMin: 1, unitId: unitId("teaspoon") });
    expect(powder?.note).toEqual(paragraphsFromText("heaping"));
    expect(salt).toMatchObject({ quantityMin: 0.5, unitId: unitId("teaspoon") });
    expect(butter).toMatchObject({ quantityMin: 1, unitId: unitId("knob") });
    expect(cheese).toMatchObject({ quantityMin: 1, unitId: unitId("cup") });
    expect(draft.imageUrls).toEqual([
      "https://plain.blog.test/wp-content/uploads/cheese-scones.png",
    ]);
  });

  it("names each line it could not map and keeps its words", async () => {
    const { draft, warnings, lines } = await parse({
      text: "Za'atar flatbread\nIngredients\n2 tbsp za'atar\n1 cup flour\nInstructions\nMix.",
    });
    const [zaatar] = draft.ingredientUsageGroups?.[0]?.ingredientUsages ?? [];
    expect(zaatar).toMatchObject({ ingredientId: null, ingredientTitleOverride: "za'atar" });
    expect(warnings).toEqual([
      { message: '"za\'atar" is not in the ingredient catalogue', lineId: lines[0]?.id },
    ]);
  });
});
