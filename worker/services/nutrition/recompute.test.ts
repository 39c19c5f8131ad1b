import { recipeNutrition } from "@schema/db/recipe-nutrition";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteDbs } from "../../test/factories";
import { createRecipe, makeKitchen, minimalRecipe } from "../../test/manage-factories";
import { gramsLine, nutritionRowOf, refId } from "../../test/nutrition-helpers";
import { loadReferenceCatalogues } from "../../test/reference-catalogues";
import { backfillLabels } from "./recompute";

beforeAll(loadReferenceCatalogues);

const rowOf = nutritionRowOf;

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
    const dbs = await siteDbs(site.id);
    await dbs.site.delete(recipeNutrition).where(eq(recipeNutrition.recipeId, old.id));
    const keptBefore = await rowOf(site.id, kept.id);

    // The cron runs it on each database holding sites, here the site's own. Other test
    // files' recipes may share the database: at least ours is labelled.
    expect(await backfillLabels(dbs, 1)).toBeGreaterThanOrEqual(1);
    await backfillLabels(dbs);
    const label = (await rowOf(site.id, old.id))?.label;
    expect(label?.whole.calories).toBeCloseTo(728, 0);
    expect(label?.perServing?.calories).toBeCloseTo(364, 0);
    expect((await rowOf(site.id, kept.id))?.computedAt).toEqual(keptBefore?.computedAt);

    expect(await backfillLabels(dbs)).toBe(0);
  });
});
