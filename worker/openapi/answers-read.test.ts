import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../services/newsletters/unsubscribe-token";
import { expectDocumented } from "../test/documented-answers";
import { call, latestMail, makeUser, signedIn, tokenFromLink, unique } from "../test/factories";
import {
  friendAddress,
  friendSignedIn,
  giftKitchen,
  giftTokenFor,
  sendGift,
} from "../test/gift-helpers";
import {
  fullRecipe,
  makeCommentRow,
  makeKitchen,
  makeRecipeCatalogue,
  makeSubscriberRow,
  publishedRecipe,
} from "../test/manage-factories";
import { makeCollection, makeRecipe } from "../test/recipe-factories";

/**
 * The public site's and a reader's answers, as the API really sends them on a site with a
 * recipe that uses every field, parsed with the schemas the OpenAPI document states.
 */

let site: { id: string; slug: string };
let ownerToken: string;
let recipe: { id: string; slug: string };
let collectionSlug: string;
let reader: { id: string; email: string };
let readerOnSite: string;

beforeAll(async () => {
  const kitchen = await makeKitchen();
  site = kitchen.site;
  ownerToken = kitchen.token;
  const catalogue = await makeRecipeCatalogue(site.id);
  recipe = await publishedRecipe(site.slug, ownerToken, fullRecipe(catalogue));
  // Another recipe, so "more recipes" and the lists have cards with covers and terms.
  await publishedRecipe(site.slug, ownerToken, fullRecipe(catalogue));
  collectionSlug = (
    await makeCollection({ siteId: site.id, recipeIds: [recipe.id], imageId: catalogue.cover.id })
  ).slug;
  reader = await makeUser({ displayName: "Reader" });
  await makeSubscriberRow(site.id, "free", { userId: reader.id, email: reader.email });
  readerOnSite = await signedIn(reader.id, site.id);
  const comment = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
  await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: comment.id });
  await makeCommentRow({ siteId: site.id, recipeId: recipe.id, hidden: true });
});

describe("documented answers: reads that belong to no site", () => {
  it("site-slugs, globals, site-recipes, site-collections and hosts", async () => {
    await expectDocumented("GET", "/site/site-slugs", await call("GET", "/site/site-slugs"));
    await expectDocumented("GET", "/site/globals", await call("GET", "/site/globals"));
    await expectDocumented("GET", "/site/site-recipes", await call("GET", "/site/site-recipes"));
    const collections = await call("GET", "/site/site-collections");
    expect(collections.body.siteCollections.length).toBeGreaterThan(0);
    await expectDocumented("GET", "/site/site-collections", collections);
    const host = await call("GET", `/hosts/${site.slug}.localhost:8788`);
    expect(host.status).toBe(200);
    await expectDocumented("GET", "/hosts/:host", host);
  });
});

describe("documented answers: a site's public reads", () => {
  it("current-site and filters", async () => {
    const current = await call("GET", `/site/${site.slug}/current-site`);
    await expectDocumented("GET", "/site/:siteSlug/current-site", current);
    const filters = await call("GET", `/site/${site.slug}/filters`);
    expect(filters.body.tags.length).toBeGreaterThan(0);
    await expectDocumented("GET", "/site/:siteSlug/filters", filters);
  });

  it("the recipe list, a whole recipe and its paywall preview", async () => {
    const list = await call("GET", `/site/${site.slug}/recipes?limit=1`);
    expect(list.body.recipes).toHaveLength(1);
    await expectDocumented("GET", "/site/:siteSlug/recipes", list);
    const path = `/site/${site.slug}/recipes/${recipe.slug}`;
    // The recipe is for subscribers: its manager reads all of it, a visitor the preview.
    const whole = await call("GET", path, { token: ownerToken });
    expect(whole.body.recipe.access.full).toBe(true);
    expect(whole.body.recipe.instructionGroups[0].instructions.length).toBeGreaterThan(0);
    expect(whole.body.moreRecipes.length).toBeGreaterThan(0);
    await expectDocumented("GET", "/site/:siteSlug/recipes/:recipeSlug", whole);
    const preview = await call("GET", path);
    expect(preview.body.recipe.access).toEqual({ full: false, reason: "locked" });
    await expectDocumented("GET", "/site/:siteSlug/recipes/:recipeSlug", preview);
  });

  it("collections", async () => {
    const list = await call("GET", `/site/${site.slug}/collections`);
    await expectDocumented("GET", "/site/:siteSlug/collections", list);
    const one = await call("GET", `/site/${site.slug}/collections/${collectionSlug}`);
    expect(one.body.collection.recipes).toHaveLength(1);
    await expectDocumented("GET", "/site/:siteSlug/collections/:collectionSlug", one);
  });

  it("comments, with replies, as a reader and as the site's manager", async () => {
    const path = `/site/${site.slug}/comments?recipeId=${recipe.id}`;
    const asReader = await call("GET", path, { token: readerOnSite });
    expect(asReader.body.comments[0].children).toHaveLength(1);
    await expectDocumented("GET", "/site/:siteSlug/comments", asReader);
    const asOwner = await call("GET", path, { token: ownerToken });
    expect(asOwner.body.hiddenComments).toHaveLength(1);
    await expectDocumented("GET", "/site/:siteSlug/comments", asOwner);
  });
});

