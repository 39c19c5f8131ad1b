import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import { makeKitchen, publishedRecipe } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

describe("site bookmarks: happy paths", () => {
  it("saves and unsaves recipes, each call answering with the site's bookmarks", async () => {
    const site = await makeSite();
    const [soup, bread] = [
      await makeRecipe({ siteId: site.id }),
      await makeRecipe({ siteId: site.id }),
    ];
    const token = await signedIn((await makeUser()).id, site.id);
    const save = (recipeId: string) =>
      call("POST", `/site/${site.slug}/bookmarks`, {
        token,
        json: { recipeId, siteSlug: site.slug },
      });

    const first = await save(soup.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ siteUserData: { bookmarks: [soup.id] } });
    const second = await save(bread.id);
    expect(second.body.siteUserData.bookmarks.sort()).toEqual([soup.id, bread.id].sort());
    // Saving again changes nothing.
    expect((await save(bread.id)).body.siteUserData.bookmarks).toHaveLength(2);

    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.siteUserData.bookmarks.sort()).toEqual([soup.id, bread.id].sort());

    const removed = await call("DELETE", `/site/${site.slug}/bookmarks/${soup.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ siteUserData: { bookmarks: [bread.id] } });
    // Removing again is fine too.
    const again = await call("DELETE", `/site/${site.slug}/bookmarks/${soup.id}`, { token });
    expect(again.status).toBe(200);
    expect(again.body.siteUserData.bookmarks).toEqual([bread.id]);
  });

  it("a recipe unpublished after it was saved can still be unsaved", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const user = await makeUser();
    const token = await signedIn(user.id);
    await call("POST", `/site/${site.slug}/bookmarks`, { token, json: { recipeId: recipe.id } });
    await db().update(recipes).set({ publishedAt: null }).where(eq(recipes.id, recipe.id));
    const res = await call("DELETE", `/site/${site.slug}/bookmarks/${recipe.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.siteUserData.bookmarks).toEqual([]);
  });
});

describe("site bookmarks: a closed site's", () => {
  it("the reader removes them from the account area after the site is deleted", async () => {
    const kitchen = await makeKitchen();
    const [soup, bread] = [
      await publishedRecipe(kitchen.site.slug, kitchen.token),
      await publishedRecipe(kitchen.site.slug, kitchen.token),
    ];
    // The account area's session: the platform's, as the Bookmarks page sends.
    const token = await signedIn((await makeUser()).id);
    for (const recipe of [soup, bread]) {
      const saved = await call("POST", `/site/${kitchen.site.slug}/bookmarks`, {
        token,
        json: { recipeId: recipe.id },
      });
      expect(saved.status).toBe(200);
    }
    const deleted = await call("POST", `/manage/${kitchen.site.slug}/deletion`, {
      token: kitchen.token,
      json: { confirmSlug: kitchen.site.slug },
    });
    expect(deleted.status).toBe(200);
    const listed = await call("GET", "/manage/bookmarks", { token });
    expect(listed.body.bookmarks.map((b: { site: { closed: boolean } }) => b.site.closed)).toEqual([
      true,
      true,
    ]);

    const removed = await call("DELETE", `/site/${kitchen.site.slug}/bookmarks/${soup.id}`, {
      token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toEqual({ siteUserData: { bookmarks: [bread.id] } });
    const left = await call("GET", "/manage/bookmarks", { token });
    expect(left.body.bookmarks.map((b: { recipe: { id: string } }) => b.recipe.id)).toEqual([
      bread.id,
    ]);

    // Past its undo window, before the purge has run, it is still listed and still removable.
    await db()
      .update(sites)
      .set({ purgeAt: new Date(Date.now() - 1000) })
      .where(eq(sites.id, kitchen.site.id));
    const last = await call("DELETE", `/site/${kitchen.site.slug}/bookmarks/${bread.id}`, {
      token,
    });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ siteUserData: { bookmarks: [] } });
    expect((await call("GET", "/manage/bookmarks", { token })).body.bookmarks).toEqual([]);
  });
});
