import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, makeSite, siteDb } from "../../test/factories";
import { makeRecipe } from "../../test/recipe-factories";
import {
  contentMatch,
  ftsQuery,
  publishedOnSiteMatch,
  publishedScopeToken,
  siteIdBySlug,
} from "./search";

describe("ftsQuery", () => {
  it("quotes every word, ANDs them and prefix-matches the last", () => {
    expect(ftsQuery("chicken noo")).toBe('"chicken" AND "noo"*');
    expect(ftsQuery("soup")).toBe('"soup"*');
  });

  it("drops FTS5 syntax: quotes, operators' punctuation, column filters", () => {
    expect(ftsQuery('apple" OR title:pie* -(x) NEAR(a b)')).toBe(
      '"apple" AND "OR" AND "title" AND "pie" AND "x" AND "NEAR" AND "a" AND "b"*',
    );
  });

  it("keeps letters of every script and their accents", () => {
    expect(ftsQuery("crème brûlée")).toBe('"crème" AND "brûlée"*');
    expect(ftsQuery("餃子")).toBe('"餃子"*');
  });

  it("has nothing to search for in punctuation alone", () => {
    expect(ftsQuery("  !!! ** ")).toBeNull();
  });

  it("keeps a long text to a bounded number of words", () => {
    expect(ftsQuery("a ".repeat(50))?.split(" AND ")).toHaveLength(12);
  });
});

describe("match scoping", () => {
  // The query is built in SQL (the site id may be a subquery): read back what SQLite makes.
  const built = async (siteId: SQL | string) =>
    (
      await db().get<{ match: string }>(
        sql`select ${publishedOnSiteMatch(siteId, '"soup"*')} as match`,
      )
    ).match;

  it("keeps a reader's words to the recipe text and the site's published recipes", async () => {
    expect(contentMatch('"soup"*')).toBe(
      '{title search_description search_ingredients search_keywords} : ("soup"*)',
    );
    expect(await built("0a1b-2c")).toBe(
      `search_scope : "${publishedScopeToken("0a1b-2c")}" AND {title search_description search_ingredients search_keywords} : ("soup"*)`,
    );
    expect(publishedScopeToken("0a1b-2c")).toBe("s0a1b2cpublished");
  });

  it("names the site by slug inside the statement, and a missing site matches nothing", async () => {
    const site = await makeSite();
    await makeRecipe({ siteId: site.id, title: "Soup of the day" });
    // The site's database, where its anchor names it by slug beside its recipes (ADR 0014).
    const own = await siteDb(site.id);
    expect(await built(siteIdBySlug(own, site.slug))).toBe(await built(site.id));
    const matches = async (slug: string) =>
      (
        await own.all<{ rowid: number }>(
          sql`select rowid from recipe_search where recipe_search match ${publishedOnSiteMatch(siteIdBySlug(own, slug), '"soup"*')}`,
        )
      ).length;
    expect(await matches(site.slug)).toBe(1);
    // FTS5 refuses a null query: an unknown slug must still make a valid one.
    expect(await matches("no-such-site")).toBe(0);
  });
});
