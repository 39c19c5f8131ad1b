import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { doc, makeManager, makeRecipe, makeSubscriber } from "../test/recipe-factories";

const rate = (slug: string, token: string | undefined, recipeId: string, stars = 4) =>
  call("PUT", `/site/${slug}/ratings`, { token, json: { recipeId, stars } });

describe("site ratings: security", () => {
  it("signed out is 401 for rating and removing", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    expect((await rate(site.slug, undefined, recipe.id)).status).toBe(401);
    const remove = await call("DELETE", `/site/${site.slug}/ratings/${recipe.id}`);
    expect(remove.status).toBe(401);
  });

  it("a session signed in on another site is 401 here", async () => {
    const [site, other] = [await makeSite(), await makeSite()];
    const recipe = await makeRecipe({ siteId: site.id });
    const token = await signedIn((await makeUser()).id, other.id);
    expect((await rate(site.slug, token, recipe.id)).status).toBe(401);
  });

  it("another site's recipe is 404 through this site, and its rating stays its own", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const foreign = await makeRecipe({ siteId: theirs.id });
    const token = await signedIn((await makeUser()).id);
    expect((await rate(mine.slug, token, foreign.id)).status).toBe(404);
    await rate(theirs.slug, token, foreign.id, 5);
    const remove = await call("DELETE", `/site/${mine.slug}/ratings/${foreign.id}`, { token });
    expect(remove.status).toBe(404);
    const read = await call("GET", `/site/${mine.slug}/ratings?recipeId=${foreign.id}`);
    expect(read.status).toBe(404);
    const there = await call("GET", `/site/${theirs.slug}/ratings?recipeId=${foreign.id}`);
    expect(there.body.rating.count).toBe(1);
  });

  it("the site's owner and managers cannot rate its recipes, even with a comment", async () => {
    const { site, token: owner } = await makeKitchen({ commentsEnabled: true });
    const recipe = await makeRecipe({ siteId: site.id });
    const own = await rate(site.slug, owner, recipe.id, 5);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You can't rate the recipes of a site you run.");
    const manager = await signedIn((await makeManager(site.id)).id);
    expect((await rate(site.slug, manager, recipe.id, 5)).status).toBe(403);
    const review = await call("POST", `/site/${site.slug}/comments`, {
      token: owner,
      json: { recipeId: recipe.id, content: doc("Mine is the best"), stars: 5 },
    });
    expect(review.status).toBe(403);
    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(list.body.comments).toHaveLength(0);
    const summary = await call("GET", `/site/${site.slug}/ratings?recipeId=${recipe.id}`);
    expect(summary.body.rating.count).toBe(0);
  });

  it("a subscriber-only recipe is rated only by those who can read it", async () => {
    const site = await makeSite({ commentsEnabled: true });
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const stranger = await signedIn((await makeUser()).id, site.id);
    const free = await signedIn((await makeSubscriber(site.id, "free")).id, site.id);
    const lapsed = await signedIn(
      (await makeSubscriber(site.id, "monthly", "canceled")).id,
      site.id,
    );
    for (const token of [stranger, free, lapsed]) {
      const res = await rate(site.slug, token, recipe.id, 1);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/full access/);
    }
    // A free subscriber may comment there, but not give stars with it.
    const withStars = await call("POST", `/site/${site.slug}/comments`, {
      token: free,
      json: { recipeId: recipe.id, content: doc("Looks nice"), stars: 1 },
    });
    expect(withStars.status).toBe(403);
    const summary = await call("GET", `/site/${site.slug}/ratings?recipeId=${recipe.id}`);
    expect(summary.body.rating.count).toBe(0);
  });

  it("one person's removal leaves another's rating alone", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const [a, b] = [await makeUser(), await makeUser()];
    await rate(site.slug, await signedIn(a.id, site.id), recipe.id, 5);
    const res = await call("DELETE", `/site/${site.slug}/ratings/${recipe.id}`, {
      token: await signedIn(b.id, site.id),
    });
    expect(res.body.rating).toMatchObject({ count: 1, average: 5, mine: null });
  });
});
