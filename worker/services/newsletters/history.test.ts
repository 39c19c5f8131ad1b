import { newsletterDeliveries, newsletterSends } from "@schema/db/newsletters";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, makeSite } from "../../test/factories";
import { DELIVERY_ROWS_KEPT_DAYS, PRUNE_PER_RUN, pruneDeliveryHistory } from "./history";

const DAY_MS = 86_400_000;
const now = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** A send with `recipients` delivery rows, all sent, made in one statement. */
async function sendWithDeliveries(
  siteId: string,
  recipients: number,
  send: Partial<typeof newsletterSends.$inferInsert>,
) {
  const [row] = await db()
    .insert(newsletterSends)
    .values({
      siteId,
      status: "sent",
      recipientCount: recipients,
      sentCount: recipients,
      bouncedCount: 3,
      fanoutComplete: true,
      ...send,
    })
    .returning();
  if (!row) throw new Error("no send");
  await db().run(sql`
    insert into newsletter_deliveries (id, send_id, subscription_key, email, status, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${recipients})
    select lower(hex(randomblob(16))), ${row.id}, 'sub-' || i, 'reader' || i || '@example.com',
      'sent', ${now.getTime()}, ${now.getTime()}
    from n`);
  return row;
}

async function rowsOf(sendId: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.sendId, sendId));
  return row?.n ?? 0;
}

async function sendOf(id: string) {
  const [row] = await db().select().from(newsletterSends).where(eq(newsletterSends.id, id));
  return row;
}

describe("delivery history", () => {
  it("deletes a finished send's rows once its days are over, in batches, keeping its counts", async () => {
    const site = await makeSite();
    const old = await sendWithDeliveries(site.id, 2_500, {
      sentAt: daysAgo(DELIVERY_ROWS_KEPT_DAYS + 1),
    });
    const recent = await sendWithDeliveries(site.id, 10, {
      sentAt: daysAgo(DELIVERY_ROWS_KEPT_DAYS - 1),
    });
    const going = await sendWithDeliveries(site.id, 10, { status: "sending", sentAt: null });

    await pruneDeliveryHistory(db(), now);
    expect(await rowsOf(old.id)).toBe(0);
    expect(await sendOf(old.id)).toMatchObject({
      recipientCount: 2_500,
      sentCount: 2_500,
      bouncedCount: 3,
      deliveriesPrunedAt: now,
    });
    // Retries and webhooks may still need these.
    expect(await rowsOf(recent.id)).toBe(10);
    expect(await rowsOf(going.id)).toBe(10);
    expect((await sendOf(recent.id))?.deliveriesPrunedAt).toBeNull();

    // Again: nothing more to do, nothing else touched.
    await pruneDeliveryHistory(db(), now);
    expect(await rowsOf(recent.id)).toBe(10);
  });

  it("works off a backlog larger than one run over several runs", async () => {
    const site = await makeSite();
    const big = await sendWithDeliveries(site.id, PRUNE_PER_RUN + 1_500, {
      sentAt: daysAgo(30),
    });
    await pruneDeliveryHistory(db(), now);
    expect(await rowsOf(big.id)).toBe(1_500);
    expect((await sendOf(big.id))?.deliveriesPrunedAt).toBeNull();
    await pruneDeliveryHistory(db(), now);
    expect(await rowsOf(big.id)).toBe(0);
    expect((await sendOf(big.id))?.deliveriesPrunedAt).toEqual(now);
  });
});
