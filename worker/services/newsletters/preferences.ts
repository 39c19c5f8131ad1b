import type { NewsletterPreference } from "@schema/api/newsletter-preferences";
import { newsletterSuppressions } from "@schema/db/newsletters";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import { siteOrigin } from "../sites/lookup";
import { AUDIENCE_STATUSES } from "./audience";

type Hosts = Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">;

/**
 * A reader's newsletter switches over every site (the account area). Only subscriptions
 * the audience rule (newsletters/audience.ts) could reach are listed: current ones, on
 * sites that send newsletters. The switch is the same `newsletter_opt_in` the unsubscribe
 * link turns off, so the next send follows it.
 */
export async function newsletterPreferences(
  db: Db,
  env: Hosts,
  userId: string,
): Promise<NewsletterPreference[]> {
  const rows = await db
    .select({ subscription: siteSubscriptions, site: sites })
    .from(siteSubscriptions)
    .innerJoin(sites, eq(sites.id, siteSubscriptions.siteId))
    .where(
      and(
        eq(siteSubscriptions.userId, userId),
        inArray(siteSubscriptions.status, AUDIENCE_STATUSES),
        eq(sites.newslettersEnabled, true),
      ),
    )
    .orderBy(asc(sites.title), asc(siteSubscriptions.id));
  if (rows.length === 0) return [];
  const suppressed = await db
    .select({ siteId: newsletterSuppressions.siteId, email: newsletterSuppressions.email })
    .from(newsletterSuppressions)
    .where(
      inArray(
        newsletterSuppressions.siteId,
        rows.map((row) => row.site.id),
      ),
    );
  const blocked = new Set(suppressed.map((row) => `${row.siteId}\n${row.email}`));
  return Promise.all(
    rows.map(async ({ subscription, site }) => ({
      subscriptionId: subscription.id,
      site: { slug: site.slug, title: site.title, url: await siteOrigin(db, env, site) },
      newsletterOn: subscription.newsletterOptIn,
      suppressed: blocked.has(`${site.id}\n${subscription.email}`),
    })),
  );
}

/** Turns one of the person's own subscriptions' e-mails on or off; anyone else's is 404. */
export async function setNewsletterPreference(
  db: Db,
  userId: string,
  subscriptionId: string,
  newsletterOn: boolean,
) {
  const [row] = await db
    .update(siteSubscriptions)
    .set({ newsletterOptIn: newsletterOn })
    .where(and(eq(siteSubscriptions.id, subscriptionId), eq(siteSubscriptions.userId, userId)))
    .returning({ id: siteSubscriptions.id });
  if (!row) throw notFound("Subscription");
}
