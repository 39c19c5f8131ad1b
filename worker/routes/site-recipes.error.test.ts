import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";

describe("GET /site/{siteSlug}/recipes with bad parameters", () => {
  it.each([
    ["limit=0", "limit"],
    ["limit=1000", "limit"],
    ["limit=abc", "limit"],
    ["limit=2.5", "limit"],
    ["offset=-1", "offset"],
    ["orderBy=bogus", "orderBy"],
    ["cuisines=not-a-uuid", "cuisines"],
    ["meals=0b6f2a5e-2b1c-4d47-9b0e-0d6a8f1f2c3a,nope", "meals"],
    [`query=${"a".repeat(201)}`, "query"],
  ])("%s is a 400 naming %s", async (query, path) => {
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/recipes?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
  });

  it("accepts the edges of the ranges", async () => {
    const site = await makeSite();
    for (const query of ["limit=1", "limit=100", "offset=0", "orderBy=published_at_desc"]) {
      expect((await call("GET", `/site/${site.slug}/recipes?${query}`)).status, query).toBe(200);
    }
  });

  it("an unknown site is a 404", async () => {
    expect((await call("GET", "/site/no-such-site/recipes")).status).toBe(404);
    expect((await call("GET", "/site/no-such-site/recipes/anything")).status).toBe(404);
  });
});

describe("GET /site/{siteSlug}/recipes/{recipeSlug} with bad parameters", () => {
  it("an unknown recipe is a 404", async () => {
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/recipes/no-such-recipe`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
  });

  it("a malformed preview flag is a 400", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const res = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}?preview=yes`);
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("preview");
  });
});
