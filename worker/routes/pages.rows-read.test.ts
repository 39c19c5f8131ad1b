import { env } from "cloudflare:test";
import { collectionRecipes } from "@schema/db/collections";
import { featuredRecipes } from "@schema/db/site-content";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../lib/d1-meter";
import { MORE_RECIPES_CANDIDATES } from "../services/recipes/related";
import { call, makeSite, siteDb } from "../test/factories";
import { makeCommentRow, makeKitchen, makeSubscriberRow } from "../test/manage-factories";
import { daysAgo, makeCollection, makeRecipe, makeTerm } from "../test/recipe-factories";

/**
 * docs/capacity.md "Rows read per page": the API calls of the public pages and of the
 * kitchen's read as many rows on a site twice the size (more recipes, terms in use,
 * collections' lists, comments and subscribers), so what a page costs follows what it shows.
 * A search is left out: it ranks every recipe that matches.
 */
/**
 * Each call reads within a few rows of what it read before the site doubled (the recipe
 * index was seen reading one more in a full run); one that read per recipe, comment or
 * subscriber would read 40 or more rows more.
 */
/**
 * The bindings with every database metered into one tally: a site's rows are read in its
 * site database, who people are and the directory in the platform's (ADR 0014).
 */
const metered = (tally: D1Tally) => ({
  ...env,
  DB: meterD1(env.DB, tally),
  SITE_DB_1: meterD1(env.SITE_DB_1, tally),
  SITE_DB_2: meterD1(env.SITE_DB_2, tally),
});

function expectBounded(before: Record<string, number>, after: Record<string, number>) {
  for (const [page, rows] of Object.entries(before)) {
    expect((after[page] ?? 0) - rows, page).toBeLessThan(5);
  }
}

describe("pages' rows read", () => {
  it("stay the same for the public pages on a site twice the size", async () => {
    const site = await makeSite();
    const tags = [await makeTerm("tags", "Quick"), await makeTerm("tags", "Soup")];
    const cuisine = await makeTerm("cuisines", "House", site.id);
    const terms = { tags: tags.map((tag) => tag.id), cuisines: [cuisine.id] };
    const recipe = await makeRecipe({ siteId: site.id, slug: "the-one", terms });
    const own = await siteDb(site.id);
    await own.insert(featuredRecipes).values({ siteId: site.id, recipeId: recipe.id, position: 0 });
    const lists = [
      await makeCollection({ siteId: site.id }),
      await makeCollection({ siteId: site.id }),
    ];
    let made = 0;
    const grow = async (count: number) => {
      const ids: string[] = [];
      for (let n = 0; n < count; n++) {
        made += 1;
        const other = await makeRecipe({ siteId: site.id, publishedAt: daysAgo(made), terms });
        ids.push(other.id);
        await makeCommentRow({ siteId: site.id, recipeId: other.id });
        await makeSubscriberRow(site.id, n % 2 ? "free" : "monthly", {
          createdAt: daysAgo(200 + made),
        });
      }
      // The same collections with longer lists.
      for (const list of lists) {
        for (const recipeId of ids) {
          await own
            .insert(collectionRecipes)
            .values({ collectionId: list.id, recipeId, position: made });
        }
      }
    };
    const pages = [
      `/site/${site.slug}/recipes/the-one`,
      `/site/${site.slug}/recipes`,
      `/site/${site.slug}/filters`,
      `/site/${site.slug}/collections`,
      `/site/${site.slug}/current-site`,
    ];
    const rowsRead = async () => {
      const read: Record<string, number> = {};
      for (const page of pages) {
        const tally: D1Tally = { queries: 0, rowsRead: 0 };
        const res = await call("GET", page, {}, metered(tally));
        expect(res.status).toBe(200);
        read[page] = tally.rowsRead;
      }
      return read;
    };

    // More recipes ranks the newest candidates: past them, the site only grows.
    await grow(MORE_RECIPES_CANDIDATES + 10);
    const before = await rowsRead();
    await grow(MORE_RECIPES_CANDIDATES + 10);
    expectBounded(before, await rowsRead());
  });

  it("stay the same for the kitchen's pages on a site twice the size", async () => {
    const { site, token } = await makeKitchen();
    let made = 0;
    const grow = async (count: number) => {
      for (let n = 0; n < count; n++) {
        made += 1;
        const recipe = await makeRecipe({
          siteId: site.id,
          publishedAt: made % 3 ? daysAgo(made) : null,
          overrides: { updatedAt: daysAgo(made) },
        });
        await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: made % 5 === 0 });
        await makeSubscriberRow(site.id, n % 2 ? "free" : "yearly", {
          createdAt: daysAgo(200 + made),
        });
      }
    };
    // Pages full before the site grows, so each shows as much after.
    const pages = [
      `/manage/${site.slug}/current-site`,
      `/manage/${site.slug}/recipes`,
      `/manage/${site.slug}/recipes?status=draft&limit=10`,
      `/manage/${site.slug}/subscribers?limit=10`,
      `/manage/${site.slug}/subscribers?plan=yearly&limit=10`,
      `/manage/${site.slug}/overview`,
    ];
    const rowsRead = async () => {
      const read: Record<string, number> = {};
      for (const page of pages) {
        const tally: D1Tally = { queries: 0, rowsRead: 0 };
        const res = await call("GET", page, { token }, metered(tally));
        expect(res.status).toBe(200);
        read[page] = tally.rowsRead;
      }
      return read;
    };

    await grow(40);
    const before = await rowsRead();
    await grow(40);
    expectBounded(before, await rowsRead());
  });
});
