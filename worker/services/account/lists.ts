import type { AccountBookmark } from "@schema/api/account";
import type { AccountSite, AccountSubscription } from "@schema/api/subscriptions";
import { bookmarks } from "@schema/db/bookmarks";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { billed, cancelAtPeriodEnd, ownSubscription } from "../payments/reader-billing";
import { cardColumns, cardExtras, cardOf } from "../recipes/cards";
import { type Site, siteOrigin } from "../sites/lookup";

/**
 * The account area (docs/spec/visitor-experience.md §2 "Account area"): one person's bookmarks and
 * subscriptions over every site, read with a platform session.
 */

type Hosts = Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">;
type BillingEnv = Parameters<typeof cancelAtPeriodEnd>[1];

/** The account page lists this many bookmarks at most (newest first). */
export const ACCOUNT_BOOKMARKS_LIMIT = 500;

/** Sites as the account area names them, with the address each is read at. */
async function accountSites(db: Db, env: Hosts, rows: readonly Site[]) {
  const distinct = [...new Map(rows.map((site) => [site.id, site])).values()];
  const views = await Promise.all(
    distinct.map(
      async (site): Promise<[string, AccountSite]> => [
        site.id,
        { slug: site.slug, title: site.title, url: await siteOrigin(db, env, site) },
      ],
    ),
  );
  return new Map(views);
}

/**
 * GET manage/bookmarks: saved recipes over every site, newest first. Recipes no longer
 * published are left out (the bookmark stays, and shows again if the recipe comes back).
 */
export async function accountBookmarks(
  db: Db,
  env: Hosts,
  userId: string,
): Promise<AccountBookmark[]> {
  const rows = await db
    // Each row brings its card's cover and terms along.
    .select({
      card: { ...cardColumns, ...cardExtras },
      site: sites,
      bookmarkedAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .innerJoin(recipes, eq(recipes.id, bookmarks.recipeId))
    .innerJoin(sites, eq(sites.id, bookmarks.siteId))
    .where(
      and(
        eq(bookmarks.userId, userId),
        eq(recipes.siteId, bookmarks.siteId),
        isNotNull(recipes.publishedAt),
      ),
    )
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.recipeId))
    .limit(ACCOUNT_BOOKMARKS_LIMIT);
  const siteViews = await accountSites(
    db,
    env,
    rows.map((row) => row.site),
  );
  return rows.flatMap((row) => {
    const site = siteViews.get(row.site.id);
    return site
      ? [{ site, recipe: cardOf(row.card), bookmarkedAt: row.bookmarkedAt.toISOString() }]
      : [];
  });
}

/** GET manage/subscriptions: every site the person subscribed to, canceled ones too, newest first. */
export async function accountSubscriptions(
  db: Db,
  env: Hosts,
  userId: string,
): Promise<AccountSubscription[]> {
  const rows = await db
    .select({ subscription: siteSubscriptions, site: sites })
    .from(siteSubscriptions)
    .innerJoin(sites, eq(sites.id, siteSubscriptions.siteId))
    .where(eq(siteSubscriptions.userId, userId))
    .orderBy(desc(siteSubscriptions.createdAt), desc(siteSubscriptions.id));
  const siteViews = await accountSites(
    db,
    env,
    rows.map((row) => row.site),
  );
  return rows.flatMap(({ subscription: row, site }) => {
    const view = siteViews.get(site.id);
    return view
      ? [
          {
            id: row.id,
            site: view,
            plan: row.plan,
            status: row.status,
            priceAmountCents: row.priceAmountCents,
            cadence: row.cadence,
            since: row.createdAt.toISOString(),
            // Rows paid for before the column existed began no later than the row itself.
            paidSince: row.plan === "free" ? null : (row.paidSince ?? row.createdAt).toISOString(),
            currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
            cancelAt: row.cancelAt?.toISOString() ?? null,
            billing:
              row.plan !== "free" &&
              row.stripeSubscriptionId !== null &&
              row.stripeCustomerId !== null &&
              site.stripeAccountId !== null,
          },
        ]
      : [];
  });
}

/**
 * POST manage/cancellations: ends one of the caller's subscriptions. A free one ends now; a
 * paid one is cancelled in Stripe at the end of the period paid for, and access stays until
 * then. Cancelling twice is fine; another person's subscription is 404.
 */
export async function cancelSubscription(
  db: Db,
  env: BillingEnv,
  userId: string,
  subscriptionId: string,
) {
  const found = await ownSubscription(db, userId, subscriptionId);
  const { row } = found;
  if (row.status === "canceled") return;
  if (row.plan !== "free") return cancelAtPeriodEnd(db, env, billed(found));
  await db
    .update(siteSubscriptions)
    .set({ status: "canceled", canceledAt: new Date() })
    .where(and(eq(siteSubscriptions.id, row.id), eq(siteSubscriptions.userId, userId)));
}
