import { env } from "cloudflare:test";
import { bookmarks } from "@schema/db/bookmarks";
import { collectionRecipes, collections } from "@schema/db/collections";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db, makeSite, makeUser, unique } from "../../test/factories";
import { makeCommentRow } from "../../test/manage-factories";
import { withSitesOnPlatform } from "../../test/moved-sites";
import {
  makeImage,
  makeIngredient,
  makeRecipe,
  makeSubscriber,
  makeTerm,
  makeUnit,
} from "../../test/recipe-factories";
import { LEASE_MS } from "../newsletters/deliver";
import { readCopyPlan } from "./copy-plan";
import {
  checkCopy,
  copySite,
  countSiteRows,
  deleteSiteRows,
  MOVE_DRAIN_MS,
  moveSite,
} from "./move-site";

/**
 * A site moved from the database it lives in today (DB) to a site database, then on to
 * another: every row arrives, the copy is checked by counts and keys, and the source keeps
 * nothing of it, while another site's rows stay where they were.
 */

const siteCounts = async (database: D1Database, siteId: string) =>
  countSiteRows(database, await readCopyPlan(database), siteId);

const rowOf = (database: D1Database, table: string, id: string) =>
  database.prepare(`SELECT * FROM "${table}" WHERE "id" = ?`).bind(id).first();

/** A site with a recipe and every kind of row around it. */
async function furnishedSite() {
  const site = await makeSite();
  const picture = await makeImage(site.id);
  await db().update(sites).set({ logoId: picture.id }).where(eq(sites.id, site.id));
  const cuisine = await makeTerm("cuisines", "Home cooking", site.id);
  const recipe = await makeRecipe({
    siteId: site.id,
    title: "Shakshuka",
    ingredientGroups: [
      {
        lines: [{ ingredient: await makeIngredient("Eggs"), unit: await makeUnit(), quantity: 6 }],
      },
    ],
    instructionGroups: [{ steps: [{ content: null, imageIds: [picture.id] }, "Simmer."] }],
    terms: { cuisines: [cuisine.id] },
    imageIds: [picture.id],
  });
  const comment = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, text: "Lovely" });
  await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: comment.id });
  await makeSubscriber(site.id, "monthly");
  const [collection] = await db()
    .insert(collections)
    .values({ siteId: site.id, slug: unique("c"), title: "Weeknights" })
    .returning();
  await db()
    .insert(collectionRecipes)
    .values({ collectionId: collection?.id as string, recipeId: recipe.id, position: 0 });
  return { site, recipe, comment };
}

withSitesOnPlatform();

