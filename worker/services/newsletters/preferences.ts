import type { NewsletterPreference } from "@schema/api/newsletter-preferences";
import { newsletterSuppressions } from "@schema/db/newsletters";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, inArray } from "drizzle-orm";
import type { Env } from "../../env";
import { everySiteDatabase, type SiteDatabases } from "../../lib/site-databases";
import { refuseWriteWhileMoving } from "../../lib/site-moving";
import { inIdList } from "../../lib/sql-id-list";
import { byCodeUnit } from "../../lib/text-order";
import { ownSubscription } from "../payments/reader-billing";
import { siteOrigin } from "../sites/lookup";
import { AUDIENCE_STATUSES } from "./audience";

type Hosts = Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">;

/**
 * A reader's newsletter switches over every site (the account area). Only subscriptions
 * the audience rule (newsletters/audience.ts) could reach are listed: current ones, on
 * sites that send newsletters. The switch is the same `newsletter_opt_in` the unsubscribe
 * link turns off, so the next send follows it. Subscriptions and suppressions are sites'
 * rows: each database holding sites is asked once, the sites read from the platform.
 */
export async function newsletterPreferences(
  databases: SiteDatabases,
  env: Hosts,
  userId: string,
): Promise<NewsletterPreference[]> {
  const held = await Promise.all(
    (await everySiteDatabase(databases)).map(async (db) => {
      const subscriptions = await db
        .select()
        .from(siteSubscriptions)
        .where(
          and(
            eq(siteSubscriptions.userId, userId),
            inArray(siteSubscriptions.status, AUDIENCE_STATUSES),
          ),
        );
      const suppressed = subscriptions.length
        ? await db
            .select({ siteId: newsletterSuppressions.siteId, email: newsletterSuppressions.email })
            .from(newsletterSuppressions)
            .where(
              inIdList(
                newsletterSuppressions.siteId,
                subscriptions.map((row) => row.siteId),
              ),
            )
        : [];
      return { db, subscriptions, suppressed };
    }),
  );
  const siteIds = [
    ...new Set(held.flatMap(({ subscriptions }) => subscriptions.map((row) => row.siteId))),
  ];
  if (siteIds.length === 0) return [];
  const siteRows = await databases.platform
    .select()
    .from(sites)
    .where(and(inIdList(sites.id, siteIds), eq(sites.newslettersEnabled, true)));
  const siteOf = new Map(siteRows.map((site) => [site.id, site]));
  const blocked = new Set(
    held.flatMap(({ suppressed }) => suppressed.map((row) => `${row.siteId}\n${row.email}`)),
  );
  const rows = held
    .flatMap(({ db, subscriptions }) =>
      subscriptions.flatMap((subscription) => {
        const site = siteOf.get(subscription.siteId);
        // Only the database its directory row names holds a site's live rows.
        return site && databases.of(site.database) === db ? [{ subscription, site }] : [];
      }),
    )
    .sort(
      (a, b) =>
        byCodeUnit(a.site.title, b.site.title) || byCodeUnit(a.subscription.id, b.subscription.id),
    );
  return Promise.all(
    rows.map(async ({ subscription, site }) => ({
      subscriptionId: subscription.id,
      site: {
        slug: site.slug,
        title: site.title,
        url: await siteOrigin(databases.platform, env, site),
        closed: site.deletedAt !== null,
      },
      newsletterOn: subscription.newsletterOptIn,
      suppressed: blocked.has(`${site.id}\n${subscription.email}`),
    })),
  );
}

/** Turns one of the person's own subscriptions' e-mails on or off; anyone else's is 404. */
export async function setNewsletterPreference(
  databases: SiteDatabases,
  userId: string,
  subscriptionId: string,
  newsletterOn: boolean,
) {
  const { row, site, dbs } = await ownSubscription(databases, userId, subscriptionId);
  refuseWriteWhileMoving("PUT", site);
  await dbs.site
    .update(siteSubscriptions)
    .set({ newsletterOptIn: newsletterOn })
    .where(and(eq(siteSubscriptions.id, row.id), eq(siteSubscriptions.userId, userId)));
}
