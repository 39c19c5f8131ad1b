import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
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
});
