import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { doc, makeRecipe } from "../test/recipe-factories";

/** The kitchen's side of ratings: the recipe list, moderation's low reviews, the overview. */
describe("ratings in the kitchen", () => {
  async function ratedSite() {
    const kitchen = await makeKitchen({ commentsEnabled: true });
    const { site } = kitchen;
    const loved = await makeRecipe({ siteId: site.id, title: "Loved" });
    const panned = await makeRecipe({ siteId: site.id, title: "Panned" });
    const quiet = await makeRecipe({ siteId: site.id, title: "Quiet" });
    const review = async (recipeId: string, stars: number, text: string) => {
      const token = await signedIn((await makeUser()).id, site.id);
      const res = await call("POST", `/site/${site.slug}/comments`, {
        token,
        json: { recipeId, content: doc(text), stars },
      });
      expect(res.status).toBe(201);
    };
    await review(loved.id, 5, "Perfect");
    await review(loved.id, 4, "Very good");
    await review(panned.id, 1, "Burnt every time");
    await review(panned.id, 2, "Too salty");
    await call("POST", `/site/${site.slug}/comments`, {
      token: await signedIn((await makeUser()).id, site.id),
      json: { recipeId: panned.id, content: doc("No stars, just a question") },
    });
    return { ...kitchen, loved, panned, quiet };
  }

  it("the recipe list shows each recipe's average and count and sorts by them", async () => {
    const { site, token, loved, panned, quiet } = await ratedSite();
    const best = await call("GET", `/manage/${site.slug}/recipes?sort=rating`, { token });
    expect(best.status).toBe(200);
    const order = best.body.recipes.map((r: { id: string }) => r.id);
    expect(order).toEqual([loved.id, panned.id, quiet.id]);
    expect(best.body.recipes[0].rating).toEqual({ average: 4.5, count: 2 });
    expect(best.body.recipes[2].rating).toBeNull();
    const most = await call("GET", `/manage/${site.slug}/recipes?sort=ratings`, { token });
    expect(most.body.recipes.at(-1).id).toBe(quiet.id);
    const bad = await call("GET", `/manage/${site.slug}/recipes?sort=stars`, { token });
    expect(bad.status).toBe(400);
  });

  it("moderation shows the stars and filters to reviews with 1–2 stars", async () => {
    const { site, token } = await ratedSite();
    const all = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(all.body.counts).toMatchObject({ all: 5, lowReviews: 2 });
    const stars = all.body.comments.map((c: { stars: number | null }) => c.stars).sort();
    expect(stars).toEqual([1, 2, 4, 5, null]);
    const low = await call("GET", `/manage/${site.slug}/comments?reviews=low`, { token });
    expect(low.body.total).toBe(2);
    expect(low.body.comments.map((c: { stars: number }) => c.stars).sort()).toEqual([1, 2]);
    const bad = await call("GET", `/manage/${site.slug}/comments?reviews=high`, { token });
    expect(bad.status).toBe(400);
  });

  it("the overview shows the ratings received in its period", async () => {
    const { site, token } = await ratedSite();
    const overview = await call("GET", `/manage/${site.slug}/overview`, { token });
    expect(overview.body.ratings).toEqual({ count: 4, average: 3, low: 2 });
  });

  it("another site's owner gets 404 for this kitchen's lists", async () => {
    const { site } = await ratedSite();
    const other = await makeKitchen();
    const res = await call("GET", `/manage/${site.slug}/comments?reviews=low`, {
      token: other.token,
    });
    expect(res.status).toBe(404);
  });
});
