import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";
import { makeRecipe, makeTerm } from "../test/recipe-factories";

describe("GET /site/{siteSlug}/filters counts only this site's published recipes", () => {
  it("drafts do not count, and a term used only by drafts is left out", async () => {
    const site = await makeSite();
    const thai = await makeTerm("cuisines", "Thai");
    const draftOnly = await makeTerm("cuisines", "Secret cuisine");
    await makeRecipe({ siteId: site.id, terms: { cuisines: [thai.id] } });
    await makeRecipe({
      siteId: site.id,
      publishedAt: null,
      terms: { cuisines: [thai.id, draftOnly.id] },
    });
    const res = await call("GET", `/site/${site.slug}/filters`);
    expect(res.body.cuisines).toEqual([
      { id: thai.id, slug: thai.slug, title: "Thai", recipeCount: 1 },
    ]);
  });

  it("another site's recipes do not count, and its terms do not show", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const shared = await makeTerm("meals", "Dinner");
    const theirOwn = await makeTerm("meals", "Their own meal", theirs.id);
    await makeRecipe({ siteId: mine.id, terms: { meals: [shared.id] } });
    await makeRecipe({ siteId: theirs.id, terms: { meals: [shared.id, theirOwn.id] } });
    await makeRecipe({ siteId: theirs.id, terms: { meals: [shared.id] } });
    const res = await call("GET", `/site/${mine.slug}/filters`);
    expect(res.body.meals).toEqual([
      { id: shared.id, slug: shared.slug, title: "Dinner", recipeCount: 1 },
    ]);
  });

  it("an unknown site is a 404", async () => {
    const res = await call("GET", "/site/no-such-site/filters");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
  });

  it("within a search, drafts and another site's matches do not count; subscriber-only recipes do, as the list shows them", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const dinner = await makeTerm("meals", "Dinner");
    await makeRecipe({ siteId: mine.id, title: "Chicken curry", terms: { meals: [dinner.id] } });
    await makeRecipe({
      siteId: mine.id,
      title: "Members' chicken",
      privacySetting: "subscribers_only",
      terms: { meals: [dinner.id] },
    });
    await makeRecipe({
      siteId: mine.id,
      title: "Draft chicken",
      publishedAt: null,
      terms: { meals: [dinner.id] },
    });
    await makeRecipe({ siteId: theirs.id, title: "Their chicken", terms: { meals: [dinner.id] } });
    const res = await call("GET", `/site/${mine.slug}/filters?query=chicken`);
    expect(res.body.meals).toEqual([
      { id: dinner.id, slug: dinner.slug, title: "Dinner", recipeCount: 2 },
    ]);
    const listed = await call("GET", `/site/${mine.slug}/recipes?query=chicken&meals=${dinner.id}`);
    expect(listed.body.total).toBe(2);
  });

  it("a draft's own words find nothing to count", async () => {
    const site = await makeSite();
    const dinner = await makeTerm("meals", "Dinner");
    await makeRecipe({ siteId: site.id, title: "Stew", terms: { meals: [dinner.id] } });
    await makeRecipe({
      siteId: site.id,
      title: "Unannounced zabaglione",
      publishedAt: null,
      terms: { meals: [dinner.id] },
    });
    const res = await call("GET", `/site/${site.slug}/filters?query=zabaglione`);
    expect(res.body.meals).toEqual([
      { id: dinner.id, slug: dinner.slug, title: "Dinner", recipeCount: 0 },
    ]);
  });
});
