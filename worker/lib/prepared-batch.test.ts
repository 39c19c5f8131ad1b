import { sites } from "@schema/db/sites";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../env";
import { db, makeSite } from "../test/factories";
import { preparedBatch } from "./prepared-batch";

const SLUG = sql.placeholder("slug");

const statements = (d: Db) =>
  [
    d.select({ id: sites.id, title: sites.title }).from(sites).where(eq(sites.slug, SLUG)),
    d.select({ n: sql<number>`count(*)` }).from(sites).where(eq(sites.slug, SLUG)),
  ] as const;

describe("preparedBatch", () => {
  it("builds the statements once and fills in each call's values", async () => {
    const first = await makeSite();
    const second = await makeSite();
    const build = vi.fn(statements);
    const read = preparedBatch(build);

    const [rowsA, countA] = await read(db(), { slug: first.slug });
    const [rowsB, countB] = await read(db(), { slug: second.slug });
    const [rowsNone] = await read(db(), { slug: "no-such-site" });

    expect(build).toHaveBeenCalledTimes(1);
    expect(rowsA).toEqual([{ id: first.id, title: first.title }]);
    expect(rowsB).toEqual([{ id: second.id, title: second.title }]);
    expect(countA).toEqual([{ n: 1 }]);
    expect(countB).toEqual([{ n: 1 }]);
    expect(rowsNone).toEqual([]);
  });

  it("maps rows as db.batch does", async () => {
    const site = await makeSite();
    const read = preparedBatch(statements);
    const prepared = await read(db(), { slug: site.slug });
    const d = db();
    const direct = await d.batch([
      d.select({ id: sites.id, title: sites.title }).from(sites).where(eq(sites.slug, site.slug)),
      d.select({ n: sql<number>`count(*)` }).from(sites).where(eq(sites.slug, site.slug)),
    ]);
    expect(prepared).toEqual(direct);
  });

  it("says which value is missing rather than sending a query without it", async () => {
    const read = preparedBatch(statements);
    await expect(read(db(), {})).rejects.toThrow(/slug/);
  });
});
