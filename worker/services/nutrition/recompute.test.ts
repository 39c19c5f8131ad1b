import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, unmovedDbs } from "../../test/factories";
import { createRecipe, makeKitchen, minimalRecipe } from "../../test/manage-factories";
import { gramsLine, refId } from "../../test/nutrition-helpers";
import { loadReferenceCatalogues } from "../../test/reference-catalogues";
import { backfillLabels } from "./recompute";

beforeAll(loadReferenceCatalogues);

const rowOf = async (recipeId: string) =>
  (await db().select().from(recipeNutrition).where(eq(recipeNutrition.recipeId, recipeId)))[0];

describe("backfilling labels of recipes saved before labels began", () => {
  it("labels every recipe without one, keeps the others, and does nothing on a rerun", async () => {
    const { site, token } = await makeKitchen();
    const flour = refId("ingredients", "all-purpose-flour");
    const body = (slug: string, grams: number) =>
      minimalRecipe({
        slug,
        yieldServings: 2,
        ingredientUsageGroups: [{ ingredientUsages: [gramsLine(grams, flour)] }],
      });
    const old = await createRecipe(site.slug, token, body("old-one", 200));
    const kept = await createRecipe(site.slug, token, body("kept-one", 100));
    // As before migration 0023: the recipe has lines but no stored label.
    await db().delete(recipeNutrition).where(eq(recipeNutrition.recipeId, old.id));
    const keptBefore = await rowOf(kept.id);

    // Other test files' recipes may share the database: at least ours is labelled.
    expect(await backfillLabels(unmovedDbs(db()), 1)).toBeGreaterThanOrEqual(1);
    await backfillLabels(unmovedDbs(db()));
    const label = (await rowOf(old.id))?.label;
    expect(label?.whole.calories).toBeCloseTo(728, 0);
    expect(label?.perServing?.calories).toBeCloseTo(364, 0);
    expect((await rowOf(kept.id))?.computedAt).toEqual(keptBefore?.computedAt);

    expect(await backfillLabels(unmovedDbs(db()))).toBe(0);
  });
});
