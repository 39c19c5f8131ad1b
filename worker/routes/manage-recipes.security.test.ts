import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import {
  createRecipe,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

/** Every recipe call of one site, for a given recipe id. */
const routes = (siteSlug: string, recipeId: string, slug: string) =>
  [
    ["GET", `/manage/${siteSlug}/recipes`, undefined],
    ["POST", `/manage/${siteSlug}/recipes`, minimalRecipe()],
    ["GET", `/manage/${siteSlug}/published-recipes`, undefined],
    ["GET", `/manage/${siteSlug}/recipes/${recipeId}`, undefined],
    ["PUT", `/manage/${siteSlug}/recipes/${recipeId}`, minimalRecipe({ slug, title: "Hijacked" })],
    [
      "POST",
      `/manage/${siteSlug}/recipes/${recipeId}/publish`,
      minimalRecipe({ slug, title: "Hijacked" }),
    ],
    ["POST", `/manage/${siteSlug}/recipes/${recipeId}/unpublish`, undefined],
    ["DELETE", `/manage/${siteSlug}/recipes/${recipeId}`, undefined],
  ] as const;

async function fixture() {
  const kitchen = await makeKitchen();
  const recipe = await publishedRecipe(
    kitchen.site.slug,
    kitchen.token,
    minimalRecipe({ title: "Mine" }),
  );
  return { ...kitchen, recipe };
}

/** The recipe is still there, published and untouched. */
async function expectUntouched(siteSlug: string, token: string, recipeId: string) {
  const res = await call("GET", `/manage/${siteSlug}/recipes/${recipeId}`, { token });
  expect(res.status).toBe(200);
  expect(res.body.recipe).toMatchObject({ title: "Mine", status: "published" });
}

describe("manage recipes: who may call", () => {
  it("signed out is 401 on every call", async () => {
    const { site, recipe } = await fixture();
    for (const [method, path, json] of routes(site.slug, recipe.id, recipe.slug)) {
      expect((await call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("a user who runs no site is 404 on every call, even with a bad body", async () => {
    const { site, token, recipe } = await fixture();
    const stranger = await signedIn((await makeUser()).id);
    for (const [method, path, json] of routes(site.slug, recipe.id, recipe.slug)) {
      const res = await call(method, path, { token: stranger, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Mine");
    }
    const bad = await call("POST", `/manage/${site.slug}/recipes`, { token: stranger, json: {} });
    expect(bad.status).toBe(404);
    await expectUntouched(site.slug, token, recipe.id);
  });

  it("another site's owner is 404 on every call", async () => {
    const { site, token, recipe } = await fixture();
    const other = await makeKitchen();
    for (const [method, path, json] of routes(site.slug, recipe.id, recipe.slug)) {
      expect(
        (await call(method, path, { token: other.token, json })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    await expectUntouched(site.slug, token, recipe.id);
  });

  it("the owner's session signed in on another site is 401 here", async () => {
    const { site, owner, token, recipe } = await fixture();
    const other = await makeKitchen({ ownerId: owner.id });
    const elsewhere = await signedIn(owner.id, other.site.id);
    for (const [method, path, json] of routes(site.slug, recipe.id, recipe.slug)) {
      expect(
        (await call(method, path, { token: elsewhere, json })).status,
        `${method} ${path}`,
      ).toBe(401);
    }
    await expectUntouched(site.slug, token, recipe.id);
  });

  it("another site's recipe id under my own site is 404 and leaves it alone", async () => {
    const mine = await makeKitchen();
    const { site, token, recipe } = await fixture();
    for (const [method, path, json] of routes(mine.site.slug, recipe.id, recipe.slug).slice(3)) {
      const res = await call(method, path, { token: mine.token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Mine");
    }
    await expectUntouched(site.slug, token, recipe.id);
  });

  it("another site's draft never shows in my lists", async () => {
    const mine = await makeKitchen();
    const theirs = await makeKitchen();
    await createRecipe(theirs.site.slug, theirs.token, minimalRecipe({ title: "Secret draft" }));
    const list = await call("GET", `/manage/${mine.site.slug}/recipes?query=secret`, {
      token: mine.token,
    });
    expect(list.body.total).toBe(0);
  });

  it("an unknown site is 404, signed in", async () => {
    const { token } = await makeKitchen();
    expect((await call("GET", "/manage/no-such-site/recipes", { token })).status).toBe(404);
  });
});