describe("documented answers: a reader's writes on a site", () => {
  it("comments and upvotes", async () => {
    const posted = await call("POST", `/site/${site.slug}/comments`, {
      token: readerOnSite,
      json: { recipeId: recipe.id, text: "Made it twice" },
    });
    expect(posted.status).toBe(201);
    await expectDocumented("POST", "/site/:siteSlug/comments", posted);
    const mine = posted.body.comments.at(-1).id;
    const edited = await call("PATCH", `/site/${site.slug}/comments/${mine}`, {
      token: readerOnSite,
      json: { text: "Made it three times" },
    });
    expect(edited.body.comments.at(-1).editedAt).toEqual(expect.any(String));
    await expectDocumented("PATCH", "/site/:siteSlug/comments/:commentId", edited);
    const upvoted = await call("POST", `/site/${site.slug}/comment-upvotes`, {
      token: readerOnSite,
      json: { commentId: mine },
    });
    await expectDocumented("POST", "/site/:siteSlug/comment-upvotes", upvoted);
    const unvoted = await call("DELETE", `/site/${site.slug}/comment-upvotes/${mine}`, {
      token: readerOnSite,
    });
    await expectDocumented("DELETE", "/site/:siteSlug/comment-upvotes/:commentId", unvoted);
    const deleted = await call("DELETE", `/site/${site.slug}/comments/${mine}`, {
      token: readerOnSite,
    });
    await expectDocumented("DELETE", "/site/:siteSlug/comments/:commentId", deleted);
  });

  it("ratings, a review, and the recipe and list with their stars", async () => {
    // A public recipe: the full one is for subscribers with full access, and this reader is free.
    const recipe = await makeRecipe({ siteId: site.id });
    const rated = await call("PUT", `/site/${site.slug}/ratings`, {
      token: readerOnSite,
      json: { recipeId: recipe.id, stars: 4 },
    });
    expect(rated.body.rating).toMatchObject({ average: 4, count: 1, mine: 4 });
    await expectDocumented("PUT", "/site/:siteSlug/ratings", rated);
    const review = await call("POST", `/site/${site.slug}/comments`, {
      token: readerOnSite,
      json: { recipeId: recipe.id, text: "Worth it", stars: 5 },
    });
    expect(review.body.comments.at(-1).stars).toBe(5);
    await expectDocumented("POST", "/site/:siteSlug/comments", review);
    const read = await call("GET", `/site/${site.slug}/ratings?recipeId=${recipe.id}`);
    expect(read.body.rating).toMatchObject({ average: 5, count: 1, reviewCount: 1 });
    await expectDocumented("GET", "/site/:siteSlug/ratings", read);
    const detail = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: readerOnSite,
    });
    expect(detail.body.recipe.rating.mine).toBe(5);
    await expectDocumented("GET", "/site/:siteSlug/recipes/:recipeSlug", detail);
    const list = await call("GET", `/site/${site.slug}/recipes?orderBy=rating_desc&minStars=4`);
    expect(list.body.recipes[0].rating).toEqual({ average: 5, count: 1 });
    await expectDocumented("GET", "/site/:siteSlug/recipes", list);
    const removed = await call("DELETE", `/site/${site.slug}/ratings/${recipe.id}`, {
      token: readerOnSite,
    });
    expect(removed.body.rating.count).toBe(0);
    await expectDocumented("DELETE", "/site/:siteSlug/ratings/:recipeId", removed);
  });

  it("bookmarks", async () => {
    const added = await call("POST", `/site/${site.slug}/bookmarks`, {
      token: readerOnSite,
      json: { recipeId: recipe.id },
    });
    expect(added.body.siteUserData.bookmarks).toEqual([recipe.id]);
    await expectDocumented("POST", "/site/:siteSlug/bookmarks", added);
    const account = await call("GET", "/manage/bookmarks", { token: await signedIn(reader.id) });
    expect(account.body.bookmarks).toHaveLength(1);
    await expectDocumented("GET", "/manage/bookmarks", account);
    const removed = await call("DELETE", `/site/${site.slug}/bookmarks/${recipe.id}`, {
      token: readerOnSite,
    });
    await expectDocumented("DELETE", "/site/:siteSlug/bookmarks/:recipeId", removed);
  });

  it("the reader's units", async () => {
    const saved = await call("PUT", `/site/${site.slug}/unit-preferences`, {
      token: readerOnSite,
      json: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    expect(saved.status).toBe(200);
    await expectDocumented("PUT", "/site/:siteSlug/unit-preferences", saved);
    const me = await call("GET", `/site/${site.slug}/current-user`, { token: readerOnSite });
    expect(me.body.currentUser.unitPreferences.measurementSystem).toBe("metric");
    await expectDocumented("GET", "/site/:siteSlug/current-user", me);
  });

  it("subscribing signed out and signed in, and the newsletter sign-up", async () => {
    const signedOut = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email: `${unique("new")}@example.com`, plan: "free" },
    });
    expect(signedOut.status).toBe(201);
    await expectDocumented("POST", "/site/:siteSlug/subscriptions", signedOut);
    const person = await makeUser();
    const signedInHere = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(person.id, site.id),
      json: { plan: "free" },
    });
    expect(signedInHere.status).toBe(200);
    await expectDocumented("POST", "/site/:siteSlug/subscriptions", signedInHere);
    const signup = await call("POST", `/site/${site.slug}/newsletter-signups`, {
      json: { email: `${unique("letter")}@example.com` },
    });
    expect(signup.status).toBe(202);
    await expectDocumented("POST", "/site/:siteSlug/newsletter-signups", signup);
    const letterEmail = `${unique("confirm")}@example.com`;
    await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email: letterEmail } });
    const confirmLink = new URL((await latestMail(letterEmail)).link ?? "");
    const confirmed = await call("POST", `/site/${site.slug}/newsletter-confirmations`, {
      json: { token: confirmLink.pathname.split("/").pop() },
    });
    expect(confirmed.status).toBe(200);
    await expectDocumented("POST", "/site/:siteSlug/newsletter-confirmations", confirmed);
  });

  it("unsubscribing and subscribing again through the e-mail's link", async () => {
    const subscription = await makeSubscriberRow(site.id, "free");
    const token = await unsubscribeToken(env, site.id, subscription.id);
    const path = `/site/${site.slug}/unsubscribe/${token}`;
    await expectDocumented("GET", "/site/:siteSlug/unsubscribe/:token", await call("GET", path));
    await expectDocumented("POST", "/site/:siteSlug/unsubscribe/:token", await call("POST", path));
    const again = await call("POST", `/site/${site.slug}/resubscribe/${token}`);
    await expectDocumented("POST", "/site/:siteSlug/resubscribe/:token", again);
  });
});

