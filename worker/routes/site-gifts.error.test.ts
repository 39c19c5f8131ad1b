import { recipeGifts } from "@schema/db/recipe-gifts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GIFT_TEXT } from "../services/gifts/send";
import { call, signedIn, siteDb } from "../test/factories";
import {
  friendAddress,
  friendSignedIn,
  giftKitchen,
  giftTokenFor,
  sendGift,
} from "../test/gift-helpers";
import { makeRecipe, makeSubscriber } from "../test/recipe-factories";

const allowanceOf = async (siteSlug: string, token: string) =>
  (await call("GET", `/site/${siteSlug}/gifts/allowance`, { token })).body.allowance;

describe("site gifts: bad input and refusals", () => {
  it("400 with field issues for a malformed address, message or recipe id; nothing spent", async () => {
    const { site, recipe, giverToken } = await giftKitchen();
    const cases = [
      [{ recipeId: recipe.id, email: "not-an-address" }, "email"],
      [{ recipeId: recipe.id, email: friendAddress(), message: "x".repeat(501) }, "message"],
      [{ recipeId: "nope", email: friendAddress() }, "recipeId"],
    ] as const;
    for (const [json, path] of cases) {
      const res = await sendGift(site.slug, giverToken, json);
      expect(res.status).toBe(400);
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    expect((await allowanceOf(site.slug, giverToken)).left).toBe(3);
  });

  it("404 for a recipe that is not a published one of this site", async () => {
    const { site, giverToken } = await giftKitchen();
    const draft = await makeRecipe({
      siteId: site.id,
      privacySetting: "subscribers_only",
      publishedAt: null,
    });
    const res = await sendGift(site.slug, giverToken, {
      recipeId: draft.id,
      email: friendAddress(),
    });
    expect(res.status).toBe(404);
    const unknown = await sendGift(site.slug, giverToken, {
      recipeId: crypto.randomUUID(),
      email: friendAddress(),
    });
    expect(unknown.status).toBe(404);
  });

  it("409 for a public recipe, the giver's own address, or someone who can already read it; nothing spent", async () => {
    const { site, recipe, giver, giverToken } = await giftKitchen();
    const open = await makeRecipe({ siteId: site.id, privacySetting: "public" });
    const publicGift = await sendGift(site.slug, giverToken, {
      recipeId: open.id,
      email: friendAddress(),
    });
    expect(publicGift.status).toBe(409);
    expect(publicGift.body.message).toBe(GIFT_TEXT.publicRecipe);

    const self = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email: giver.email.toUpperCase(),
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(GIFT_TEXT.toSelf);

    const paying = await makeSubscriber(site.id, "yearly");
    const reads = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email: paying.email,
    });
    expect(reads.status).toBe(409);
    expect(reads.body.message).toBe(GIFT_TEXT.alreadyReads);
    expect((await allowanceOf(site.slug, giverToken)).left).toBe(3);
  });

  it("409 for someone already given the recipe, and for a second gift of it to a waiting address", async () => {
    const { site, recipe, giverToken } = await giftKitchen();
    const email = friendAddress();
    expect((await sendGift(site.slug, giverToken, { recipeId: recipe.id, email })).status).toBe(
      201,
    );
    const twice = await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(GIFT_TEXT.alreadySent);

    const { token } = await giftTokenFor(email);
    const friend = await friendSignedIn(site.id, email);
    await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, { token: friend.token });
    const other = await makeSubscriber(site.id, "monthly");
    const again = await sendGift(site.slug, await signedIn(other.id, site.id), {
      recipeId: recipe.id,
      email,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GIFT_TEXT.alreadyReads);
    expect((await allowanceOf(site.slug, giverToken)).left).toBe(2);
  });

  it("409 once the month's gifts are used", async () => {
    const { site, recipe, giverToken } = await giftKitchen({ giftsPerMonth: 1 });
    expect(
      (await sendGift(site.slug, giverToken, { recipeId: recipe.id, email: friendAddress() }))
        .status,
    ).toBe(201);
    const res = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email: friendAddress(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(GIFT_TEXT.spent);
  });

  it("409 for a link left unopened past its 30 days; 404 for a made-up token", async () => {
    const { site, recipe, giverToken } = await giftKitchen();
    const email = friendAddress();
    const sent = await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    await (await siteDb(site.id))
      .update(recipeGifts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recipeGifts.id, sent.body.gift.id));
    const { token } = await giftTokenFor(email);
    const page = await call("GET", `/site/${site.slug}/gifts/${token}`);
    expect(page.body.gift.status).toBe("expired");
    const friend = await friendSignedIn(site.id, email);
    const late = await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, {
      token: friend.token,
    });
    expect(late.status).toBe(409);
    const read = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: friend.token,
    });
    expect(read.body.recipe.access.full).toBe(false);

    const madeUp = "A".repeat(43);
    expect((await call("GET", `/site/${site.slug}/gifts/${madeUp}`)).status).toBe(404);
    expect((await call("GET", `/site/${site.slug}/gifts/short`)).status).toBe(404);
  });

  it("429 after too many attempts by one giver, and too many gifts to one address", async () => {
    const { site, recipe, giver, giverToken } = await giftKitchen({ giftsPerMonth: 50 });
    // Refused attempts count too: a script trying addresses meets the limit.
    for (let i = 0; i < 10; i++) {
      const res = await sendGift(site.slug, giverToken, {
        recipeId: recipe.id,
        email: giver.email,
      });
      expect(res.status).toBe(409);
    }
    const limited = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email: friendAddress(),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    // One address, three gifts a day from anyone; the fourth giver is turned away.
    const target = friendAddress();
    const recipes = await Promise.all(
      [0, 1, 2, 3].map(() => makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" })),
    );
    for (const [i, gift] of recipes.entries()) {
      const other = await makeSubscriber(site.id, "monthly");
      const res = await sendGift(site.slug, await signedIn(other.id, site.id), {
        recipeId: gift.id,
        email: target,
      });
      expect(res.status).toBe(i < 3 ? 201 : 429);
    }
  });

  it("400 for a monthly number out of range in Settings", async () => {
    const { site } = await giftKitchen();
    const owner = await signedIn(site.ownerId);
    for (const giftsPerMonth of [-1, 51, 1.5]) {
      const res = await call("PUT", `/manage/${site.slug}/sites`, {
        token: owner,
        json: { title: site.title, slug: site.slug, giftsPerMonth },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe("giftsPerMonth");
    }
  });
});
