import { env } from "cloudflare:test";
import { comments } from "@schema/db/comments";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeDeletedAccounts } from "../services/deletion/account";
import { makePaidReader, stripeSubscriptionOf } from "../test/billing-factories";
import {
  anchorPerson,
  call,
  databases,
  db,
  latestMail,
  rowsInEveryDb,
  siteDb,
  tokenFromLink,
} from "../test/factories";
import { doc, makeKitchen, publishedRecipe } from "../test/manage-factories";

/**
 * A reader deletes their account: sessions end, subscriptions are
 * cancelled (in the local Stripe for a paid one), comments stay as "Deleted user" or go,
 * as they chose; signing in again within 30 days undoes it; the cron removes it after.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function commentOn(siteId: string, recipeId: string, userId: string, text: string) {
  const own = await siteDb(siteId);
  await anchorPerson(own, userId);
  const [row] = await own
    .insert(comments)
    .values({ siteId, recipeId, userId, content: doc(text) })
    .returning();
  if (!row) throw new Error("comment insert failed");
  return row;
}

async function commentAuthors(siteSlug: string, recipeId: string) {
  const res = await call("GET", `/site/${siteSlug}/comments?recipeId=${recipeId}`);
  return (res.body.comments as { user: { id: string; displayName: string | null } }[]).map(
    (comment) => comment.user,
  );
}

async function signInAgain(email: string) {
  await call("POST", "/manage/sign-in", { json: { email } });
  const mail = await latestMail(email);
  return call("POST", `/manage/sign-in/${tokenFromLink(mail.link ?? "")}`);
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe("deleting an account", () => {
  it("keeping comments: sessions end, the paid plan is cancelled in Stripe, comments show as Deleted user, and stay after the hard delete", async () => {
    const { kitchen, account, reader, readerToken, siteToken, row } = await makePaidReader();
    const recipe = await publishedRecipe(kitchen.site.slug, kitchen.token);
    const comment = await commentOn(kitchen.site.id, recipe.id, reader.id, "So good");
    await db()
      .update(users)
      .set({ displayName: "Pat Reader", measurementSystem: "metric", temperatureSystem: "celsius" })
      .where(eq(users.id, reader.id));

    const res = await call("POST", "/manage/account-deletion", {
      token: readerToken,
      json: { confirm: reader.email.toUpperCase(), comments: "keep" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const purgeAt = Date.parse(res.body.deletedAccount.purgeAt);
    expect(purgeAt - Date.parse(res.body.deletedAccount.deletedAt)).toBe(30 * DAY_MS);

    // Every session ended, the platform's and the site's.
    expect((await call("GET", "/manage/current-user", { token: readerToken })).status).toBe(401);
    expect(
      (await call("GET", `/site/${kitchen.site.slug}/current-user`, { token: siteToken })).status,
    ).toBe(401);
    const stripeSub = await stripeSubscriptionOf(account, row.stripeSubscriptionId as string);
    expect(stripeSub.status).toBe("canceled");
    expect(await commentAuthors(kitchen.site.slug, recipe.id)).toEqual([
      expect.objectContaining({ id: reader.id, displayName: "Deleted user" }),
    ]);

    // Inside the window the cron leaves it; after, the person is gone but the comment stays.
    await purgeDeletedAccounts(databases(), env, new Date(purgeAt - 60_000));
    expect((await userRow(reader.id))?.email).toBe(reader.email);
    await purgeDeletedAccounts(databases(), env, new Date(purgeAt + 60_000));
    await purgeDeletedAccounts(databases(), env, new Date(purgeAt + 120_000));
    const tombstone = await userRow(reader.id);
    expect(tombstone?.email).toBe(`deleted-${reader.id}@deleted.invalid`);
    expect(tombstone?.displayName).toBeNull();
    // Nothing of the person's choices outlives the account, their units included.
    expect(tombstone?.measurementSystem).toBeNull();
    expect(tombstone?.temperatureSystem).toBeNull();
    expect(await rowsInEveryDb(siteSubscriptions, eq(siteSubscriptions.userId, reader.id))).toEqual(
      [],
    );
    expect(await rowsInEveryDb(comments, eq(comments.id, comment.id))).toHaveLength(1);
    expect(await commentAuthors(kitchen.site.slug, recipe.id)).toEqual([
      expect.objectContaining({ displayName: "Deleted user" }),
    ]);

    // The address is free again: signing in makes a new, empty account.
    const fresh = await signInAgain(reader.email);
    expect(fresh.status).toBe(200);
    expect(fresh.body.currentUser.id).not.toBe(reader.id);
  });

  it("removing comments: they vanish at once, signing in again within 30 days brings everything back, and after the window the account and comments are gone", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await publishedRecipe(site.slug, token);
    const first = await signInAgain(`${crypto.randomUUID()}@example.com`);
    const reader = first.body.currentUser as { id: string; email: string };
    const readerToken = first.body.authToken as string;
    await commentOn(site.id, recipe.id, reader.id, "Mine");

    const res = await call("POST", "/manage/account-deletion", {
      token: readerToken,
      json: { confirm: "delete", comments: "remove" },
    });
    expect(res.status).toBe(200);
    expect(await commentAuthors(site.slug, recipe.id)).toEqual([]);

    // Undo: signing in again restores the account and its comments.
    const back = await signInAgain(reader.email);
    expect(back.status).toBe(200);
    expect(back.body.currentUser.id).toBe(reader.id);
    expect((await userRow(reader.id))?.deletedAt).toBeNull();
    expect(await commentAuthors(site.slug, recipe.id)).toEqual([
      expect.objectContaining({ id: reader.id }),
    ]);

    const again = await call("POST", "/manage/account-deletion", {
      token: back.body.authToken,
      json: { confirm: "delete", comments: "remove" },
    });
    const purgeAt = Date.parse(again.body.deletedAccount.purgeAt);
    await purgeDeletedAccounts(databases(), env, new Date(purgeAt + 60_000));
    expect(await userRow(reader.id)).toBeUndefined();
    expect(await rowsInEveryDb(comments, eq(comments.userId, reader.id))).toEqual([]);
  });
});
