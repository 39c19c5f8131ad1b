import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";

describe("site bookmarks: bad input", () => {
  it("a missing or malformed recipeId is a 400 naming it", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    for (const json of [{}, { recipeId: "soup" }, { recipeId: 7 }]) {
      const res = await call("POST", `/site/${site.slug}/bookmarks`, { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(["recipeId"]);
    }
    const noBody = await call("POST", `/site/${site.slug}/bookmarks`, { token });
    expect(noBody.status).toBe(400);
  });

  it("unknown, draft and malformed recipe ids are 404", async () => {
    const site = await makeSite();
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    const token = await signedIn((await makeUser()).id, site.id);
    const save = (recipeId: string) =>
      call("POST", `/site/${site.slug}/bookmarks`, { token, json: { recipeId } });
    expect((await save(crypto.randomUUID())).status).toBe(404);
    expect((await save(draft.id)).status).toBe(404);
    const unknown = await call("DELETE", `/site/${site.slug}/bookmarks/${crypto.randomUUID()}`, {
      token,
    });
    expect(unknown.status).toBe(404);
    const malformed = await call("DELETE", `/site/${site.slug}/bookmarks/soup`, { token });
    expect(malformed.status).toBe(404);
    const noSite = await call("POST", "/site/no-such-site/bookmarks", {
      token,
      json: { recipeId: draft.id },
    });
    expect(noSite.status).toBe(404);
  });

  it("on a closed site, malformed and unknown ids are 404, and a second removal too", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const other = await makeRecipe({ siteId: (await makeSite()).id });
    const token = await signedIn((await makeUser()).id);
    await call("POST", `/site/${site.slug}/bookmarks`, { token, json: { recipeId: recipe.id } });
    await db()
      .update(sites)
      .set({ deletedAt: new Date(), purgeAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sites.id, site.id));
    const remove = (recipeId: string, slug = site.slug) =>
      call("DELETE", `/site/${slug}/bookmarks/${recipeId}`, { token });
    expect((await remove("soup")).status).toBe(404);
    expect((await remove(crypto.randomUUID())).status).toBe(404);
    expect((await remove(other.id)).status).toBe(404);
    expect((await remove(recipe.id, "Not A Slug")).status).toBe(404);
    expect((await remove(recipe.id, "no-such-site")).status).toBe(404);
    const bad = await call("POST", `/site/${site.slug}/bookmarks`, { token, json: {} });
    // The site first: a closed one takes no saves, whatever the body.
    expect(bad.status).toBe(404);
    expect((await remove(recipe.id)).status).toBe(200);
    expect((await remove(recipe.id)).status).toBe(404);
  });
});
