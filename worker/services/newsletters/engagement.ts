import { NEWSLETTER_LINKS, type NewsletterLink } from "@schema/api/newsletter-links";
import { newsletterDeliveries, newsletterSends } from "@schema/db/newsletters";
import { recipes } from "@schema/db/recipes";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import { type OptOutSigningEnv, optOutToken, verifyOptOutToken } from "../../lib/opt-out-token";
import type { SiteDbs } from "../../lib/site-databases";
import { type Site, siteOrigin } from "../sites/lookup";
import { newsletterLinks } from "./links";
import { atomically, statement } from "./progress";

/**
 * Opens and clicks of a send that counts them (`newsletter_sends.tracked`, the site's
 * "Count opens and clicks" setting when it was sent). Each reader's e-mail carries a token
 * signed for their delivery row and that send; the site's /newsletter/{send}/open/{token}
 * image and /newsletter/{send}/link/{name}/{token} links bring it here.
 *
 * Each reader counts once: an open, a click, and a click on each named link move the send's
 * counts only with the first change of the delivery row, in the same D1 batch, by
 * `changes()` (as progress.ts counts sends). A click is an open too: a reader whose mail
 * program blocked images still read it. Once a finished send's delivery rows are pruned
 * (history.ts, 14 days) nothing more is counted, but every link still leads where it did.
 * No reader's opens are shown to anyone: the kitchen sees the counts.
 */

const scope = (siteId: string, sendId: string) => `newsletter-engagement:${siteId}:${sendId}`;

export const engagementToken = (
  env: OptOutSigningEnv,
  siteId: string,
  sendId: string,
  deliveryId: string,
): Promise<string> => optOutToken(env, scope(siteId, sendId), deliveryId);

/** The site's send, for its recipe and whether it counts: 404 for another site's or none. */
async function siteSend(db: Db, site: Site, sendId: string) {
  const [send] = await db
    .select({
      id: newsletterSends.id,
      recipeId: newsletterSends.recipeId,
      tracked: newsletterSends.tracked,
    })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.siteId, site.id)))
    .limit(1);
  if (!send) throw notFound("Newsletter");
  return send;
}

/** The delivery row a token names in this send, if the token is good and the row kept. */
async function deliveryOf(
  db: Db,
  env: OptOutSigningEnv,
  site: Site,
  send: { id: string; tracked: boolean },
  token: string,
) {
  // A moving site takes no writes (lib/site-moving.ts): its readers' links still work.
  if (!send.tracked || site.movingSince) return null;
  const deliveryId = await verifyOptOutToken(env, scope(site.id, send.id), token);
  if (!deliveryId) return null;
  const [delivery] = await db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.sendId, send.id)))
    .limit(1);
  return delivery ?? null;
}

/** The statements of a first open: the row marked, and the send's count moved by it. */
const opened = (db: Db, sendId: string, deliveryId: string, now: Date) => [
  statement(
    db,
    sql`update newsletter_deliveries set opened_at = ${now.getTime()}
      where id = ${deliveryId} and opened_at is null`,
  ),
  statement(
    db,
    sql`update newsletter_sends set opened_count = opened_count + changes() where id = ${sendId}`,
  ),
];

/** Counts the reader's open of the send; false when there is nothing to count it on. */
export async function recordOpen(
  dbs: SiteDbs,
  env: OptOutSigningEnv,
  site: Site,
  sendId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const db = dbs.site;
  const send = await siteSend(db, site, sendId);
  const delivery = await deliveryOf(db, env, site, send, token);
  if (!delivery) return false;
  await atomically(db, opened(db, send.id, delivery.id, now));
  return true;
}

/** The links that open the recipe: once it is deleted or unpublished, they lead home. */
const RECIPE_LINKS: ReadonlySet<NewsletterLink> = new Set(["recipe", "metric", "us", "doubled"]);

/**
 * Counts the reader's click on the send's link `link` (and their open), and answers where
 * it leads: made again from the send's recipe, or the site's home once the recipe is
 * deleted or no longer published.
 */
export async function followLink(
  dbs: SiteDbs,
  env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL"> & OptOutSigningEnv,
  site: Site,
  sendId: string,
  link: NewsletterLink,
  token: string,
  now = new Date(),
): Promise<{ location: string; counted: boolean }> {
  const db = dbs.site;
  const send = await siteSend(db, site, sendId);
  const [delivery, recipe, origin] = await Promise.all([
    deliveryOf(db, env, site, send, token),
    send.recipeId
      ? db
          .select({ slug: recipes.slug, publishedAt: recipes.publishedAt })
          .from(recipes)
          .where(and(eq(recipes.id, send.recipeId), eq(recipes.siteId, site.id)))
          .limit(1)
          .then(([row]) => row)
      : undefined,
    siteOrigin(dbs.platform, env, site),
  ]);
  const links = newsletterLinks(origin, recipe?.slug ?? "");
  const location = RECIPE_LINKS.has(link) && !recipe?.publishedAt ? links.site : links[link];
  if (!delivery) return { location, counted: false };
  const bit = 1 << NEWSLETTER_LINKS.indexOf(link);
  const path = `$.${link}`;
  await atomically(db, [
    ...opened(db, send.id, delivery.id, now),
    statement(
      db,
      sql`update newsletter_deliveries set clicked_at = ${now.getTime()}
        where id = ${delivery.id} and clicked_at is null`,
    ),
    statement(
      db,
      sql`update newsletter_sends set clicked_count = clicked_count + changes()
        where id = ${send.id}`,
    ),
    statement(
      db,
      sql`update newsletter_deliveries set clicked_links = clicked_links | ${bit}
        where id = ${delivery.id} and (clicked_links & ${bit}) = 0`,
    ),
    statement(
      db,
      sql`update newsletter_sends set link_readers = json_set(link_readers, ${path},
          coalesce(json_extract(link_readers, ${path}), 0) + changes())
        where id = ${send.id}`,
    ),
  ]);
  return { location, counted: true };
}
