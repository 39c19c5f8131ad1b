import { reference } from "@schema/reference/index";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signedIn } from "../../test/factories";
import { makeKitchen, minimalRecipe, publishedRecipe } from "../../test/manage-factories";
import { makeSubscriber } from "../../test/recipe-factories";
import { loadReferenceCatalogues } from "../../test/reference-catalogues";

const id = (list: readonly { slug: string; id: string }[], slug: string) => {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(slug);
  return found.id;
};

/** A published recipe through the manage API, so its label is computed as a save does. */
async function labelledRecipe(privacySetting: "public" | "subscribers_only") {
  const { site, token } = await makeKitchen();
  const recipe = await publishedRecipe(
    site.slug,
    token,
    minimalRecipe({
      privacySetting,
      yieldServings: 2,
      ingredientUsageGroups: [
        {
          ingredientUsages: [
            {
              quantityMin: 200,
              unitId: id(reference.units, "gram"),
              ingredientId: id(reference.ingredients, "all-purpose-flour"),
            },
            { quantityMin: 1, ingredientTitleOverride: "secret sauce" },
          ],
        },
      ],
    }),
  );
  return { site, token, path: `/site/${site.slug}/recipes/${recipe.slug}` };
}

beforeAll(loadReferenceCatalogues);

describe("the recipe read's nutrition", () => {
  it("carries the stored label of a public recipe to anyone", async () => {
    const { path } = await labelledRecipe("public");
    const res = await call("GET", path);
    expect(res.status).toBe(200);
    const nutrition = res.body.recipe.nutrition;
    expect(nutrition).toMatchObject({
      shown: false,
      source: "computed",
      servings: 2,
      incomplete: true,
      coverage: {
        countedLines: 1,
        totalLines: 2,
        measuredLines: 2,
        uncounted: [{ name: "secret sauce", reason: "no-food" }],
      },
    });
    // 200 g flour at 364 kcal per 100 g, over 2 servings
    expect(nutrition.perServing.calories).toBeCloseTo(364, 0);
    expect(nutrition.computed.whole.calories).toBeCloseTo(728, 0);
    expect(nutrition.computed.computedAt).toEqual(expect.any(String));
  });

  it("never reaches a viewer who may not read a subscriber-only recipe", async () => {
    const { site, path } = await labelledRecipe("subscribers_only");
    const free = await signedIn((await makeSubscriber(site.id, "free")).id, site.id);
    for (const token of [undefined, free]) {
      const res = await call("GET", path, { token });
      expect(res.status).toBe(200);
      expect(res.body.recipe.access.full).toBe(false);
      expect(res.body.recipe.nutrition).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain("calories");
    }
  });

  it("reaches the paying subscriber and the manager of a subscriber-only recipe", async () => {
    const { site, token, path } = await labelledRecipe("subscribers_only");
    const paid = await signedIn((await makeSubscriber(site.id, "monthly")).id, site.id);
    for (const viewer of [paid, token]) {
      const res = await call("GET", path, { token: viewer });
      expect(res.body.recipe.access.full).toBe(true);
      expect(res.body.recipe.nutrition.computed.whole.calories).toBeCloseTo(728, 0);
    }
  });
});
