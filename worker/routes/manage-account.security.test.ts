import { bookmarks } from "@schema/db/bookmarks";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

describe("account area: who may call it", () => {
  it("signed out is 401 for every call", async () => {
    for (const [method, path] of [
      ["GET", "/manage/bookmarks"],
      ["GET", "/manage/subscriptions"],
      ["POST", "/manage/cancellations"],
    ] as const) {
      const res = await call(method, path, { json: method === "POST" ? {} : undefined });
      expect(res.status).toBe(401);
    }
  });

  it("a session signed in on one creator's site cannot read the person's other sites", async () => {
    const site = await makeSite();
    const row = await makeSubscriberRow(site.id, "free");
    const token = await signedIn(row.userId, site.id);
    expect((await call("GET", "/manage/bookmarks", { token })).status).toBe(401);
    expect((await call("GET", "/manage/subscriptions", { token })).status).toBe(401);
    const cancel = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: row.id },
    });
    expect(cancel.status).toBe(401);
  });
});

describe("account area: one person's data only", () => {
  it("lists only the caller's bookmarks and subscriptions", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const other = await makeSubscriberRow(site.id, "free");
    await db()
      .insert(bookmarks)
      .values({ userId: other.userId, siteId: site.id, recipeId: recipe.id });
    const token = await signedIn((await makeUser()).id);
    expect((await call("GET", "/manage/bookmarks", { token })).body).toEqual({ bookmarks: [] });
    expect((await call("GET", "/manage/subscriptions", { token })).body).toEqual({
      subscriptions: [],
    });
  });

  it("cancelling another person's subscription is 404 and leaves it", async () => {
    const site = await makeSite();
    const theirs = await makeSubscriberRow(site.id, "free");
    const token = await signedIn((await makeUser()).id);
    const res = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: theirs.id },
    });
    expect(res.status).toBe(404);
    const [row] = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, theirs.id));
    expect(row?.status).toBe("active");
  });

  it("a paid subscription without Stripe billing is refused, unchanged", async () => {
    const site = await makeSite();
    const paid = await makeSubscriberRow(site.id, "yearly");
    const token = await signedIn(paid.userId);
    const res = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: paid.id },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "bad_request",
      message: "This subscription has no billing to manage",
    });
    const [row] = await (await siteDb(site.id))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, paid.id));
    expect(row).toMatchObject({ status: "active", canceledAt: null });
  });
});
