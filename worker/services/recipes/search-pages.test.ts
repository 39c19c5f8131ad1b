import { recipes } from "@schema/db/recipes";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inIdList } from "../../lib/sql-id-list";
import { makeSite, siteDb } from "../../test/factories";
import { daysAgo, makeRecipe, makeTerm } from "../../test/recipe-factories";
import { publishedOnSiteMatch, siteIdBySlug } from "./search";
import { newestMatchPlan, rankedFilteredPlan, rankedMatchPlan, runPlan } from "./search-pages";
import { taxonomyTables } from "./taxonomy-tables";

const slugs = (page: { recipes: { slug: string }[] }) => page.recipes.map((card) => card.slug);

describe("newestMatchPage", () => {
  it("walks the index or sorts the few, with the same pages and totals either way", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    // In the same database, where its recipes could slip into this site's pages.
    const other = await makeSite({ database: site.database });
    const made = [];
    for (let day = 0; day < 7; day++) {
      made.push(
        await makeRecipe({ siteId: site.id, title: `Fig tart ${day}`, publishedAt: daysAgo(day) }),
      );
    }
    // Two published at the same moment: the id decides, in both plans.
    const moment = daysAgo(10);
    const tied = [
      await makeRecipe({ siteId: site.id, title: "Fig jam", publishedAt: moment }),
      await makeRecipe({ siteId: site.id, title: "Fig relish", publishedAt: moment }),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    await makeRecipe({ siteId: site.id, title: "Fig draft", publishedAt: null });
    await makeRecipe({ siteId: other.id, title: "Fig elsewhere" });
    await makeRecipe({ siteId: site.id, title: "Plum tart", publishedAt: daysAgo(3) });
    const newestFirst = [...made, ...tied].map((recipe) => recipe.slug);
    const siteId = siteIdBySlug(own, site.slug);
    const match = publishedOnSiteMatch(siteId, '"fi"*');

    for (const { limit, offset } of [
      { limit: 24, offset: 0 },
      { limit: 3, offset: 0 },
      { limit: 3, offset: 6 },
      { limit: 3, offset: 9 },
      { limit: 3, offset: 50 },
    ]) {
      const expected = newestFirst.slice(offset, offset + limit);
      // walkAbove 0: always walk the index; 10,000: always sort the matches.
      for (const walkAbove of [0, 10_000]) {
        const page = await runPlan(
          own,
          newestMatchPlan(own, siteId, match, { limit, offset }, walkAbove),
        );
        expect(slugs(page), `${walkAbove} ${limit}@${offset}`).toEqual(expected);
        expect(page.total).toBe(9);
      }
    }
  });

  it("has an empty page and a zero total for words no recipe has", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    await makeRecipe({ siteId: site.id, title: "Pear cake" });
    const siteId = siteIdBySlug(own, site.slug);
    const match = publishedOnSiteMatch(siteId, '"quokka"*');
    for (const walkAbove of [0, 10_000]) {
      const plan = newestMatchPlan(own, siteId, match, { limit: 24, offset: 0 }, walkAbove);
      expect(await runPlan(own, plan)).toEqual({
        recipes: [],
        total: 0,
      });
    }
  });
});

describe("rankedMatchPlan", () => {
  it("ranks in one statement, ties by rowid, with the total on every page and past the end", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    // In the same database, where its recipes could slip into this site's pages.
    const other = await makeSite({ database: site.database });
    // Same words, same lengths: equal bm25 scores, so insertion order (rowid) decides.
    const tied = [];
    for (let i = 0; i < 5; i++) {
      tied.push(await makeRecipe({ siteId: site.id, title: `Quince paste ${i}` }));
    }
    const best = await makeRecipe({ siteId: site.id, title: "Quince quince quince" });
    await makeRecipe({ siteId: site.id, title: "Quince draft", publishedAt: null });
    await makeRecipe({ siteId: other.id, title: "Quince elsewhere" });
    const ranked = [best, ...tied].map((recipe) => recipe.slug);
    const match = publishedOnSiteMatch(siteIdBySlug(own, site.slug), '"quin"*');

    const plan = (limit: number, offset: number) => rankedMatchPlan(own, match, { limit, offset });
    expect(plan(24, 0).statements).toHaveLength(1);
    for (const [limit, offset] of [
      [24, 0],
      [2, 0],
      [2, 2],
      [2, 4],
      [2, 6],
      [2, 40],
    ] as const) {
      const page = await runPlan(own, plan(limit, offset));
      expect(slugs(page), `${limit}@${offset}`).toEqual(ranked.slice(offset, offset + limit));
      expect(page.total, `${limit}@${offset}`).toBe(6);
    }
  });
});

describe("rankedFilteredPlan", () => {
  it("ranks what passes the filters in one statement: ties newest first, then by id", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    const thai = await makeTerm("cuisines", "Thai", site.id);
    const cuisine = { cuisines: [thai.id] };
    const best = await makeRecipe({
      siteId: site.id,
      title: "Curry curry curry",
      publishedAt: daysAgo(9),
      terms: cuisine,
    });
    // Equal scores (same words, same lengths): newest first, then the smaller id.
    const newer = await makeRecipe({
      siteId: site.id,
      title: "Curry paste 1",
      publishedAt: daysAgo(1),
      terms: cuisine,
    });
    const moment = daysAgo(5);
    const tied = [
      await makeRecipe({
        siteId: site.id,
        title: "Curry paste 2",
        publishedAt: moment,
        terms: cuisine,
      }),
      await makeRecipe({
        siteId: site.id,
        title: "Curry paste 3",
        publishedAt: moment,
        terms: cuisine,
      }),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    await makeRecipe({ siteId: site.id, title: "Curry paste 4" }); // not Thai
    await makeRecipe({ siteId: site.id, title: "Curry draft", publishedAt: null, terms: cuisine });
    const ranked = [best, newer, ...tied].map((recipe) => recipe.slug);

    const siteId = siteIdBySlug(own, site.slug);
    const match = publishedOnSiteMatch(siteId, '"curr"*');
    const { link } = taxonomyTables.cuisines;
    const thaiOnly = sql`${recipes.id} in (select ${link.recipeId} from ${link} where ${inIdList(link.taxonomyId, [thai.id])})`;
    for (const [limit, offset] of [
      [24, 0],
      [2, 0],
      [2, 2],
      [2, 30],
    ] as const) {
      const plan = rankedFilteredPlan(own, siteId, match, [thaiOnly], { limit, offset });
      expect(plan.statements).toHaveLength(1);
      const page = await runPlan(own, plan);
      expect(slugs(page), `${limit}@${offset}`).toEqual(ranked.slice(offset, offset + limit));
      expect(page.total, `${limit}@${offset}`).toBe(4);
    }
  });
});
