import { env } from "cloudflare:test";
import { comments } from "@schema/db/comments";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { purgeDeletedAccounts } from "../services/deletion/account";
import { purgeDeletedSites } from "../services/deletion/site-purge";
import { cancelDeletedSiteSubscriptions } from "../services/payments/closing";
import { makePaidReader, stripeSubscriptionOf } from "../test/billing-factories";
import { call, databases, makeSite, makeUser, signedIn } from "../test/factories";
import { doc, publishedRecipe } from "../test/manage-factories";
import { countIn, move, withSitesOnPlatform } from "../test/moved-sites";
import { makeFreePlan } from "../test/recipe-factories";

/**
 * A moved site's readers and staff (ADR 0014) manage plans, and accounts and sites end,
 * with every row of the site in its own database: the kitchen's subscriber actions, the
 * account area's cancellation and Billing Portal, an account's deletion and the cron's
 * purges of accounts and sites.
 */

withSitesOnPlatform();

const siteDb = () => drizzle(env.SITE_DB_1);
const DAY_MS = 24 * 60 * 60 * 1000;

async function subscriptionThere(id: string) {
  const [row] = await siteDb().select().from(siteSubscriptions).where(eq(siteSubscriptions.id, id));
  return row;
}

async function commentThere(siteId: string, recipeId: string, userId: string) {
  // Written as the site's own comment form would: the author's anchor first.
  await siteDb()
    .insert(users)
    .values({ id: userId, email: `anchor-${userId}@example.invalid` })
    .onConflictDoNothing();
  const [row] = await siteDb()
    .insert(comments)
    .values({ siteId, recipeId, userId, content: doc("Lovely") })
    .returning();
  return row?.id as string;
}

describe("a moved site's plans and endings", { timeout: 120_000 }, () => {
  it("lets its staff comp and cancel a plan, and its reader cancel and open the Billing Portal", async () => {
    const { kitchen, account, row, readerToken } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    await move(site.id);

    const comp = await call("POST", `/manage/${site.slug}/subscribers/${row.id}/actions`, {
      token,
      json: { action: "comp", days: 30, confirm: true },
    });
    expect(comp.status, JSON.stringify(comp.body)).toBe(200);
    expect(comp.body.subscriber.lastAction).toMatchObject({ action: "comp" });
    expect((await subscriptionThere(row.id))?.compUntil).toBeInstanceOf(Date);
    expect(await countIn(env.SITE_DB_1, "subscriber_actions", site.id)).toBe(1);

    const portal = await call("POST", "/manage/billing-portal-sessions", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    expect(portal.status, JSON.stringify(portal.body)).toBe(201);
    expect(portal.body.url).toMatch(/^https?:\/\//);

    const cancelled = await call("POST", "/manage/cancellations", {
      token: readerToken,
      json: { subscriptionId: row.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.subscriptions).toMatchObject([
      { id: row.id, site: { slug: site.slug }, cancelAt: expect.any(String) },
    ]);
    const stripeSub = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSub.cancel_at_period_end).toBe(true);
    expect((await subscriptionThere(row.id))?.cancelAt).toBeInstanceOf(Date);
    // Another person's subscription is not found in any database.
    const stranger = await signedIn((await makeUser()).id);
    const foreign = await call("POST", "/manage/cancellations", {
      token: stranger,
      json: { subscriptionId: row.id },
    });
    expect(foreign.status).toBe(404);
  });

  it("lists its newsletter beside another site's in the account area, and turns it off there", async () => {
    const moved = await makeSite({ newslettersEnabled: true, title: "A moved kitchen" });
    const stayed = await makeSite({ newslettersEnabled: true, title: "B stayed kitchen" });
    const reader = await makeUser();
    for (const site of [moved, stayed]) {
      await makeFreePlan(site.id, reader);
    }
    await move(moved.id);
    const token = await signedIn(reader.id);
    const listed = await call("GET", "/manage/newsletter-preferences", { token });
    expect(
      listed.body.preferences.map((p: { site: { slug: string }; newsletterOn: boolean }) => [
        p.site.slug,
        p.newsletterOn,
      ]),
    ).toEqual([
      [moved.slug, true],
      [stayed.slug, true],
    ]);
    const movedId = listed.body.preferences[0].subscriptionId as string;
    const saved = await call("PUT", `/manage/newsletter-preferences/${movedId}`, {
      token,
      json: { newsletterOn: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences[0]).toMatchObject({
      subscriptionId: movedId,
      newsletterOn: false,
    });
    expect((await subscriptionThere(movedId))?.newsletterOptIn).toBe(false);
  });

  it("ends a deleted account's plan there and purges its rows as the person chose", async () => {
    const { kitchen, account, reader, readerToken, row } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    const recipe = await publishedRecipe(site.slug, token);
    await move(site.id);
    const keeper = await makeUser();
    const kept = await commentThere(site.id, recipe.id, keeper.id);
    const removed = await commentThere(site.id, recipe.id, reader.id);

    const deleted = await call("POST", "/manage/account-deletion", {
      token: readerToken,
      json: { confirm: "delete", comments: "remove" },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const stripeSub = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSub.status).toBe("canceled");
    expect((await subscriptionThere(row.id))?.status).toBe("canceled");
    const keeperDeleted = await call("POST", "/manage/account-deletion", {
      token: await signedIn(keeper.id),
      json: { confirm: "delete", comments: "keep" },
    });
    expect(keeperDeleted.status).toBe(200);

    const purgeAt = Date.parse(deleted.body.deletedAccount.purgeAt);
    await purgeDeletedAccounts(databases(), env, new Date(purgeAt + 60_000));
    const left = await siteDb().select({ id: comments.id }).from(comments);
    expect(left.map((comment) => comment.id)).toEqual([kept]);
    expect(left.map((comment) => comment.id)).not.toContain(removed);
    expect(await subscriptionThere(row.id)).toBeUndefined();
    const anchors = await siteDb().select({ id: users.id }).from(users);
    expect(anchors.map((anchor) => anchor.id)).toContain(keeper.id);
    expect(anchors.map((anchor) => anchor.id)).not.toContain(reader.id);
  });

  it("cancels a deleted site's plans there, and the purge empties its database", async () => {
    const { kitchen, account, row } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    await publishedRecipe(site.slug, token);
    await move(site.id);
    const res = await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await cancelDeletedSiteSubscriptions(databases(), env, site.id);
    const stripeSub = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSub.status).toBe("canceled");
    expect((await subscriptionThere(row.id))?.status).toBe("canceled");

    const purgeAt = Date.parse(res.body.deletedSite.purgeAt);
    expect(await countIn(env.SITE_DB_1, "recipes", site.id)).toBe(1);
    await purgeDeletedSites(databases(), env, new Date(purgeAt + DAY_MS));
    expect(await countIn(env.SITE_DB_1, "recipes", site.id)).toBe(0);
    expect(await countIn(env.SITE_DB_1, "site_subscriptions", site.id)).toBe(0);
    const anchor = await env.SITE_DB_1.prepare(`SELECT "id" FROM "sites" WHERE "id" = ?`)
      .bind(site.id)
      .first();
    expect(anchor).toBeNull();
  });
});
