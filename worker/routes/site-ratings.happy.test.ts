import { recipeRatingTotals } from "@schema/db/ratings";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { doc, makeRecipe, makeSubscriber } from "../test/recipe-factories";

async function reader(siteId: string) {
  const user = await makeUser();
  return { user, token: await signedIn(user.id, siteId) };
}

const rate = (slug: string, token: string, recipeId: string, stars: number) =>
  call("PUT", `/site/${slug}/ratings`, { token, json: { recipeId, stars } });

describe("site ratings: happy", () => {
  it("one rating per person: rating again changes the stars, removing takes them back", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const [a, b] = [await reader(site.id), await reader(site.id)];

    const first = await rate(site.slug, a.token, recipe.id, 5);
    expect(first.status).toBe(200);
    expect(first.body.rating).toEqual({ average: 5, count: 1, reviewCount: 0, mine: 5 });
    await rate(site.slug, b.token, recipe.id, 4);
    const again = await rate(site.slug, a.token, recipe.id, 2);
    expect(again.body.rating).toEqual({ average: 3, count: 2, reviewCount: 0, mine: 2 });

    const removed = await call("DELETE", `/site/${site.slug}/ratings/${recipe.id}`, {
      token: a.token,
    });
    expect(removed.body.rating).toEqual({ average: 4, count: 1, reviewCount: 0, mine: null });
    // Removing twice changes nothing.
    const twice = await call("DELETE", `/site/${site.slug}/ratings/${recipe.id}`, {
      token: a.token,
    });
    expect(twice.body.rating.count).toBe(1);

    const anonymous = await call("GET", `/site/${site.slug}/ratings?recipeId=${recipe.id}`);
    expect(anonymous.body.rating).toEqual({ average: 4, count: 1, reviewCount: 0, mine: null });
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("the average has one decimal and the recipe read carries the summary", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    for (const stars of [5, 5, 4]) {
      const { token } = await reader(site.id);
      await rate(site.slug, token, recipe.id, stars);
    }
    const me = await reader(site.id);
    const read = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: me.token,
    });
    expect(read.body.recipe.rating).toEqual({ average: 4.7, count: 3, reviewCount: 0, mine: null });
    const list = await call("GET", `/site/${site.slug}/recipes`);
    const card = list.body.recipes.find((r: { id: string }) => r.id === recipe.id);
    expect(card.rating).toEqual({ average: 4.7, count: 3 });
  });

  it("a comment with stars is the rating's review; the comment list shows the stars", async () => {
    const site = await makeSite({ commentsEnabled: true });
    const recipe = await makeRecipe({ siteId: site.id });
    const a = await reader(site.id);
    const posted = await call("POST", `/site/${site.slug}/comments`, {
      token: a.token,
      json: { recipeId: recipe.id, content: doc("Lovely, made it twice"), stars: 4 },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.comments[0].stars).toBe(4);
    const summary = await call("GET", `/site/${site.slug}/ratings?recipeId=${recipe.id}`, {
      token: a.token,
    });
    expect(summary.body.rating).toEqual({ average: 4, count: 1, reviewCount: 1, mine: 4 });
    // Rating again without words keeps the review, with the new stars.
    await rate(site.slug, a.token, recipe.id, 5);
    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(list.body.comments[0].stars).toBe(5);
  });

  it("a hidden review's rating stops counting, unhiding counts it again", async () => {
    const { site, token: owner } = await makeKitchen({ commentsEnabled: true });
    const recipe = await makeRecipe({ siteId: site.id });
    const [a, b] = [await reader(site.id), await reader(site.id)];
    const posted = await call("POST", `/site/${site.slug}/comments`, {
      token: a.token,
      json: { recipeId: recipe.id, content: doc("Terrible!!"), stars: 1 },
    });
    await rate(site.slug, b.token, recipe.id, 5);
    const summaryOf = async () =>
      (await call("GET", `/site/${site.slug}/ratings?recipeId=${recipe.id}`)).body.rating;
    expect(await summaryOf()).toMatchObject({ average: 3, count: 2, reviewCount: 1 });

    const commentId = posted.body.comments[0].id;
    const hide = await call("POST", `/manage/${site.slug}/comments/${commentId}/hide`, {
      token: owner,
    });
    expect(hide.status).toBe(200);
    expect(await summaryOf()).toMatchObject({ average: 5, count: 1, reviewCount: 0 });
    await call("POST", `/manage/${site.slug}/comments/${commentId}/unhide`, { token: owner });
    expect(await summaryOf()).toMatchObject({ average: 3, count: 2, reviewCount: 1 });

    // Deleting the review takes its rating with it.
    await call("DELETE", `/site/${site.slug}/comments/${commentId}`, { token: a.token });
    expect(await summaryOf()).toMatchObject({ average: 5, count: 1, reviewCount: 0 });
  });

  it("a rating never moves the site's content version", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const a = await reader(site.id);
    const version = async () =>
      (await db().select().from(sites).where(eq(sites.id, site.id)))[0]?.contentVersion;
    const before = await version();
    expect(before).toEqual(expect.any(Number));
    await rate(site.slug, a.token, recipe.id, 3);
    await rate(site.slug, a.token, recipe.id, 4);
    await call("DELETE", `/site/${site.slug}/ratings/${recipe.id}`, { token: a.token });
    expect(await version()).toBe(before);
  });

  it("a subscriber with full access rates a subscriber-only recipe", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const paid = await makeSubscriber(site.id, "monthly");
    const res = await rate(site.slug, await signedIn(paid.id, site.id), recipe.id, 5);
    expect(res.status).toBe(200);
    expect(res.body.rating.count).toBe(1);
  });

  it("a deleted account's ratings go when its comments go, and stay when they are kept", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const [gone, kept] = [await reader(site.id), await reader(site.id)];
    await rate(site.slug, gone.token, recipe.id, 1);
    await rate(site.slug, kept.token, recipe.id, 5);
    // The purge's two outcomes (services/deletion): the row goes, or stays emptied; in the
    // site's database the person's anchor goes with it, or stays as the comments' author.
    const own = await siteDb(site.id);
    await own.delete(users).where(eq(users.id, gone.user.id));
    await db().delete(users).where(eq(users.id, gone.user.id));
    await db()
      .update(users)
      .set({ displayName: null, deletedComments: "keep" })
      .where(eq(users.id, kept.user.id));
    const [totals] = await own
      .select()
      .from(recipeRatingTotals)
      .where(eq(recipeRatingTotals.recipeId, recipe.id));
    expect(totals).toMatchObject({ ratingCount: 1, ratingSum: 5 });
  });

  it("the index orders by rating (unrated last) and filters 4 stars and up", async () => {
    const site = await makeSite();
    const low = await makeRecipe({ siteId: site.id, title: "Low soup" });
    const high = await makeRecipe({ siteId: site.id, title: "High soup" });
    const many = await makeRecipe({ siteId: site.id, title: "Many soup" });
    const none = await makeRecipe({ siteId: site.id, title: "Unrated soup" });
    const ratings: [string, number[]][] = [
      [low.id, [2, 3]],
      [high.id, [5]],
      [many.id, [5, 5]],
    ];
    for (const [recipeId, all] of ratings) {
      for (const stars of all) {
        const { token } = await reader(site.id);
        await rate(site.slug, token, recipeId, stars);
      }
    }
    const ids = (body: { recipes: { id: string }[] }) => body.recipes.map((r) => r.id);
    const top = await call("GET", `/site/${site.slug}/recipes?orderBy=rating_desc`);
    expect(ids(top.body)).toEqual([many.id, high.id, low.id, none.id]);
    expect(top.body.total).toBe(4);
    const good = await call("GET", `/site/${site.slug}/recipes?minStars=4`);
    expect(new Set(ids(good.body))).toEqual(new Set([many.id, high.id]));
    expect(good.body.total).toBe(2);
    const words = await call(
      "GET",
      `/site/${site.slug}/recipes?orderBy=rating_desc&minStars=4&query=soup&limit=1`,
    );
    expect(ids(words.body)).toEqual([many.id]);
    expect(words.body.total).toBe(2);
    const bad = await call("GET", `/site/${site.slug}/recipes?minStars=6`);
    expect(bad.status).toBe(400);
  });
});
