import { applyD1Migrations, env } from "cloudflare:test";
import { recipeRatings } from "@schema/db/ratings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCopy, copySite, deleteSiteRows } from "../services/site-databases/move-site";
import { emptyDatabase } from "../test/empty-storage";
import { call, db, makeSite, signedIn } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { makeManager, makeRecipe, makeSubscriber } from "../test/recipe-factories";

/**
 * The recipe read is the first path routed by site (ADR 0014): a site moved to a site
 * database answers there exactly as it did before, for a visitor, a paying subscriber and
 * its staff, while its rows are gone from the database it left.
 */

beforeAll(async () => {
  await applyD1Migrations(env.SITE_DB_1, env.TEST_MIGRATIONS);
  await emptyDatabase(env.SITE_DB_1);
});
afterAll(() => emptyDatabase(env.SITE_DB_1));

async function move(siteId: string) {
  await copySite(env.DB, env.SITE_DB_1, siteId);
  expect(await checkCopy(env.DB, env.SITE_DB_1, siteId)).toEqual([]);
  await deleteSiteRows(env.DB, siteId, { anchor: false });
  // The switch, and a new content version so that kept reads of the old place let go.
  await env.DB.prepare(
    `UPDATE "sites" SET "database" = 'SITE_DB_1', "content_version" = "content_version" + 1 WHERE "id" = ?`,
  )
    .bind(siteId)
    .run();
}

describe("a moved site's recipe page", () => {
  it("reads the same from its new database, for every kind of viewer", async () => {
    const site = await makeSite();
    const paywalled = await makeRecipe({
      siteId: site.id,
      title: "Members' stew",
      privacySetting: "subscribers_only",
      ingredientGroups: [{ lines: ["2 onions", "1 kg beef"] }],
      instructionGroups: [{ steps: ["Brown the beef.", "Simmer for two hours."] }],
    });
    const open = await makeRecipe({ siteId: site.id, title: "Toast" });
    const reader = await makeSubscriber(site.id, "monthly");
    const manager = await makeManager(site.id);
    await db()
      .insert(recipeRatings)
      .values({ siteId: site.id, recipeId: open.id, userId: reader.id, stars: 4 });
    await makeCommentRow({ siteId: site.id, recipeId: open.id });
    const viewers = {
      visitor: undefined,
      subscriber: await signedIn(reader.id, site.id),
      manager: await signedIn(manager.id, site.id),
    };
    const read = async () => {
      const answers: Record<string, unknown> = {};
      for (const [name, token] of Object.entries(viewers)) {
        for (const recipe of [paywalled, open]) {
          const res = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, { token });
          expect(res.status).toBe(200);
          answers[`${name} ${recipe.slug}`] = res.body;
        }
      }
      return answers;
    };
    const before = await read();
    expect(before[`visitor ${paywalled.slug}`]).toMatchObject({
      recipe: { access: { full: false } },
    });
    expect(before[`subscriber ${paywalled.slug}`]).toMatchObject({
      recipe: { access: { full: true } },
    });
    expect(before[`visitor ${open.slug}`]).toMatchObject({ recipe: { rating: { count: 1 } } });

    await move(site.id);
    const left = await env.DB.prepare(`SELECT count(*) AS n FROM "recipes" WHERE "site_id" = ?`)
      .bind(site.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(await read()).toEqual(before);
  });
});
