import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";

/** A site whose reader saved a recipe, then deleted by its owner (restorable: "closed"). */
async function closedSiteWithBookmark() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const reader = await makeUser();
  const token = await signedIn(reader.id);
  await call("POST", `/site/${site.slug}/bookmarks`, { token, json: { recipeId: recipe.id } });
  const now = Date.now();
  await db()
    .update(sites)
    .set({ deletedAt: new Date(now), purgeAt: new Date(now + 30 * 86_400_000) })
    .where(eq(sites.id, site.id));
  return { site, recipe, token };
}

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

  it("a closed site's bookmark is removed only by its reader: 401 signed out, 404 for others", async () => {
    const { site, recipe, token } = await closedSiteWithBookmark();
    const remove = (as?: string) =>
      call("DELETE", `/site/${site.slug}/bookmarks/${recipe.id}`, as ? { token: as } : {});
    expect((await remove()).status).toBe(401);
    // Another reader, the site's owner (who saved nothing) and a session of another site.
    expect((await remove(await signedIn((await makeUser()).id))).status).toBe(404);
    expect((await remove(await signedIn(site.ownerId))).status).toBe(404);
    const elsewhere = await signedIn((await makeUser()).id, (await makeSite()).id);
    expect((await remove(elsewhere)).status).toBe(401);
    // None of them touched it: it is still the reader's, listed as closed.
    const listed = await call("GET", "/manage/bookmarks", { token });
    expect(listed.body.bookmarks).toEqual([
      expect.objectContaining({ site: expect.objectContaining({ closed: true }) }),
    ]);
    expect((await remove(token)).status).toBe(200);
  });

  it("a closed site takes no new bookmark, nor its current-user read", async () => {
    const { site, recipe, token } = await closedSiteWithBookmark();
    await call("DELETE", `/site/${site.slug}/bookmarks/${recipe.id}`, { token });
    const save = await call("POST", `/site/${site.slug}/bookmarks`, {
      token,
      json: { recipeId: recipe.id },
    });
    expect(save.status).toBe(404);
    expect((await call("GET", `/site/${site.slug}/current-user`, { token })).status).toBe(404);
    expect((await call("GET", "/manage/bookmarks", { token })).body.bookmarks).toEqual([]);
  });
});
