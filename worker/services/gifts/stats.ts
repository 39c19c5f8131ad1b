import { sql } from "drizzle-orm";
import type { Db } from "../../env";

export type GiftStats = {
  sent: number;
  opened: number;
  subscribedFree: number;
  subscribedPaid: number;
};

/**
 * The Overview's gift figures: gifts sent on the site, how many were opened, and how many of
 * their recipients subscribed afterwards (a subscription begun after the gift reached them),
 * on the free plan or a paid one. A person given several recipes counts once.
 */
export async function giftStats(db: Db, siteId: string): Promise<GiftStats> {
  const [row] = await db.all<{
    sent: number;
    opened: number;
    free: number;
    paid: number;
  }>(sql`select count(*) as sent,
      count(g.redeemed_at) as opened,
      count(distinct case when s.plan = 'free' and s.created_at >= g.created_at
        then g.recipient_user_id end) as free,
      count(distinct case when s.plan in ('monthly', 'yearly')
        and coalesce(s.paid_since, s.created_at) >= g.created_at
        then g.recipient_user_id end) as paid
    from recipe_gifts g
    left join site_subscriptions s on s.site_id = g.site_id and s.user_id = g.recipient_user_id
    where g.site_id = ${siteId}`);
  return {
    sent: row?.sent ?? 0,
    opened: row?.opened ?? 0,
    subscribedFree: row?.free ?? 0,
    subscribedPaid: row?.paid ?? 0,
  };
}
