import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { makeKitchen, makeSubscriberRow } from "../test/manage-factories";

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

async function audience() {
  const kitchen = await makeKitchen();
  const id = kitchen.site.id;
  const free = await makeSubscriberRow(id, "free", {
    email: "ann_free@example.com",
    createdAt: at(5),
  });
  const monthly = await makeSubscriberRow(id, "monthly", {
    email: "bob@example.com",
    createdAt: at(4),
  });
  const yearly = await makeSubscriberRow(id, "yearly", {
    email: "cy@example.org",
    createdAt: at(3),
  });
  const gone = await makeSubscriberRow(id, "monthly", {
    email: "dee@example.com",
    status: "canceled",
    canceledAt: at(1),
    createdAt: at(2),
  });
  return { ...kitchen, free, monthly, yearly, gone };
}

describe("GET manage/{siteSlug}/subscribers", () => {
  it("lists newest first with e-mail, plan, status and since, and counts current ones per plan", async () => {
    const { site, token, free, monthly, yearly, gone } = await audience();
    await makeSubscriberRow((await makeKitchen()).site.id, "yearly", {
      email: "other@example.com",
    });
    const res = await call("GET", `/manage/${site.slug}/subscribers`, { token });
    expect(res.status).toBe(200);
    expect(res.body.subscribers.map((s: { id: string }) => s.id)).toEqual([
      gone.id,
      yearly.id,
      monthly.id,
      free.id,
    ]);
    expect(res.body.subscribers[2]).toEqual({
      id: monthly.id,
      email: "bob@example.com",
      plan: "monthly",
      status: "active",
      since: monthly.createdAt.toISOString(),
      priceAmountCents: 500,
      cadence: "month",
      newsletterOptIn: true,
      canceledAt: null,
      currentPeriodEnd: null,
      cancelAt: null,
      compUntil: null,
      billing: false,
      lastAction: null,
    });
    expect(res.body).toMatchObject({
      total: 4,
      limit: 50,
      offset: 0,
      counts: { free: 1, monthly: 1, yearly: 1, total: 3 },
    });
  });

  it("searches by e-mail (wildcards are plain letters), filters by plan and pages", async () => {
    const { site, token, free, monthly, gone } = await audience();
    const get = async (query: string) =>
      (await call("GET", `/manage/${site.slug}/subscribers?${query}`, { token })).body;
    expect((await get("query=EXAMPLE.COM")).subscribers.map((s: { id: string }) => s.id)).toEqual([
      gone.id,
      monthly.id,
      free.id,
    ]);
    expect((await get("query=_free")).subscribers.map((s: { id: string }) => s.id)).toEqual([
      free.id,
    ]);
    expect((await get("query=%25")).total).toBe(0);
    // Longer than the 50 bytes D1 allows a LIKE pattern: still a search, not a 500.
    expect((await get(`query=${"x".repeat(200)}@example.com`)).total).toBe(0);
    const monthlyOnly = await get("plan=monthly");
    expect(monthlyOnly.subscribers.map((s: { id: string }) => s.id)).toEqual([gone.id, monthly.id]);
    expect(monthlyOnly.counts).toEqual({ free: 1, monthly: 1, yearly: 1, total: 3 });
    const page = await get("limit=1&offset=1");
    expect(page).toMatchObject({ total: 4, limit: 1, offset: 1 });
    expect(page.subscribers).toHaveLength(1);
  });

  it("bad filters are 400 with the parameter as path", async () => {
    const { site, token } = await makeKitchen();
    for (const [query, path] of [
      ["plan=gold", "plan"],
      ["limit=0", "limit"],
      ["offset=-2", "offset"],
    ]) {
      const res = await call("GET", `/manage/${site.slug}/subscribers?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.issues[0].path).toBe(path);
    }
  });

  it("signed out 401; stranger and other owner 404; other-site session 401", async () => {
    const { site, owner } = await audience();
    const path = `/manage/${site.slug}/subscribers`;
    expect((await call("GET", path)).status).toBe(401);
    const stranger = await signedIn((await makeUser()).id);
    const res = await call("GET", path, { token: stranger });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("example.com");
    expect((await call("GET", path, { token: (await makeKitchen()).token })).status).toBe(404);
    const elsewhere = await signedIn(owner.id, (await makeKitchen({ ownerId: owner.id })).site.id);
    expect((await call("GET", path, { token: elsewhere })).status).toBe(401);
  });
});
