import type { AccountBookmark } from "@schema/api/account";
import type { AccountSite, AccountSubscription } from "@schema/api/subscriptions";
import { bookmarks } from "@schema/db/bookmarks";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { everySiteDatabase, type SiteDatabases } from "../../lib/site-databases";
import { refuseWriteWhileMoving } from "../../lib/site-moving";
import { inIdList } from "../../lib/sql-id-list";
import { byCodeUnit } from "../../lib/text-order";
import { paidPlansOpen } from "../payments/connect";
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
        {
          slug: site.slug,
          title: site.title,
          url: await siteOrigin(db, env, site),
          // A deleted site is listed until its purge takes its rows: as closed, not a link.
          closed: site.deletedAt !== null,
        },
      ],
    ),
  );
  return new Map(views);
}

/**
 * GET manage/bookmarks: saved recipes over every site, newest first. Recipes no longer
 * published are left out (the bookmark stays, and shows again if the recipe comes back).
 * Bookmarks are the platform's and name recipes of any site by id (ADR 0014): the newest
 * are read with their sites, then their cards from each database holding those sites, one
 * query a database.
 */
export async function accountBookmarks(
  databases: SiteDatabases,
  env: Hosts,
  userId: string,
): Promise<AccountBookmark[]> {
  const saved = await databases.platform
    .select({ recipeId: bookmarks.recipeId, bookmarkedAt: bookmarks.createdAt, site: sites })
    .from(bookmarks)
    .innerJoin(sites, eq(sites.id, bookmarks.siteId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.recipeId))
    .limit(ACCOUNT_BOOKMARKS_LIMIT);
  const idsByDatabase = new Map<Db, string[]>();
  for (const row of saved) {
    const db = databases.of(row.site.database);
    idsByDatabase.set(db, [...(idsByDatabase.get(db) ?? []), row.recipeId]);
  }
  const cardRows = await Promise.all(
    [...idsByDatabase].map(([db, ids]) =>
      db
        // Each row brings its card's cover and terms along.
        .select({ ...cardColumns, ...cardExtras, siteId: recipes.siteId })
        .from(recipes)
        .where(and(inIdList(recipes.id, ids), isNotNull(recipes.publishedAt))),
    ),
  );
  const cards = new Map(cardRows.flat().map((row) => [row.id, row]));
  const siteViews = await accountSites(
    databases.platform,
    env,
    saved.map((row) => row.site),
  );
  return saved.flatMap((row) => {
    const card = cards.get(row.recipeId);
    const site = siteViews.get(row.site.id);
    // A recipe is its site's: an id that turned up on another site is not this bookmark's.
    return card && site && card.siteId === row.site.id
      ? [{ site, recipe: cardOf(card), bookmarkedAt: row.bookmarkedAt.toISOString() }]
      : [];
  });
}

/**
 * GET manage/subscriptions: every site the person subscribed to, canceled ones too, newest
 * first. Subscriptions are each site's (ADR 0014): every database holding sites is asked,
 * one query each, and the sites come from the platform's directory. A row counts only from
 * the database its site's directory row names.
 */
export async function accountSubscriptions(
  databases: SiteDatabases,
  env: Hosts,
  userId: string,
): Promise<AccountSubscription[]> {
  const found = await Promise.all(
    (await everySiteDatabase(databases)).map(async (db) => ({
      db,
      rows: await db.select().from(siteSubscriptions).where(eq(siteSubscriptions.userId, userId)),
    })),
  );
  const siteIds = [...new Set(found.flatMap(({ rows }) => rows.map((row) => row.siteId)))];
  const siteRows = siteIds.length
    ? await databases.platform.select().from(sites).where(inIdList(sites.id, siteIds))
    : [];
  const siteOf = new Map(siteRows.map((site) => [site.id, site]));
  const rows = found
    .flatMap(({ db, rows: held }) =>
      held.flatMap((subscription) => {
        const site = siteOf.get(subscription.siteId);
        return site && databases.of(site.database) === db ? [{ subscription, site }] : [];
      }),
    )
    .sort(
      (a, b) =>
        b.subscription.createdAt.getTime() - a.subscription.createdAt.getTime() ||
        byCodeUnit(b.subscription.id, a.subscription.id),
    );
  const siteViews = await accountSites(
    databases.platform,
    env,
    rows.map((row) => row.site),
  );
  const now = Date.now();
  return rows.flatMap(({ subscription: row, site }) => {
    const view = siteViews.get(site.id);
    // Free paid access the site gave (a comp) that has not run out: nothing to upgrade to yet.
    const compUntil = row.compUntil && row.compUntil.getTime() > now ? row.compUntil : null;
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
            compUntil: compUntil?.toISOString() ?? null,
            upgradable:
              row.plan === "free" &&
              row.status === "active" &&
              !compUntil &&
              site.deletedAt === null &&
              paidPlansOpen(site),
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
  databases: SiteDatabases,
  env: BillingEnv,
  userId: string,
  subscriptionId: string,
) {
  const found = await ownSubscription(databases, userId, subscriptionId);
  refuseWriteWhileMoving("POST", found.site);
  const { row, dbs } = found;
  if (row.status === "canceled") return;
  if (row.plan !== "free") return cancelAtPeriodEnd(dbs, env, billed(found));
  await dbs.site
    .update(siteSubscriptions)
    .set({ status: "canceled", canceledAt: new Date() })
    .where(and(eq(siteSubscriptions.id, row.id), eq(siteSubscriptions.userId, userId)));
}
