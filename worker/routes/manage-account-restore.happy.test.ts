import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makePaidReader, subscriptionRow } from "../test/billing-factories";
import {
  call,
  latestMail,
  mailsWithSubject,
  makeSite,
  makeUser,
  signedIn,
  siteDb,
  tokenFromLink,
} from "../test/factories";

/**
 * Restoring a deleted account by signing in again: the free subscriptions the deletion
 * ended come back (and only those), paid ones stay ended and the answer says so; the
 * deletion itself is told by e-mail, with the last day and the way to undo it.
 */

async function signInAgain(email: string) {
  await call("POST", "/manage/sign-in", { json: { email } });
  const mail = await latestMail(email, "Sign in");
  return call("POST", `/manage/sign-in/${tokenFromLink(mail.link ?? "")}`);
}

async function subscribeFree(siteId: string, slug: string, userId: string) {
  const res = await call("POST", `/site/${slug}/subscriptions`, {
    token: await signedIn(userId, siteId),
    json: { plan: "free" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** On a creator's site: its sign-in form, then its link (or the code from the same e-mail). */
async function signInOnSite(slug: string, email: string, by: "link" | "code" = "link") {
  await call("POST", `/site/${slug}/sign-in`, { json: { email } });
  const mail = await latestMail(email, "Sign in");
  if (by === "code") {
    const code = /sign-in page: (\d{6})/.exec(mail.text)?.[1] ?? "";
    return call("POST", `/site/${slug}/sign-in-codes`, { json: { email, code } });
  }
  return call("POST", `/site/${slug}/sign-in/${tokenFromLink(mail.link ?? "")}`);
}

const deleteAccount = (token: string) =>
  call("POST", "/manage/account-deletion", {
    token,
    json: { confirm: "delete", comments: "keep" },
  });

describe("restoring a deleted account", () => {
  it("brings back the free subscriptions the deletion ended, once, and no other", async () => {
    const reader = await makeUser();
    const kept = await makeSite();
    const leftBefore = await makeSite();
    await subscribeFree(kept.id, kept.slug, reader.id);
    await subscribeFree(leftBefore.id, leftBefore.slug, reader.id);
    // Cancelled by the reader before deleting: not the deletion's to bring back.
    const cancel = await call("POST", "/manage/cancellations", {
      token: await signedIn(reader.id),
      json: { subscriptionId: (await subscriptionRow(leftBefore.id, reader.id)).id },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const deleted = await deleteAccount(await signedIn(reader.id));
    expect(deleted.status).toBe(200);
    expect((await subscriptionRow(kept.id, reader.id)).status).toBe("canceled");

    const back = await signInAgain(reader.email);
    expect(back.status).toBe(200);
    expect(back.body.restoredAccount).toEqual({ freeSubscriptions: 1, paidSubscriptionsEnded: 0 });
    const row = await subscriptionRow(kept.id, reader.id);
    expect(row).toMatchObject({ status: "active", canceledAt: null });
    expect((await subscriptionRow(leftBefore.id, reader.id)).status).toBe("canceled");

    // A later sign-in is an ordinary one: nothing restored, nothing said.
    const later = await signInAgain(reader.email);
    expect(later.body.restoredAccount).toBeUndefined();
    const rows = await (await siteDb(kept.id))
      .select()
      .from(siteSubscriptions)
      .where(and(eq(siteSubscriptions.userId, reader.id), eq(siteSubscriptions.status, "active")));
    expect(rows).toHaveLength(1);
  });

  it("is reported to a creator's site when the restoring sign-in happens there, once", async () => {
    const reader = await makeUser();
    const site = await makeSite();
    await subscribeFree(site.id, site.slug, reader.id);
    expect((await deleteAccount(await signedIn(reader.id))).status).toBe(200);

    const back = await signInOnSite(site.slug, reader.email);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // The site's web app lands the reader on its welcome-back notice with these counts.
    expect(back.body.restoredAccount).toEqual({ freeSubscriptions: 1, paidSubscriptionsEnded: 0 });
    expect(back.body.currentUser.isSubscribedToFree).toBe(true);

    const later = await signInOnSite(site.slug, reader.email);
    expect(later.status).toBe(200);
    expect(later.body.restoredAccount).toBeUndefined();
  });

  it("is reported to a site's sign-in by code too", async () => {
    const reader = await makeUser();
    const site = await makeSite();
    expect((await deleteAccount(await signedIn(reader.id))).status).toBe(200);
    const back = await signInOnSite(site.slug, reader.email, "code");
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.restoredAccount).toEqual({ freeSubscriptions: 0, paidSubscriptionsEnded: 0 });
  });

  it("leaves a paid plan cancelled in Stripe ended and says so, in the answer and the e-mail", async () => {
    const { kitchen, reader, readerToken } = await makePaidReader();
    const deleted = await deleteAccount(readerToken);
    expect(deleted.status).toBe(200);

    const [mail] = await mailsWithSubject(reader.email, "account is deleted");
    const until = new Date(deleted.body.deletedAccount.purgeAt).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(mail?.text).toContain(`Sign in again with this address before ${until}`);
    expect(mail?.text).toContain("paid subscriptions were cancelled");
    expect(mail?.text).toMatch(/\/sign-in\?next=%2Fsubscriptions/);

    const back = await signInAgain(reader.email);
    expect(back.body.restoredAccount).toEqual({ freeSubscriptions: 0, paidSubscriptionsEnded: 1 });
    expect((await subscriptionRow(kitchen.site.id, reader.id)).status).toBe("canceled");
  });
});
