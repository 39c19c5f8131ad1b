import { ingredients } from "@schema/db/ingredients";
import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, makeUser, signedIn, siteDb } from "../test/factories";
import {
  addManager,
  createRecipe,
  makeIngredientRow,
  makeKitchen,
  minimalRecipe,
} from "../test/manage-factories";
import { gramsLine, refId } from "../test/nutrition-helpers";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

beforeAll(loadReferenceCatalogues);

/** A site's own ingredient's food, in the site's database. */
const foodOf = async (siteId: string, id: string) =>
  (await (await siteDb(siteId)).select().from(ingredients).where(eq(ingredients.id, id)))[0]
    ?.foodNdb;

describe("manage nutrition calls: who may call", () => {
  it("signed out is 401 on every call, even with a bad body", async () => {
    const { site } = await makeKitchen();
    const own = await makeIngredientRow(site.id);
    expect((await call("GET", `/manage/${site.slug}/nutrition/foods?q=egg`)).status).toBe(401);
    expect(
      (await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, { json: {} })).status,
    ).toBe(401);
    expect(
      (await call("POST", `/manage/${site.slug}/nutrition/preview`, { json: { lines: 1 } })).status,
    ).toBe(401);
  });

  it("another site's owner and a reader are 404 on this site's calls", async () => {
    const { site } = await makeKitchen();
    const other = await makeKitchen();
    const reader = await signedIn((await makeUser()).id);
    const own = await makeIngredientRow(site.id);
    for (const token of [other.token, reader]) {
      expect(
        (await call("GET", `/manage/${site.slug}/nutrition/foods?q=egg`, { token })).status,
      ).toBe(404);
      const match = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
        token,
        json: { foodNdb: "01001" },
      });
      expect(match.status).toBe(404);
      const preview = await call("POST", `/manage/${site.slug}/nutrition/preview`, {
        token,
        json: { lines: [] },
      });
      expect(preview.status).toBe(404);
    }
    expect(await foodOf(site.id, own.id)).toBeNull();
  });

  it("another site's ingredient, or a platform one, is 404 on the match change through one's own site", async () => {
    const { site } = await makeKitchen();
    const other = await makeKitchen();
    const theirs = await makeIngredientRow(site.id);
    const platform = refId("ingredients", "all-purpose-flour");
    for (const id of [theirs.id, platform]) {
      const res = await call("PUT", `/manage/${other.site.slug}/ingredients/${id}/food`, {
        token: other.token,
        json: { foodNdb: "01001" },
      });
      expect(res.status).toBe(404);
    }
    expect(await foodOf(site.id, theirs.id)).toBeNull();
  });

  it("the match change recomputes only the site's own recipes, and a preview may not use another site's ingredient", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeKitchen();
    const own = await makeIngredientRow(site.id);
    const mine = await createRecipe(
      site.slug,
      token,
      minimalRecipe({ ingredientUsageGroups: [{ ingredientUsages: [gramsLine(100, own.id)] }] }),
    );
    const res = await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
      token,
      json: { foodNdb: "01001" },
    });
    expect(res.body.recomputedRecipes).toBe(1);
    const label = (
      await (
        await siteDb(site.id)
      )
        .select()
        .from(recipeNutrition)
        .where(eq(recipeNutrition.recipeId, mine.id))
    )[0]?.label;
    expect(label?.coverage.countedLines).toBe(1);

    const preview = await call("POST", `/manage/${other.site.slug}/nutrition/preview`, {
      token: other.token,
      json: { lines: [{ key: "a", ...gramsLine(100, own.id) }] },
    });
    expect(preview.status).toBe(400);
    expect(JSON.stringify(preview.body)).not.toContain("calories");
  });

  it("a manager of the site may use every call", async () => {
    const { site } = await makeKitchen();
    const manager = await addManager(site.id);
    const own = await makeIngredientRow(site.id);
    const token = manager.token;
    expect(
      (await call("GET", `/manage/${site.slug}/nutrition/foods?q=egg`, { token })).status,
    ).toBe(200);
    expect(
      (
        await call("PUT", `/manage/${site.slug}/ingredients/${own.id}/food`, {
          token,
          json: { foodNdb: "01001" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call("POST", `/manage/${site.slug}/nutrition/preview`, { token, json: { lines: [] } }))
        .status,
    ).toBe(200);
  });
});
