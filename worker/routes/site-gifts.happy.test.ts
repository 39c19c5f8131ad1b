import { env } from "cloudflare:test";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runExportJob } from "../services/exports/run-export";
import { download, exportJob, readArchive } from "../test/export-helpers";
import { call, databases, latestMail, signedIn, siteDb } from "../test/factories";
import {
  friendAddress,
  friendSignedIn,
  giftKitchen,
  giftRow,
  giftTokenFor,
  sendGift,
  setApiClock,
} from "../test/gift-helpers";
import { recordingQueue } from "../test/newsletter-helpers";

describe("site gifts: happy paths", () => {
  it("a paying reader sees the month's allowance in the spec's numbers", async () => {
    const { site, giverToken } = await giftKitchen();
    const res = await call("GET", `/site/${site.slug}/gifts/allowance`, { token: giverToken });
    expect(res.status).toBe(200);
    expect(res.body.allowance).toMatchObject({ perMonth: 3, used: 0, left: 3, mayGift: true });
  });

  it("gifts a locked recipe: the friend gets the e-mail, opens the link, reads it whole; the counter goes down", async () => {
    const { site, recipe, marker, giver, giverToken } = await giftKitchen();
    const email = friendAddress();
    const sent = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email,
      message: "You have to try this",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.gift.recipientEmail).toBe(email);
    expect(sent.body.allowance).toMatchObject({ used: 1, left: 2 });

    const { token, mail } = await giftTokenFor(email);
    expect(mail.subject).toBe(`${giver.email} gave you a recipe: ${recipe.title}`);
    expect(mail.from).toContain(site.title);
    expect(mail.text).toContain("You have to try this");
    // The e-mail holds the title, never the recipe's text; only the hash of its token is kept.
    expect(`${mail.html}${mail.text}`).not.toContain(marker);
    expect((await giftRow(sent.body.gift.id))?.tokenHash).not.toBe(token);

    const link = await call("GET", `/site/${site.slug}/gifts/${token}`);
    expect(link.status).toBe(200);
    expect(link.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(link.body.gift).toMatchObject({
      status: "open",
      recipientEmail: email,
      giverName: giver.email,
      recipe: { slug: recipe.slug, title: recipe.title },
    });
    expect(JSON.stringify(link.body)).not.toContain(marker);

    const friend = await friendSignedIn(site.id, email);
    const before = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: friend.token,
    });
    expect(before.body.recipe.access).toEqual({ full: false, reason: "locked" });

    const redeemed = await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, {
      token: friend.token,
    });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.recipe.slug).toBe(recipe.slug);
    const after = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: friend.token,
    });
    expect(after.body.recipe.access).toEqual({ full: true, reason: "gift" });
    expect(JSON.stringify(after.body)).toContain(marker);

    // Opening the link again changes nothing; the page now says it was opened.
    const again = await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, {
      token: friend.token,
    });
    expect(again.status).toBe(200);
    const opened = await call("GET", `/site/${site.slug}/gifts/${token}`);
    expect(opened.body.gift.status).toBe("redeemed");
  });

  it("the allowance resets on the 1st of the next month (UTC), by the API's clock", async () => {
    const { site, recipe, giverToken } = await giftKitchen({ giftsPerMonth: 2 });
    try {
      // Late on the last day of a month: the next gift after midnight counts in the new one.
      const lateInMonth = new Date(Date.UTC(2031, 0, 31, 23, 50));
      await setApiClock(lateInMonth);
      for (let i = 0; i < 2; i++) {
        const res = await sendGift(site.slug, giverToken, {
          recipeId: recipe.id,
          email: friendAddress(),
        });
        expect(res.status).toBe(201);
      }
      const spent = await call("GET", `/site/${site.slug}/gifts/allowance`, { token: giverToken });
      expect(spent.body.allowance).toMatchObject({
        left: 0,
        resetsAt: "2031-02-01T00:00:00.000Z",
      });
      const refused = await sendGift(site.slug, giverToken, {
        recipeId: recipe.id,
        email: friendAddress(),
      });
      expect(refused.status).toBe(409);

      await setApiClock(new Date(Date.UTC(2031, 1, 1, 0, 5)));
      const renewed = await call("GET", `/site/${site.slug}/gifts/allowance`, {
        token: giverToken,
      });
      expect(renewed.body.allowance).toMatchObject({ perMonth: 2, used: 0, left: 2 });
      const next = await sendGift(site.slug, giverToken, {
        recipeId: recipe.id,
        email: friendAddress(),
      });
      expect(next.status).toBe(201);
      expect(next.body.allowance.left).toBe(1);
    } finally {
      await setApiClock(null);
    }
  });

  it("the Overview counts gifts sent, opened, and recipients who subscribed afterwards", async () => {
    const { site, recipe, giverToken } = await giftKitchen();
    const [free, paid, idle] = [friendAddress(), friendAddress(), friendAddress()];
    for (const email of [free, paid, idle]) {
      expect((await sendGift(site.slug, giverToken, { recipeId: recipe.id, email })).status).toBe(
        201,
      );
    }
    for (const email of [free, paid]) {
      const { token } = await giftTokenFor(email);
      const friend = await friendSignedIn(site.id, email);
      await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, { token: friend.token });
      await call("POST", `/site/${site.slug}/subscriptions`, {
        token: friend.token,
        json: { plan: "free" },
      });
    }
    // The second friend later takes a paid plan (as the webhooks would record it).
    await (await siteDb(site.id))
      .update(siteSubscriptions)
      .set({ plan: "monthly", status: "active", paidSince: new Date(Date.now() + 1000) })
      .where(eq(siteSubscriptions.email, paid));

    const owner = await signedIn(site.ownerId);
    const overview = await call("GET", `/manage/${site.slug}/overview`, { token: owner });
    expect(overview.status).toBe(200);
    expect(overview.body.gifts).toEqual({
      sent: 3,
      opened: 2,
      subscribedFree: 1,
      subscribedPaid: 1,
    });
  });

  it("the owner sets the monthly number in Settings; 0 turns gifting off", async () => {
    const { site, recipe, giverToken } = await giftKitchen();
    const owner = await signedIn(site.ownerId);
    const saved = await call("PUT", `/manage/${site.slug}/sites`, {
      token: owner,
      json: { title: site.title, slug: site.slug, giftsPerMonth: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.site.settings.giftsPerMonth).toBe(0);
    expect(saved.body.site.giftsEnabled).toBe(false);
    const allowance = await call("GET", `/site/${site.slug}/gifts/allowance`, {
      token: giverToken,
    });
    expect(allowance.body.allowance).toMatchObject({ perMonth: 0, left: 0, mayGift: false });
    const refused = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email: friendAddress(),
    });
    expect(refused.status).toBe(403);
  });

  it("a gift opened before the giver's plan ended keeps working after it", async () => {
    const { site, recipe, giver, giverToken } = await giftKitchen();
    const email = friendAddress();
    await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    const { token } = await giftTokenFor(email);
    const friend = await friendSignedIn(site.id, email);
    await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, { token: friend.token });
    await (await siteDb(site.id))
      .update(siteSubscriptions)
      .set({ status: "canceled" })
      .where(eq(siteSubscriptions.userId, giver.id));
    const read = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: friend.token,
    });
    expect(read.body.recipe.access.reason).toBe("gift");
    // The giver themself no longer reads it, and gives no new gifts.
    const giverRead = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: giverToken,
    });
    expect(giverRead.body.recipe.access.full).toBe(false);
    const more = await sendGift(site.slug, giverToken, {
      recipeId: recipe.id,
      email: friendAddress(),
    });
    expect(more.status).toBe(403);
  });

  it("the giver's and the friend's data exports list the gift, by title, never the recipe's text", async () => {
    const { site, recipe, marker, giver, giverToken } = await giftKitchen();
    const email = friendAddress();
    await sendGift(site.slug, giverToken, { recipeId: recipe.id, email, message: "Enjoy" });
    const { token } = await giftTokenFor(email);
    const friend = await friendSignedIn(site.id, email);
    await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, { token: friend.token });
    for (const [user, direction] of [
      [giver, "given"],
      [friend.user, "received"],
    ] as const) {
      const queue = recordingQueue();
      const platformToken = await signedIn(user.id);
      await call("POST", "/manage/account-exports", { token: platformToken }, queue.env);
      await runExportJob(env, databases(), exportJob(queue.jobs));
      const mail = await latestMail(user.email, "export");
      const archive = readArchive((await download(mail.link as string)).bytes);
      expect(archive.json("gifts.json")).toEqual([
        expect.objectContaining({
          direction,
          site: site.slug,
          recipe: recipe.slug,
          recipientEmail: email,
          message: "Enjoy",
        }),
      ]);
      expect(JSON.stringify(archive.json("gifts.json"))).not.toContain(marker);
    }
  });
});