// A copy reads the schema of 76 tables and writes a site table by table: some 20 s on a
// busy two-core machine, past the 30 s hang guard (vitest.config.ts) now and then.
describe("moving a site between databases", { timeout: 120_000 }, () => {
  it("copies every row, checks the copy, and leaves nothing behind", async () => {
    const { site, recipe, comment } = await furnishedSite();
    const other = await furnishedSite();
    const before = await siteCounts(env.DB, site.id);
    const otherBefore = await siteCounts(env.DB, other.site.id);
    expect(before).toMatchObject({
      recipes: 1,
      ingredient_usages: 1,
      instructions: 2,
      instruction_images: 1,
      recipe_images: 1,
      recipe_cuisines: 1,
      cuisines: 1,
      images: 1,
      comments: 2,
      site_subscriptions: 1,
      collections: 1,
      collection_recipes: 1,
    });

    const copied = await copySite(env.DB, env.SITE_DB_1, site.id);
    expect(copied).toEqual(before);
    expect(await checkCopy(env.DB, env.SITE_DB_1, site.id)).toEqual([]);
    // The same bytes: the recipe and a comment read back as they were.
    expect(await rowOf(env.SITE_DB_1, "recipes", recipe.id)).toEqual(
      await rowOf(env.DB, "recipes", recipe.id),
    );
    expect(await rowOf(env.SITE_DB_1, "comments", comment.id)).toEqual(
      await rowOf(env.DB, "comments", comment.id),
    );
    // The anchors: the site's directory row with its logo, and its owner's id, nothing personal.
    expect(await rowOf(env.SITE_DB_1, "sites", site.id)).toEqual(
      await rowOf(env.DB, "sites", site.id),
    );
    expect(await rowOf(env.SITE_DB_1, "users", site.ownerId)).toMatchObject({
      id: site.ownerId,
      email: `${site.ownerId}@anchor.invalid`,
      display_name: null,
      avatar_image_id: null,
    });
    // Another site's rows did not come along.
    expect(await rowOf(env.SITE_DB_1, "recipes", other.recipe.id)).toBeNull();

    // Today's database keeps the directory row; the site's own rows go.
    await deleteSiteRows(env.DB, site.id, { anchor: false });
    expect(Object.values(await siteCounts(env.DB, site.id)).every((n) => n === 0)).toBe(true);
    expect(await rowOf(env.DB, "sites", site.id)).not.toBeNull();
    expect(await siteCounts(env.DB, other.site.id)).toEqual(otherBefore);

    // From one site database to another: the source's anchor goes with the rest.
    await copySite(env.SITE_DB_1, env.SITE_DB_2, site.id);
    expect(await checkCopy(env.SITE_DB_1, env.SITE_DB_2, site.id)).toEqual([]);
    await deleteSiteRows(env.SITE_DB_1, site.id, { anchor: true });
    expect(await rowOf(env.SITE_DB_1, "sites", site.id)).toBeNull();
    expect(Object.values(await siteCounts(env.SITE_DB_1, site.id)).every((n) => n === 0)).toBe(
      true,
    );
    expect(await siteCounts(env.SITE_DB_2, site.id)).toEqual(before);
  });

  it("can be run again after a copy that stopped half way", async () => {
    const { site } = await furnishedSite();
    const before = await siteCounts(env.DB, site.id);
    await copySite(env.DB, env.SITE_DB_1, site.id);
    // A half-done earlier run: some rows gone from the target.
    await env.SITE_DB_1.prepare(
      `DELETE FROM "comments" WHERE "site_id" = ? AND "parent_id" IS NOT NULL`,
    )
      .bind(site.id)
      .run();
    expect(await checkCopy(env.DB, env.SITE_DB_1, site.id)).toEqual([
      "comments: 2 in the source, 1 in the target",
    ]);
    expect(await copySite(env.DB, env.SITE_DB_1, site.id)).toEqual(before);
    expect(await checkCopy(env.DB, env.SITE_DB_1, site.id)).toEqual([]);
  });

  it("never copies into the platform's database, whose directory row it would replace", async () => {
    const { site } = await furnishedSite();
    await copySite(env.DB, env.SITE_DB_1, site.id);
    await expect(copySite(env.SITE_DB_1, env.DB, site.id)).rejects.toThrow(
      /it is the platform's database/,
    );
    expect(await rowOf(env.DB, "sites", site.id)).not.toBeNull();
  });

  it("keeps readers' bookmarks of its recipes, which name them by id wherever they live", async () => {
    const { site, recipe } = await furnishedSite();
    const reader = await makeUser();
    await db()
      .insert(bookmarks)
      .values({ userId: reader.id, siteId: site.id, recipeId: recipe.id });
    await copySite(env.DB, env.SITE_DB_1, site.id);
    await deleteSiteRows(env.DB, site.id, { anchor: false });
    expect(await rowOf(env.DB, "recipes", recipe.id)).toBeNull();
    const kept = await db().select().from(bookmarks).where(eq(bookmarks.userId, reader.id));
    expect(kept).toMatchObject([{ siteId: site.id, recipeId: recipe.id }]);
  });

  it("lets a write begun before the read-only mark finish before it copies", async () => {
    // The lease after which a newsletter chunk is taken for dead: the longest queue step.
    expect(MOVE_DRAIN_MS).toBeGreaterThanOrEqual(LEASE_MS);
    const { site, recipe } = await furnishedSite();
    const moving = moveSite(env, site.id, "SITE_DB_1", { drainMs: 3_000 });
    await vi.waitFor(
      async () => expect((await rowOf(env.DB, "sites", site.id))?.moving_since).not.toBeNull(),
      { timeout: 10_000, interval: 5 },
    );
    // A request that read the site's row just before the mark, writing now: a new reader's
    // comment, whose person anchor the copy's first step would already have passed.
    const late = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, text: "Late" });
    await moving;
    expect(await rowOf(env.SITE_DB_1, "comments", late.id)).toMatchObject({ id: late.id });
    expect(await rowOf(env.SITE_DB_1, "users", late.userId as string)).not.toBeNull();
    expect(await rowOf(env.DB, "sites", site.id)).toMatchObject({
      database: "SITE_DB_1",
      moving_since: null,
    });
  });
});
