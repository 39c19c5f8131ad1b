import { siteSubscriptionCounts } from "@schema/db/site-subscription-counts";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, count, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { type D1Tally, meterD1 } from "../../lib/d1-meter";
import { db, makeSite, siteBinding, siteDb } from "../../test/factories";
import { makeSubscriberRow } from "../../test/manage-factories";
import { siteRevenue } from "../payments/revenue";
import { overviewWindow, siteOverview, weeklyCounts } from "../sites/overview";
import { CURRENT_STATUSES, currentPerPlan, keptTotal, planCounts } from "./counts";
import { listSubscribers } from "./kitchen-list";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The kept counts beside the same numbers counted from the subscriptions themselves. */
async function counted(siteId: string) {
  const own = await siteDb(siteId);
  const [all] = await keptTotal(own, siteId);
  const [monthly] = await keptTotal(own, siteId, "monthly");
  const kept = {
    current: planCounts(await currentPerPlan(own, siteId)),
    all: all?.total,
    monthly: monthly?.total,
  };
  const real = await own
    .select({ plan: siteSubscriptions.plan, total: count() })
    .from(siteSubscriptions)
    .where(
      and(
        eq(siteSubscriptions.siteId, siteId),
        inArray(siteSubscriptions.status, [...CURRENT_STATUSES]),
      ),
    )
    .groupBy(siteSubscriptions.plan);
  const [realAll] = await own
    .select({ total: count() })
    .from(siteSubscriptions)
    .where(eq(siteSubscriptions.siteId, siteId));
  const [realMonthly] = await own
    .select({ total: count() })
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.plan, "monthly")));
  expect(kept).toEqual({
    current: planCounts(real),
    all: realAll?.total,
    monthly: realMonthly?.total,
  });
  return kept;
}

