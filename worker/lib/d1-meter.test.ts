import { env } from "cloudflare:test";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { makeSite } from "../test/factories";
import { type D1Tally, meterD1 } from "./d1-meter";

describe("meterD1", () => {
  it("counts each query and the rows D1 read, through drizzle and the binding's own calls", async () => {
    const first = await makeSite();
    await makeSite();
    await makeSite();
    const tally: D1Tally = { queries: 0, rowsRead: 0 };
    const metered = meterD1(env.DB, tally);
    const db = drizzle(metered);

    // A full scan of the three sites, then a lookup by the slug's unique index.
    const all = await db.select({ id: sites.id }).from(sites);
    expect(all).toHaveLength(3);
    expect(tally).toMatchObject({ queries: 1, rowsRead: 3 });
    const [one] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, first.slug));
    expect(one?.id).toBe(first.id);
    expect(tally.queries).toBe(2);
    expect(tally.rowsRead).toBe(4);

    // first(), raw() and batch() answer as the binding does, and are counted too.
    const statement = metered.prepare("select slug from sites where id = ?").bind(first.id);
    expect(await statement.first("slug")).toBe(first.slug);
    expect(await statement.raw()).toEqual([[first.slug]]);
    const [counted] = await metered.batch([metered.prepare("select count(*) as n from sites")]);
    expect(counted?.results).toEqual([{ n: 3 }]);
    expect(tally.queries).toBe(5);
    expect(tally.rowsRead).toBeGreaterThan(4);
  });
});
