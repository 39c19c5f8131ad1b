import type { GiftAllowance } from "@schema/api/gifts";
import { recipeGifts } from "@schema/db/recipe-gifts";
import { and, count, eq, gte } from "drizzle-orm";
import type { Db } from "../../env";
import type { Site } from "../sites/lookup";

/** The 1st of `now`'s calendar month, 00:00 UTC: when this month's allowance began. */
export const monthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The 1st of the next calendar month, 00:00 UTC: when the allowance is whole again. */
export const nextMonthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/**
 * How many gifts this reader has left on this site this month. Gifts are counted by when
 * they were sent, whether or not the friend has opened them yet: an unopened gift is spent.
 */
export async function giftAllowance(
  db: Db,
  site: Site,
  giverUserId: string,
  now: Date,
  mayGift: boolean,
): Promise<GiftAllowance> {
  const [row] = await db
    .select({ used: count() })
    .from(recipeGifts)
    .where(
      and(
        eq(recipeGifts.siteId, site.id),
        eq(recipeGifts.giverUserId, giverUserId),
        gte(recipeGifts.createdAt, monthStart(now)),
      ),
    );
  const used = row?.used ?? 0;
  const perMonth = site.giftsPerMonth;
  return {
    perMonth,
    used,
    left: Math.max(0, perMonth - used),
    resetsAt: nextMonthStart(now).toISOString(),
    mayGift: mayGift && perMonth > 0,
  };
}
