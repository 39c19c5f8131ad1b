import { recipes } from "@schema/db/recipes";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, siteDb } from "../../test/factories";
import {
  createRecipe,
  fullRecipe,
  makeKitchen,
  makeRecipeCatalogue,
  minimalRecipe,
} from "../../test/manage-factories";
import { ABANDONED_DRAFT_DAYS, sweepAbandonedDrafts } from "./abandoned-drafts";

const DAY_MS = 24 * 3600 * 1000;

describe("sweepAbandonedDrafts (the cron)", () => {
  it("removes a New recipe draft left empty and untouched for a week, and nothing written", async () => {
    const { site, token } = await makeKitchen();
    const own = await siteDb(site.id);
    // What the kitchen's New recipe makes (web kitchen/recipes/recipe-list.server.ts).
    const blank = () => createRecipe(site.slug, token, minimalRecipe({ title: "" }));
    const abandoned = await blank();
    const recent = await blank();
    const savedLine = await blank();
    const titled = await createRecipe(site.slug, token, minimalRecipe({ title: "Toast" }));
    // The open API may create a whole draft in one call, title still to come.
    const whole = await createRecipe(site.slug, token, {
      ...fullRecipe(await makeRecipeCatalogue(site.id)),
      title: "",
    });
    // Saved with a note only, then untouched: a save that changed something keeps it.
    const saved = await call("PUT", `/manage/${site.slug}/recipes/${savedLine.id}`, {
      token,
      json: { ...minimalRecipe({ title: "", slug: savedLine.slug }), keywords: ["soup"] },
    });
    expect(saved.status).toBe(200);

    const now = new Date();
    const aged = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const ids = [abandoned, savedLine, titled, whole].map((recipe) => recipe.id);
    await own
      .update(recipes)
      .set({ updatedAt: aged(ABANDONED_DRAFT_DAYS + 1) })
      .where(inArray(recipes.id, ids));
    await own
      .update(recipes)
      .set({ updatedAt: aged(ABANDONED_DRAFT_DAYS - 1) })
      .where(eq(recipes.id, recent.id));

    await sweepAbandonedDrafts(own, now);
    const left = await own
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.siteId, site.id));
    expect(left.map((row) => row.id).sort()).toEqual(
      [recent.id, savedLine.id, titled.id, whole.id].sort(),
    );
    // Its history went with it; the kitchen's list no longer names it.
    const list = await call("GET", `/manage/${site.slug}/recipes?status=draft`, { token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(abandoned.id);
    // A second run (the next minute) finds nothing more to do.
    await sweepAbandonedDrafts(own, now);
    expect(
      await own.select({ id: recipes.id }).from(recipes).where(eq(recipes.siteId, site.id)),
    ).toHaveLength(4);
  });
});
