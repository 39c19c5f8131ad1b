import { featuredRecipes } from "@schema/db/site-content";
import { describe, expect, it } from "vitest";
import { call, makeSite, siteDb } from "../../test/factories";
import { makeImage, makeRecipe } from "../../test/recipe-factories";

describe("current-site featuredRecipes", () => {
  it("are cards in featured order, published only, five at most", async () => {
    const site = await makeSite();
    const picks = [];
    for (let i = 0; i < 7; i++) {
      picks.push(await makeRecipe({ siteId: site.id, publishedAt: i === 1 ? null : new Date() }));
    }
    // In the same database: only there can a pick name another site's recipe.
    const other = await makeSite({ database: site.database });
    const foreign = await makeRecipe({ siteId: other.id });
    // Featured in reverse of creation; one pick is a draft, one another site's recipe.
    await (await siteDb(site.id)).insert(featuredRecipes).values([
      ...picks.map((recipe, index) => ({
        siteId: site.id,
        recipeId: recipe.id,
        position: picks.length - index,
      })),
      { siteId: site.id, recipeId: foreign.id, position: 0 },
    ]);

    const res = await call("GET", `/site/${site.slug}/current-site`);
    expect(res.status).toBe(200);
    const featured = res.body.site.featuredRecipes;
    expect(featured.map((card: { id: string }) => card.id)).toEqual(
      [picks[6], picks[5], picks[4], picks[3], picks[2]].map((recipe) => recipe?.id),
    );
    expect(featured[0]).toMatchObject({ slug: picks[6]?.slug, images: [], categories: [] });
  });

  it("the cover comes with the card", async () => {
    const site = await makeSite();
    const cover = await makeImage(site.id);
    const recipe = await makeRecipe({ siteId: site.id, imageIds: [cover.id] });
    await (await siteDb(site.id))
      .insert(featuredRecipes)
      .values({ siteId: site.id, recipeId: recipe.id, position: 0 });
    const res = await call("GET", `/site/${site.slug}/current-site`);
    expect(res.body.site.featuredRecipes[0].images[0]).toMatchObject({ id: cover.id });
  });

  it("a site featuring nothing has an empty list", async () => {
    const site = await makeSite();
    const res = await call("GET", `/site/${site.slug}/current-site`);
    expect(res.body.site.featuredRecipes).toEqual([]);
  });
});
