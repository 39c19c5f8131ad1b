import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import {
  friendAddress,
  friendSignedIn,
  giftKitchen,
  giftTokenFor,
  sendGift,
} from "../test/gift-helpers";
import { makeManager, makeRecipe, makeSubscriber } from "../test/recipe-factories";

describe("site gifts: security", () => {
  it("signed out is 401 for the allowance, sending and opening", async () => {
    const { site, recipe } = await giftKitchen();
    expect((await call("GET", `/site/${site.slug}/gifts/allowance`)).status).toBe(401);
    const send = await call("POST", `/site/${site.slug}/gifts`, {
      json: { recipeId: recipe.id, email: friendAddress() },
    });
    expect(send.status).toBe(401);
    const open = await call("POST", `/site/${site.slug}/gifts/${"A".repeat(43)}/redemption`);
    expect(open.status).toBe(401);
  });

  it("a session signed in on another site is 401 here", async () => {
    const { site, recipe, giver } = await giftKitchen();
    const other = await makeSite();
    const res = await sendGift(site.slug, await signedIn(giver.id, other.id), {
      recipeId: recipe.id,
      email: friendAddress(),
    });
    expect(res.status).toBe(401);
  });

  it("only a paying reader gifts: a free subscriber, a lapsed plan and a manager are 403", async () => {
    const { site, recipe } = await giftKitchen();
    const free = await makeSubscriber(site.id, "free");
    const lapsed = await makeSubscriber(site.id, "monthly", "canceled");
    const unpaid = await makeSubscriber(site.id, "yearly", "unpaid");
    const manager = await makeManager(site.id);
    for (const user of [free, lapsed, unpaid, manager]) {
      const token = await signedIn(user.id, site.id);
      const res = await sendGift(site.slug, token, { recipeId: recipe.id, email: friendAddress() });
      expect(res.status).toBe(403);
      const allowance = await call("GET", `/site/${site.slug}/gifts/allowance`, { token });
      expect(allowance.body.allowance.mayGift).toBe(false);
    }
  });

  it("a paid plan on another site gifts nothing here, and another site's recipe is 404", async () => {
    const { site, giver, giverToken } = await giftKitchen();
    const other = await giftKitchen();
    const elsewhere = await sendGift(other.site.slug, await signedIn(giver.id, other.site.id), {
      recipeId: other.recipe.id,
      email: friendAddress(),
    });
    expect(elsewhere.status).toBe(403);
    const foreign = await sendGift(site.slug, giverToken, {
      recipeId: other.recipe.id,
      email: friendAddress(),
    });
    expect(foreign.status).toBe(404);
  });

  it("the link opens the recipe for its address only: a third person with the same link cannot", async () => {
    const { site, recipe, marker, giverToken } = await giftKitchen();
    const email = friendAddress();
    await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    const { token } = await giftTokenFor(email);

    const stranger = await makeUser();
    const strangerToken = await signedIn(stranger.id, site.id);
    const refused = await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, {
      token: strangerToken,
    });
    expect(refused.status).toBe(403);

    const friend = await friendSignedIn(site.id, email);
    await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, { token: friend.token });
    // Opened by its friend, the link still does nothing for anyone else.
    const after = await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, {
      token: strangerToken,
    });
    expect(after.status).toBe(403);
    for (const viewer of [strangerToken, undefined]) {
      const read = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
        token: viewer,
      });
      expect(read.body.recipe.access).toEqual({ full: false, reason: "locked" });
      expect(JSON.stringify(read.body)).not.toContain(marker);
    }
  });

  it("a gift opens that one recipe: the friend's other locked recipes stay locked", async () => {
    const { site, recipe, giverToken } = await giftKitchen();
    const other = await makeRecipe({
      siteId: site.id,
      privacySetting: "subscribers_only",
      instructionGroups: [{ steps: ["Other secret step"] }],
    });
    const email = friendAddress();
    await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    const { token } = await giftTokenFor(email);
    const friend = await friendSignedIn(site.id, email);
    await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, { token: friend.token });
    const read = await call("GET", `/site/${site.slug}/recipes/${other.slug}`, {
      token: friend.token,
    });
    expect(read.body.recipe.access.full).toBe(false);
    expect(JSON.stringify(read.body)).not.toContain("Other secret step");
  });

  it("a gift link is another site's 404, and the link's view never carries the recipe's text", async () => {
    const { site, recipe, marker, giverToken } = await giftKitchen();
    const other = await makeSite();
    const email = friendAddress();
    await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    const { token } = await giftTokenFor(email);
    expect((await call("GET", `/site/${other.slug}/gifts/${token}`)).status).toBe(404);
    const friend = await friendSignedIn(other.id, email);
    const res = await call("POST", `/site/${other.slug}/gifts/${token}/redemption`, {
      token: friend.token,
    });
    expect(res.status).toBe(404);
    const view = await call("GET", `/site/${site.slug}/gifts/${token}`);
    expect(JSON.stringify(view.body)).not.toContain(marker);
  });

  it("the Overview's gift figures are the site's own: another site's manager gets 404", async () => {
    const { site } = await giftKitchen();
    const other = await makeSite();
    const res = await call("GET", `/manage/${site.slug}/overview`, {
      token: await signedIn(other.ownerId),
    });
    expect(res.status).toBe(404);
  });

  it("the dev clock is not there in production", async () => {
    const res = await call(
      "PUT",
      "/dev/clock",
      { json: { at: new Date().toISOString() } },
      { ...env, ENVIRONMENT: "production" },
    );
    expect(res.status).toBe(404);
  });
});