describe("documented answers: identity and the account area", () => {
  it("signing in by link, the current user, the profile and single-use tokens", async () => {
    const email = `${unique("signin")}@example.com`;
    const asked = await call("POST", "/manage/sign-in", { json: { email } });
    expect(asked.status).toBe(202);
    await expectDocumented("POST", "/manage/sign-in", asked);
    const link = (await latestMail(email)).link ?? "";
    const confirmed = await call("POST", `/manage/sign-in/${tokenFromLink(link)}`);
    expect(confirmed.status).toBe(200);
    await expectDocumented("POST", "/manage/sign-in/:token", confirmed);
    const token = confirmed.body.authToken as string;
    await expectDocumented(
      "GET",
      "/manage/current-user",
      await call("GET", "/manage/current-user", { token }),
    );
    const profile = await call("PUT", "/manage/current-user", {
      token,
      json: { displayName: "Signed In", bio: { type: "document", children: [] } },
    });
    await expectDocumented("PUT", "/manage/current-user", profile);
    const once = await call("POST", "/manage/single-use-tokens", { token, json: {} });
    await expectDocumented("POST", "/manage/single-use-tokens", once);
    const sessions = await call("GET", "/manage/sessions", { token });
    expect(sessions.body.sessions).toHaveLength(1);
    await expectDocumented("GET", "/manage/sessions", sessions);
    const elsewhere = await call("POST", "/manage/sign-out-everywhere-else", { token });
    expect(elsewhere.status).toBe(200);
    await expectDocumented("POST", "/manage/sign-out-everywhere-else", elsewhere);
    const onSite = await call("GET", `/site/${site.slug}/current-user`, { token: readerOnSite });
    expect(onSite.body.currentUser.currentSubscription.planType).toBe("free");
    await expectDocumented("GET", "/site/:siteSlug/current-user", onSite);
    const siteAsk = await call("POST", `/site/${site.slug}/sign-in`, { json: { email } });
    await expectDocumented("POST", "/site/:siteSlug/sign-in", siteAsk);
    const siteLink = (await latestMail(email)).link ?? "";
    const siteConfirmed = await call(
      "POST",
      `/site/${site.slug}/sign-in/${tokenFromLink(siteLink)}`,
    );
    await expectDocumented("POST", "/site/:siteSlug/sign-in/:token", siteConfirmed);
  });

  it("signing up and signing in by code, on the platform and on a site", async () => {
    const email = `${unique("signup")}@example.com`;
    const up = await call("POST", "/manage/sign-up", { json: { email } });
    expect(up.status).toBe(202);
    await expectDocumented("POST", "/manage/sign-up", up);
    const code = (await latestMail(email)).code ?? "";
    const byCode = await call("POST", "/manage/sign-in-codes", { json: { email, code } });
    expect(byCode.status).toBe(200);
    await expectDocumented("POST", "/manage/sign-in-codes", byCode);
    const siteUp = await call("POST", `/site/${site.slug}/sign-up`, {
      json: { email, subscribe: true },
    });
    await expectDocumented("POST", "/site/:siteSlug/sign-up", siteUp);
    const siteCode = (await latestMail(email)).code ?? "";
    const siteByCode = await call("POST", `/site/${site.slug}/sign-in-codes`, {
      json: { email, code: siteCode },
    });
    expect(siteByCode.status).toBe(200);
    await expectDocumented("POST", "/site/:siteSlug/sign-in-codes", siteByCode);
  });

  it("subscriptions and e-mail preferences", async () => {
    const token = await signedIn(reader.id);
    const subscriptions = await call("GET", "/manage/subscriptions", { token });
    expect(subscriptions.body.subscriptions).toHaveLength(1);
    await expectDocumented("GET", "/manage/subscriptions", subscriptions);
    const preferences = await call("GET", "/manage/newsletter-preferences", { token });
    expect(preferences.body.preferences).toHaveLength(1);
    await expectDocumented("GET", "/manage/newsletter-preferences", preferences);
    const subscriptionId = preferences.body.preferences[0].subscriptionId;
    const changed = await call("PUT", `/manage/newsletter-preferences/${subscriptionId}`, {
      token,
      json: { newsletterOn: false },
    });
    await expectDocumented("PUT", "/manage/newsletter-preferences/:subscriptionId", changed);
  });
});

