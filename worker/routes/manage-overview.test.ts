import { describe, expect, it } from "vitest";
import { overviewWindow, weeklyCounts } from "../services/sites/overview";
import { call, makeUser, signedIn } from "../test/factories";
import {
  createRecipe,
  makeCommentRow,
  makeKitchen,
  makeSubscriberRow,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("GET manage/{siteSlug}/overview", () => {
  it("adds revenue: paying subscribers, MRR with yearly as a twelfth, new and cancelled paid, the platform fee", async () => {
    const { site, token } = await makeKitchen();
    await makeSubscriberRow(site.id, "monthly", { priceAmountCents: 500 });
    await makeSubscriberRow(site.id, "yearly", { priceAmountCents: 6000 });
    await makeSubscriberRow(site.id, "monthly", { priceAmountCents: 700, status: "past_due" });
    // Not revenue: a free reader, a comp, an old paid plan cancelled a week ago.
    await makeSubscriberRow(site.id, "free", { compUntil: new Date(Date.now() + 30 * DAY) });
    await makeSubscriberRow(site.id, "monthly", {
      status: "canceled",
      canceledAt: daysAgo(7),
      createdAt: daysAgo(200),
    });
    const { body } = await call("GET", `/manage/${site.slug}/overview`, { token });
    expect(body.revenue).toMatchObject({
      payingSubscribers: 3,
      // 500 + 6000 / 12 + 700
      mrrCents: 1700,
      newPaid: 3,
      cancelledPaid: 1,
      platformFeePercent: 10,
      platformFeeCents: 170,
    });
  });

  it("answers recipes, subscribers per plan and per week, comments and recent activity", async () => {
    const { site, token } = await makeKitchen();
    const soup = await publishedRecipe(site.slug, token, minimalRecipe({ title: "Soup" }));
    await publishedRecipe(site.slug, token, minimalRecipe({ title: "Stew" }));
    const draft = await createRecipe(site.slug, token, minimalRecipe({ title: "Draft pie" }));

    const id = site.id;
    const today = await makeSubscriberRow(id, "free", { email: "today@example.com" });
    await makeSubscriberRow(id, "monthly", { createdAt: daysAgo(3) });
    await makeSubscriberRow(id, "yearly", { createdAt: daysAgo(10) });
    await makeSubscriberRow(id, "monthly", { createdAt: daysAgo(1), status: "canceled" });
    await makeSubscriberRow(id, "free", { createdAt: daysAgo(83) });
    await makeSubscriberRow(id, "free", { createdAt: daysAgo(90) });
    // Another site's numbers never leak in.
    const other = await makeKitchen();
    await makeSubscriberRow(other.site.id, "yearly");

    const hidden = await makeCommentRow({
      siteId: id,
      recipeId: soup.id,
      text: "Spam spam",
      hidden: true,
      createdAt: daysAgo(2),
    });
    await makeCommentRow({ siteId: id, recipeId: soup.id, parentId: hidden.id, text: "Reply" });
    const latest = await makeCommentRow({ siteId: id, recipeId: soup.id, text: "x".repeat(400) });

    const res = await call("GET", `/manage/${site.slug}/overview`, { token });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.recipes).toEqual({ published: 2, draft: 1 });
    expect(body.subscribers.counts).toEqual({ free: 3, monthly: 1, yearly: 1, total: 5 });

    const weekly = body.subscribers.weekly as { weekStart: string; count: number }[];
    expect(weekly).toHaveLength(12);
    // This week: today's, 3 days ago and the canceled one (new that week all the same).
    expect(weekly[11]?.count).toBe(3);
    expect(weekly[10]?.count).toBe(1);
    expect(weekly[0]?.count).toBe(1);
    expect(weekly.reduce((sum, week) => sum + week.count, 0)).toBe(5);
    const { start } = overviewWindow(new Date());
    expect(weekly[0]?.weekStart).toBe(isoDay(start));
    expect(weekly[11]?.weekStart).toBe(isoDay(start + 77 * DAY));

    expect(body.comments.hidden).toBe(2);
    expect(body.comments.visible).toBe(1);
    expect(body.comments.latest).toHaveLength(3);
    expect(body.comments.latest[0]).toMatchObject({
      id: latest.id,
      hidden: false,
      recipe: { id: soup.id, title: "Soup" },
      author: expect.stringContaining("Reader"),
    });
    expect(body.comments.latest[0].excerpt.length).toBeLessThanOrEqual(280);
    expect(body.comments.latest[0].excerpt.endsWith("…")).toBe(true);
    expect(body.comments.latest[2]).toMatchObject({ id: hidden.id, hidden: true });

    expect(body.activity.recipes[0]).toMatchObject({
      id: draft.id,
      title: "Draft pie",
      status: "draft",
      publishedAt: null,
    });
    expect(body.activity.recipes.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(["Soup", "Stew", "Draft pie"]),
    );
    expect(body.activity.subscribers).toHaveLength(5);
    expect(body.activity.subscribers[0]).toMatchObject({
      id: today.id,
      email: "today@example.com",
      plan: "free",
      status: "active",
    });
  });

  it("an empty site is all zeros and empty lists", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("GET", `/manage/${site.slug}/overview`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      recipes: { published: 0, draft: 0 },
      subscribers: { counts: { free: 0, monthly: 0, yearly: 0, total: 0 } },
      comments: { visible: 0, hidden: 0, latest: [] },
      activity: { recipes: [], subscribers: [] },
    });
    expect(res.body.subscribers.weekly.every((w: { count: number }) => w.count === 0)).toBe(true);
  });

  it("takes no input: unknown query parameters are ignored, a malformed site slug is 404", async () => {
    const { site, token } = await makeKitchen();
    expect((await call("GET", `/manage/${site.slug}/overview?weeks=x`, { token })).status).toBe(
      200,
    );
    expect((await call("GET", `/manage/Not_A_Slug/overview`, { token })).status).toBe(404);
  });

  it("signed out 401; stranger and another site's owner 404; a session on another site 401", async () => {
    const { site, owner } = await makeKitchen();
    await makeSubscriberRow(site.id, "monthly", { email: "secret-reader@example.com" });
    const path = `/manage/${site.slug}/overview`;
    expect((await call("GET", path)).status).toBe(401);
    const stranger = await signedIn((await makeUser()).id);
    const res = await call("GET", path, { token: stranger });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("secret-reader");
    expect((await call("GET", path, { token: (await makeKitchen()).token })).status).toBe(404);
    const elsewhere = await signedIn(owner.id, (await makeKitchen({ ownerId: owner.id })).site.id);
    expect((await call("GET", path, { token: elsewhere })).status).toBe(401);
  });
});

describe("overview weeks", () => {
  it("are twelve whole UTC weeks ending at the end of today", () => {
    const now = new Date("2026-11-18T15:30:00Z");
    const { start, end } = overviewWindow(now);
    expect(new Date(end).toISOString()).toBe("2026-11-19T00:00:00.000Z");
    expect(new Date(start).toISOString()).toBe("2026-08-27T00:00:00.000Z");
    const weeks = weeklyCounts(start, [
      { bucket: 0, total: 2 },
      { bucket: 11, total: 5 },
    ]);
    expect(weeks[0]).toEqual({ weekStart: "2026-08-27", count: 2 });
    expect(weeks[11]).toEqual({ weekStart: "2026-11-12", count: 5 });
    expect(weeks.slice(1, 11).every((week) => week.count === 0)).toBe(true);
  });
});
