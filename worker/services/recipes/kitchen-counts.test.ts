import { env } from "cloudflare:test";
import { recipes } from "@schema/db/recipes";
import { siteRecipeCounts } from "@schema/db/site-recipe-counts";
import { and, count, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { makeSite, siteBinding, siteDb, siteDbs } from "../../test/factories";
import { daysAgo, makeRecipe } from "../../test/recipe-factories";
import { siteOverview } from "../sites/overview";
import { listManageRecipes } from "./kitchen-list";

/** The kept draft count beside a real count of the site's drafts. */
async function drafts(siteId: string) {
  const own = await siteDb(siteId);
  const [row] = await own
    .select({ drafts: siteRecipeCounts.drafts })
    .from(siteRecipeCounts)
    .where(eq(siteRecipeCounts.siteId, siteId));
  const [real] = await own
    .select({ n: count() })
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), isNull(recipes.publishedAt)));
  return { counter: row?.drafts ?? null, real: real?.n ?? 0 };
}

const list = async (siteId: string, status?: "draft" | "published") =>
  listManageRecipes(await siteDb(siteId), siteId, { status, sort: "updated", limit: 2, offset: 0 });

describe("site_recipe_counts.drafts (the site_draft_count_triggers migration)", () => {
  it("follows new drafts, publishing, unpublishing, deletion and a move to another site", async () => {
    const site = await makeSite();
    // In the same database: a recipe moves between sites there, by an update.
    const other = await makeSite({ database: site.database });
    const own = await siteDb(site.id);
    const setPublished = (id: string, publishedAt: Date | null) =>
      own.update(recipes).set({ publishedAt }).where(eq(recipes.id, id));
    const soup = await makeRecipe({ siteId: site.id, publishedAt: null });
    const stew = await makeRecipe({ siteId: site.id, publishedAt: null });
    await makeRecipe({ siteId: site.id });
    expect(await drafts(site.id)).toEqual({ counter: 2, real: 2 });
    expect(await drafts(other.id)).toEqual({ counter: null, real: 0 });
    expect((await list(site.id)).total).toBe(3);
    expect((await list(site.id, "draft")).total).toBe(2);
    expect((await list(site.id, "published")).total).toBe(1);

    await setPublished(soup.id, new Date());
    expect(await drafts(site.id)).toEqual({ counter: 1, real: 1 });
    await setPublished(soup.id, null);
    // A draft staying a draft counts nothing.
    await setPublished(soup.id, null);
    expect(await drafts(site.id)).toEqual({ counter: 2, real: 2 });

    await own.update(recipes).set({ siteId: other.id }).where(eq(recipes.id, stew.id));
    expect(await drafts(site.id)).toEqual({ counter: 1, real: 1 });
    expect(await drafts(other.id)).toEqual({ counter: 1, real: 1 });
    expect((await list(other.id)).total).toBe(1);

    await own.delete(recipes).where(eq(recipes.id, soup.id));
    expect(await drafts(site.id)).toEqual({ counter: 0, real: 0 });
    expect((await list(site.id)).total).toBe(1);
    expect((await siteOverview(await siteDbs(site.id), site.id)).recipes).toEqual({
      published: 1,
      draft: 0,
    });
    expect((await siteOverview(await siteDbs(other.id), other.id)).recipes).toEqual({
      published: 0,
      draft: 1,
    });
    // A site with no recipe yet has no row: its counts are 0.
    const quiet = await makeSite();
    expect((await list(quiet.id)).total).toBe(0);
    expect((await siteOverview(await siteDbs(quiet.id), quiet.id)).recipes).toEqual({
      published: 0,
      draft: 0,
    });
  });

  it("keeps the kitchen's recipe list and the Overview reading as many rows on a site twice the size", async () => {
    const site = await makeSite();
    let made = 0;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        made += 1;
        await makeRecipe({
          siteId: site.id,
          publishedAt: made % 3 ? daysAgo(made) : null,
          overrides: { updatedAt: daysAgo(made) },
        });
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      // The site's rows in its database, who people are on the platform: one tally.
      const metered = drizzle(meterD1(siteBinding(site), tally));
      const platform = drizzle(meterD1(env.DB, tally));
      for (const status of [undefined, "draft", "published"] as const) {
        const page = await listManageRecipes(metered, site.id, {
          status,
          sort: "updated",
          limit: 10,
          offset: 0,
        });
        expect(page.recipes).toHaveLength(10);
      }
      const overview = await siteOverview({ site: metered, platform }, site.id);
      expect(overview.recipes.published + overview.recipes.draft).toBe(made);
      return tally.rowsRead;
    };

    await grow(36);
    const before = await rowsRead();
    await grow(36);
    const after = await rowsRead();

    // Counting the site's recipes read each of them once per count (+108 here).
    expect(after).toBe(before);
  });
});
