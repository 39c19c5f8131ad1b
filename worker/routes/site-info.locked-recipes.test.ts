import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen, minimalRecipe, publishedRecipe } from "../test/manage-factories";

/**
 * GET site/{siteSlug}/current-site says whether the site has a published subscriber-only
 * recipe: the upgrade pitch promises "all recipes" only then. The answer is cached under the
 * content version, so every change that flips it must move the version too.
 */

const currentSite = async (slug: string) => {
  const res = await call("GET", `/site/${slug}/current-site`);
  expect(res.status).toBe(200);
  return res.body.site as { hasSubscriberOnlyRecipes: boolean; contentVersion: number };
};

describe("current-site hasSubscriberOnlyRecipes", () => {
  it("follows publishing, the recipe's access and unpublishing, each with a new version", async () => {
    const { site, token } = await makeKitchen();
    expect((await currentSite(site.slug)).hasSubscriberOnlyRecipes).toBe(false);

    const body = minimalRecipe();
    const recipe = await publishedRecipe(site.slug, token, body);
    const open = await currentSite(site.slug);
    expect(open.hasSubscriberOnlyRecipes).toBe(false);

    // A draft for subscribers only promises nothing: readers cannot see it.
    const draft = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({ privacySetting: "subscribers_only" }),
    });
    expect(draft.status).toBe(201);
    expect((await currentSite(site.slug)).hasSubscriberOnlyRecipes).toBe(false);

    const locked = await call("PUT", `/manage/${site.slug}/recipes/${recipe.id}`, {
      token,
      json: { ...body, privacySetting: "subscribers_only" },
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const afterLock = await currentSite(site.slug);
    expect(afterLock.hasSubscriberOnlyRecipes).toBe(true);
    expect(afterLock.contentVersion).toBeGreaterThan(open.contentVersion);

    const unpublished = await call("POST", `/manage/${site.slug}/recipes/${recipe.id}/unpublish`, {
      token,
    });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    const afterUnpublish = await currentSite(site.slug);
    expect(afterUnpublish.hasSubscriberOnlyRecipes).toBe(false);
    expect(afterUnpublish.contentVersion).toBeGreaterThan(afterLock.contentVersion);
  });

  it("is each site's own: another site's locked recipe does not count", async () => {
    const mine = await makeKitchen();
    const other = await makeKitchen();
    await publishedRecipe(mine.site.slug, mine.token);
    await publishedRecipe(
      other.site.slug,
      other.token,
      minimalRecipe({ privacySetting: "subscribers_only" }),
    );
    expect((await currentSite(mine.site.slug)).hasSubscriberOnlyRecipes).toBe(false);
    expect((await currentSite(other.site.slug)).hasSubscriberOnlyRecipes).toBe(true);
  });
});
