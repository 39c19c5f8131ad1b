import { describe, expect, it } from "vitest";
import { ftsQuery } from "./recipe-search";

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
  it("keeps a reader's words to the recipe text and the site's published recipes", async () => {
    const { contentMatch, publishedOnSiteMatch } = await import("./recipe-search");
    expect(contentMatch('"soup"*')).toBe(
      '{title search_description search_ingredients search_keywords} : ("soup"*)',
    );
    expect(publishedOnSiteMatch("0a1b-2c", '"soup"*')).toBe(
      'search_scope : "s0a1b2cpublished" AND {title search_description search_ingredients search_keywords} : ("soup"*)',
    );
  });
});
