import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import type { Site } from "../sites/lookup";
import { subscriptionOnSite } from "../subscribers/rows";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/**
 * The unsubscribe page's calls and RFC 8058's one-click POST. A token that does not verify
 * for this site, or whose subscription is gone, is a plain 404. Turning the newsletter off
 * touches nothing else: a paid plan and its access stay exactly as they were.
 */

type TokenEnv = Pick<Env, "ENVIRONMENT" | "UNSUBSCRIBE_SIGNING_KEY">;

/** `db`: the site's database, which holds its subscriptions (ADR 0014). */
async function subscriptionOf(db: Db, env: TokenEnv, site: Site, token: string) {
  const subscriptionId = await verifyUnsubscribeToken(env, site.id, token);
  if (!subscriptionId) throw notFound("Subscription");
  const [subscription] = await db
    .select({
      id: siteSubscriptions.id,
      email: siteSubscriptions.email,
      newsletterOptIn: siteSubscriptions.newsletterOptIn,
    })
    .from(siteSubscriptions)
    .where(subscriptionOnSite(site.id, subscriptionId))
    .limit(1);
  if (!subscription) throw notFound("Subscription");
  return subscription;
}

export async function unsubscribeStatus(db: Db, env: TokenEnv, site: Site, token: string) {
  const subscription = await subscriptionOf(db, env, site, token);
  return {
    email: subscription.email,
    siteTitle: site.title,
    subscribed: subscription.newsletterOptIn,
  };
}

/** Sets the newsletter on or off; doing it twice is the same as once. */
export async function setNewsletterOptIn(
  db: Db,
  env: TokenEnv,
  site: Site,
  token: string,
  optIn: boolean,
) {
  const subscription = await subscriptionOf(db, env, site, token);
  if (subscription.newsletterOptIn !== optIn) {
    await db
      .update(siteSubscriptions)
      .set({ newsletterOptIn: optIn })
      .where(eq(siteSubscriptions.id, subscription.id));
  }
  return { subscribed: optIn };
}