describe("GET /api/v1/openapi.json: gift answers", () => {
  it("the allowance, a sent gift, the link's view and its redemption", async () => {
    const { site: giftSite, recipe: gifted, giverToken } = await giftKitchen();
    const allowance = await call("GET", `/site/${giftSite.slug}/gifts/allowance`, {
      token: giverToken,
    });
    await expectDocumented("GET", "/site/:siteSlug/gifts/allowance", allowance);
    const email = friendAddress();
    const sent = await sendGift(giftSite.slug, giverToken, { recipeId: gifted.id, email });
    expect(sent.status).toBe(201);
    await expectDocumented("POST", "/site/:siteSlug/gifts", sent);
    const { token } = await giftTokenFor(email);
    const view = await call("GET", `/site/${giftSite.slug}/gifts/${token}`);
    await expectDocumented("GET", "/site/:siteSlug/gifts/:token", view);
    const friend = await friendSignedIn(giftSite.id, email);
    const redeemed = await call("POST", `/site/${giftSite.slug}/gifts/${token}/redemption`, {
      token: friend.token,
    });
    await expectDocumented("POST", "/site/:siteSlug/gifts/:token/redemption", redeemed);
    const moved = await call("PUT", "/dev/clock", { json: { at: null } });
    await expectDocumented("PUT", "/dev/clock", moved);
  });
});
