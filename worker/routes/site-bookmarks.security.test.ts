import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";

describe("site bookmarks: security", () => {
  it("signed out is 401 for both calls", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const save = await call("POST", `/site/${site.slug}/bookmarks`, {
      json: { recipeId: recipe.id },
    });
    expect(save.status).toBe(401);
    const remove = await call("DELETE", `/site/${site.slug}/bookmarks/${recipe.id}`);
    expect(remove.status).toBe(401);
  });

  it("a session signed in on another site is 401 here", async () => {
    const [site, other] = [await makeSite(), await makeSite()];
    const recipe = await makeRecipe({ siteId: site.id });
    const token = await signedIn((await makeUser()).id, other.id);
    const res = await call("POST", `/site/${site.slug}/bookmarks`, {
      token,
      json: { recipeId: recipe.id },
    });
    expect(res.status).toBe(401);
  });

  it("another site's recipe id is 404 through this site, for saving and unsaving", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const foreign = await makeRecipe({ siteId: theirs.id });
    const token = await signedIn((await makeUser()).id);
    const save = await call("POST", `/site/${mine.slug}/bookmarks`, {
      token,
      json: { recipeId: foreign.id },
    });
    expect(save.status).toBe(404);
    // Saved on its own site, it cannot be removed (or seen) through another.
    await call("POST", `/site/${theirs.slug}/bookmarks`, { token, json: { recipeId: foreign.id } });
    const remove = await call("DELETE", `/site/${mine.slug}/bookmarks/${foreign.id}`, { token });
    expect(remove.status).toBe(404);
    const here = await call("GET", `/site/${mine.slug}/current-user`, { token });
    expect(here.body.siteUserData.bookmarks).toEqual([]);
    const there = await call("GET", `/site/${theirs.slug}/current-user`, { token });
    expect(there.body.siteUserData.bookmarks).toEqual([foreign.id]);
  });

  it("one person's bookmarks are not another's", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const [a, b] = [await makeUser(), await makeUser()];
    await call("POST", `/site/${site.slug}/bookmarks`, {
      token: await signedIn(a.id, site.id),
      json: { recipeId: recipe.id },
    });
    const tokenB = await signedIn(b.id, site.id);
    // B unsaving the recipe leaves A's bookmark alone.
    const res = await call("DELETE", `/site/${site.slug}/bookmarks/${recipe.id}`, {
      token: tokenB,
    });
    expect(res.body.siteUserData.bookmarks).toEqual([]);
    const aMe = await call("GET", `/site/${site.slug}/current-user`, {
      token: await signedIn(a.id, site.id),
    });
    expect(aMe.body.siteUserData.bookmarks).toEqual([recipe.id]);
  });
});