describe("site_subscription_counts (the site_subscription_count_triggers migration)", () => {
  it("follow subscribing, cancelling, plan changes, deletion and an account's deletion", async () => {
    const site = await makeSite();
    // In the same database: a row moves between the two below, as one database's triggers see.
    const other = await makeSite({ database: site.database });
    const own = await siteDb(site.id);
    const ann = await makeSubscriberRow(site.id, "free");
    const bob = await makeSubscriberRow(site.id, "monthly");
    const cy = await makeSubscriberRow(site.id, "yearly", { status: "trialing" });
    await makeSubscriberRow(other.id, "free");
    expect(await counted(site.id)).toMatchObject({
      current: { free: 1, monthly: 1, yearly: 1, total: 3 },
      all: 3,
      monthly: 1,
    });

    const set = (id: string, values: Partial<typeof siteSubscriptions.$inferInsert>) =>
      own.update(siteSubscriptions).set(values).where(eq(siteSubscriptions.id, id));
    // A failing card still counts; a cancellation does not, but stays in the list's total.
    await set(bob.id, { status: "past_due" });
    expect((await counted(site.id)).current).toMatchObject({ monthly: 1, total: 3 });
    await set(bob.id, { status: "canceled" });
    expect(await counted(site.id)).toMatchObject({ current: { monthly: 0, total: 2 }, all: 3 });
    // A plan change (free to monthly at checkout), and a change that touches neither.
    await set(ann.id, { plan: "monthly", status: "active", cadence: "month" });
    await set(ann.id, { newsletterOptIn: false });
    expect(await counted(site.id)).toMatchObject({
      current: { free: 0, monthly: 1, yearly: 1, total: 2 },
      monthly: 2,
    });
    // A row moved to another site (no writer does it, the counts follow anyway).
    await set(cy.id, { siteId: other.id });
    expect((await counted(other.id)).current).toMatchObject({ free: 1, yearly: 1, total: 2 });

    // A subscription deleted, and one going with its reader's account: the account's purge
    // deletes the person's anchor in each site database, whose cascade takes the row.
    await own.delete(siteSubscriptions).where(eq(siteSubscriptions.id, bob.id));
    await own.delete(users).where(eq(users.id, ann.userId));
    await db().delete(users).where(eq(users.id, ann.userId));
    expect(await counted(site.id)).toEqual({
      current: { free: 0, monthly: 0, yearly: 0, total: 0 },
      all: 0,
      monthly: 0,
    });

    // A site's purge: its anchor in its database (whose cascades take its rows), then its
    // directory row.
    await own.delete(sites).where(eq(sites.id, other.id));
    await db().delete(sites).where(eq(sites.id, other.id));
    expect(
      await own
        .select()
        .from(siteSubscriptionCounts)
        .where(eq(siteSubscriptionCounts.siteId, other.id)),
    ).toEqual([]);
  });

  it("keep the Overview's paying subscribers and MRR through price, cadence and plan changes", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    const mrrFromRows = async () => {
      const rows = await own
        .select()
        .from(siteSubscriptions)
        .where(
          and(
            eq(siteSubscriptions.siteId, site.id),
            inArray(siteSubscriptions.plan, ["monthly", "yearly"]),
            inArray(siteSubscriptions.status, [...CURRENT_STATUSES]),
          ),
        );
      const mrr = rows.reduce(
        (sum, row) =>
          sum + (row.cadence === "year" ? row.priceAmountCents / 12 : row.priceAmountCents),
        0,
      );
      const revenue = await siteRevenue(own, site.id, 10);
      expect(revenue).toMatchObject({ payingSubscribers: rows.length, mrrCents: Math.round(mrr) });
      return revenue;
    };
    const monthly = await makeSubscriberRow(site.id, "monthly", { priceAmountCents: 700 });
    const yearly = await makeSubscriberRow(site.id, "yearly", { priceAmountCents: 6000 });
    await makeSubscriberRow(site.id, "free");
    expect(await mrrFromRows()).toMatchObject({ payingSubscribers: 2, mrrCents: 1200 });

    const set = (id: string, values: Partial<typeof siteSubscriptions.$inferInsert>) =>
      own.update(siteSubscriptions).set(values).where(eq(siteSubscriptions.id, id));
    await set(monthly.id, { priceAmountCents: 900 });
    expect(await mrrFromRows()).toMatchObject({ mrrCents: 1400 });
    // Monthly to yearly at a new price, then back to free.
    await set(monthly.id, { plan: "yearly", cadence: "year", priceAmountCents: 9600 });
    expect(await mrrFromRows()).toMatchObject({ payingSubscribers: 2, mrrCents: 1300 });
    await set(yearly.id, { plan: "free", cadence: null, priceAmountCents: 0 });
    expect(await mrrFromRows()).toMatchObject({ payingSubscribers: 1, mrrCents: 800 });
    await set(monthly.id, { status: "canceled" });
    expect(await mrrFromRows()).toMatchObject({ payingSubscribers: 0, mrrCents: 0 });
  });

  it("keep the Subscribers page and the Overview, revenue included, reading as many rows on a site twice the size", async () => {
    const site = await makeSite();
    const plans = ["free", "monthly", "yearly"] as const;
    let made = 0;
    // Older than the Overview's weeks: its chart reads only the weeks it shows.
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        made += 1;
        await makeSubscriberRow(site.id, plans[made % 3] ?? "free", {
          createdAt: daysAgo(200 + made),
        });
        // Cancelled long ago: the Overview counts those of its weeks only.
        await makeSubscriberRow(site.id, "monthly", {
          status: "canceled",
          createdAt: daysAgo(300 + made),
          canceledAt: daysAgo(150 + made),
        });
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      const metered = drizzle(meterD1(siteBinding(site), tally));
      const list = await listSubscribers(metered, site.id, {
        query: undefined,
        limit: 20,
        offset: 0,
      });
      expect(list.total).toBe(made * 2);
      expect(list.subscribers).toHaveLength(20);
      const monthly = await listSubscribers(metered, site.id, {
        query: undefined,
        plan: "monthly",
        limit: 5,
        offset: 0,
      });
      expect(monthly.total).toBe(made / 3 + made);
      const overview = await siteOverview({ site: metered, platform: db() }, site.id);
      expect(overview.subscribers.counts.total).toBe(made);
      const revenue = await siteRevenue(metered, site.id, 10);
      expect(revenue).toMatchObject({ payingSubscribers: (made * 2) / 3, cancelledPaid: 0 });
      return tally.rowsRead;
    };

    await grow(30);
    const before = await rowsRead();
    await grow(30);
    const after = await rowsRead();

    // Counting per plan read every subscription of the site, in each of the three (+240 here).
    expect(after).toBe(before);
  });

  it("keep the Overview's weeks and paid starts, and read a row per day and plan of them", async () => {
    const site = await makeSite();
    const own = await siteDb(site.id);
    const days = [0, 1, 6, 7, 30, 83, 84, 90];
    const rowsFromRows = async () => {
      const { start, end } = overviewWindow(new Date());
      const rows = await own
        .select()
        .from(siteSubscriptions)
        .where(eq(siteSubscriptions.siteId, site.id));
      const inWindow = rows.filter(
        (row) => row.createdAt.getTime() >= start && row.createdAt.getTime() < end,
      );
      const perWeek = new Map<number, number>();
      for (const row of inWindow) {
        const bucket = Math.floor((row.createdAt.getTime() - start) / (7 * 86_400_000));
        perWeek.set(bucket, (perWeek.get(bucket) ?? 0) + 1);
      }
      const weeks = weeklyCounts(
        start,
        [...perWeek].map(([bucket, total]) => ({ bucket, total })),
      );
      const newPaid = inWindow.filter((row) => row.plan !== "free").length;
      const overview = await siteOverview({ site: own, platform: db() }, site.id);
      const revenue = await siteRevenue(own, site.id, 10);
      expect({ weeks: overview.subscribers.weekly, newPaid: revenue.newPaid }).toEqual({
        weeks,
        newPaid,
      });
      return { weeks, newPaid };
    };
    const made: { id: string }[] = [];
    const grow = async () => {
      for (const [index, day] of days.entries()) {
        made.push(
          await makeSubscriberRow(site.id, index % 2 ? "free" : "monthly", {
            createdAt: new Date(Date.now() - day * 86_400_000),
          }),
        );
      }
    };
    const rowsRead = async () => {
      const tally: D1Tally = { queries: 0, rowsRead: 0 };
      const metered = drizzle(meterD1(siteBinding(site), tally));
      await siteOverview({ site: metered, platform: db() }, site.id);
      await siteRevenue(metered, site.id, 10);
      return tally.rowsRead;
    };

    await grow();
    expect((await rowsFromRows()).newPaid).toBeGreaterThan(0);
    const before = await rowsRead();
    await grow();
    await grow();
    await rowsFromRows();
    // Counting the rows that began in the weeks read each of them again and again (+36 here).
    expect(await rowsRead()).toBe(before);

    // A plan change, a start moved to another day, deletion.
    const set = (id: string, values: Partial<typeof siteSubscriptions.$inferInsert>) =>
      own.update(siteSubscriptions).set(values).where(eq(siteSubscriptions.id, id));
    await set(made[1]?.id ?? "", { plan: "yearly", cadence: "year" });
    await set(made[2]?.id ?? "", { createdAt: new Date(Date.now() - 50 * 86_400_000) });
    await set(made[3]?.id ?? "", { createdAt: new Date(Date.now() - 200 * 86_400_000) });
    await own.delete(siteSubscriptions).where(eq(siteSubscriptions.id, made[4]?.id ?? ""));
    await rowsFromRows();
  });
});
