import { bookmarks } from "@schema/db/bookmarks";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  anchorPerson,
  call,
  db,
  makeCustomDomain,
  makeSite,
  makeUser,
  signedIn,
  siteDb,
} from "../test/factories";
import { makeImage, makeRecipe, makeTerm } from "../test/recipe-factories";

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe("account area: bookmarks", () => {
  it("lists bookmarks over every site, newest first, leaving out unpublished recipes", async () => {
    const [bakery, soups] = [await makeSite(), await makeSite()];
    await makeCustomDomain(soups.id, `${soups.slug}.example.com`, "active");
    const bread = await makeRecipe({ siteId: bakery.id, title: "Bread" });
    const soup = await makeRecipe({ siteId: soups.id, title: "Soup" });
    const draft = await makeRecipe({ siteId: soups.id, publishedAt: null });
    const user = await makeUser();
    await db()
      .insert(bookmarks)
      .values([
        { userId: user.id, siteId: bakery.id, recipeId: bread.id, createdAt: secondsAgo(30) },
        { userId: user.id, siteId: soups.id, recipeId: soup.id, createdAt: secondsAgo(20) },
        { userId: user.id, siteId: soups.id, recipeId: draft.id, createdAt: secondsAgo(10) },
      ]);
    const res = await call("GET", "/manage/bookmarks", { token: await signedIn(user.id) });
    expect(res.status).toBe(200);
    expect(res.body.bookmarks).toHaveLength(2);
    const [first, second] = res.body.bookmarks;
    expect(first).toMatchObject({
      site: { slug: soups.slug, title: soups.title, url: `https://${soups.slug}.example.com` },
      recipe: { id: soup.id, slug: soup.slug, title: "Soup", privacySetting: "public" },
      bookmarkedAt: expect.any(String),
    });
    expect(second).toMatchObject({
      site: { slug: bakery.slug, url: `http://${bakery.slug}.localhost:8788` },
      recipe: { id: bread.id, title: "Bread", images: [], categories: [] },
    });
    expect(Date.parse(first.bookmarkedAt)).toBeGreaterThan(Date.parse(second.bookmarkedAt));
  });

  it("a saved recipe's card has its cover and terms", async () => {
    const site = await makeSite();
    const cover = await makeImage(site.id);
    const thai = await makeTerm("cuisines", "Thai");
    const recipe = await makeRecipe({
      siteId: site.id,
      imageIds: [cover.id],
      terms: { cuisines: [thai.id] },
    });
    const user = await makeUser();
    await db().insert(bookmarks).values({ userId: user.id, siteId: site.id, recipeId: recipe.id });
    const res = await call("GET", "/manage/bookmarks", { token: await signedIn(user.id) });
    expect(res.body.bookmarks[0].recipe).toMatchObject({
      id: recipe.id,
      images: [{ id: cover.id }],
      cuisines: [{ id: thai.id, title: "Thai" }],
    });
  });

  it("an empty list for somebody with no bookmarks", async () => {
    const res = await call("GET", "/manage/bookmarks", {
      token: await signedIn((await makeUser()).id),
    });
    expect(res.body).toEqual({ bookmarks: [] });
  });
});

describe("account area: subscriptions", () => {
  it("lists subscriptions over every site and cancels a free one", async () => {
    const [news, premium] = [await makeSite(), await makeSite()];
    const user = await makeUser();
    const newsDb = await siteDb(news.id);
    const premiumDb = await siteDb(premium.id);
    await anchorPerson(newsDb, user.id);
    await anchorPerson(premiumDb, user.id);
    const [free] = await newsDb
      .insert(siteSubscriptions)
      .values({
        siteId: news.id,
        userId: user.id,
        email: user.email,
        plan: "free",
        status: "active",
        createdAt: secondsAgo(60),
      })
      .returning();
    const periodEnd = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await premiumDb.insert(siteSubscriptions).values({
      siteId: premium.id,
      userId: user.id,
      email: user.email,
      plan: "monthly",
      status: "active",
      priceAmountCents: 700,
      cadence: "month",
      currentPeriodEnd: periodEnd,
    });
    const token = await signedIn(user.id);
    const list = await call("GET", "/manage/subscriptions", { token });
    expect(list.status).toBe(200);
    expect(list.body.subscriptions).toEqual([
      {
        id: expect.any(String),
        site: {
          slug: premium.slug,
          title: premium.title,
          url: `http://${premium.slug}.localhost:8788`,
          closed: false,
        },
        plan: "monthly",
        status: "active",
        priceAmountCents: 700,
        cadence: "month",
        since: expect.any(String),
        // Paid before the column existed: dated from the row.
        paidSince: expect.any(String),
        currentPeriodEnd: periodEnd.toISOString(),
        cancelAt: null,
        // No Stripe subscription behind this row: nothing to manage in the portal.
        billing: false,
        compUntil: null,
        upgradable: false,
      },
      {
        id: free?.id,
        site: {
          slug: news.slug,
          title: news.title,
          url: `http://${news.slug}.localhost:8788`,
          closed: false,
        },
        plan: "free",
        status: "active",
        priceAmountCents: 0,
        cadence: null,
        since: expect.any(String),
        paidSince: null,
        currentPeriodEnd: null,
        cancelAt: null,
        billing: false,
        compUntil: null,
        // The site sells no paid plan.
        upgradable: false,
      },
    ]);

    const canceled = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: free?.id },
    });
    expect(canceled.status).toBe(200);
    const row = canceled.body.subscriptions.find((s: { id: string }) => s.id === free?.id);
    expect(row.status).toBe("canceled");
    const [stored] = await newsDb
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, free?.id ?? ""));
    expect(stored?.canceledAt).toBeInstanceOf(Date);

    // The site no longer counts the person as subscribed.
    const me = await call("GET", `/site/${news.slug}/current-user`, { token });
    expect(me.body.currentUser).toMatchObject({ isSubscribed: false, currentSubscription: null });
    // Cancelling twice is fine.
    const again = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: free?.id },
    });
    expect(again.status).toBe(200);
  });
});
