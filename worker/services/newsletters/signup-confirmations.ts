import { newsletterConfirmations } from "@schema/db/newsletter-confirmations";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { SiteDbs } from "../../lib/site-databases";
import { randomToken, sha256 } from "../../lib/tokens";
import type { Session } from "../identity/sessions";
import { findOrCreateUser } from "../identity/users";
import { confirmSignupEmail } from "../mail/confirm-signup-email";
import { mailerFor } from "../mail/mailer";
import { type Site, siteOrigin } from "../sites/lookup";
import { limitSubscribeByEmail, subscribeFree } from "../subscribers/subscribe";

/**
 * Double opt-in for the footer form and the newsletter modal: the address gets a
 * link on the site's own host and is subscribed only when the link is used, so nobody can
 * sign a stranger up. The link is a random 256-bit secret (only its hash is stored), good
 * for one confirmation of one address on one site, for CONFIRMATION_DAYS.
 */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** The page the e-mailed link opens (web/app/routes/confirm-subscription.$token.tsx). */
export const confirmationPath = (token: string) => `/confirm-subscription/${token}`;

/**
 * Records the pending sign-up and mails its link. Asking again replaces the link and
 * restarts the 7 days (the earlier link stops working), so a lost e-mail can be re-sent.
 */
export async function requestSignupConfirmation(dbs: SiteDbs, env: Env, site: Site, email: string) {
  const db = dbs.site;
  const token = randomToken();
  const tokenHash = await sha256(token);
  const expiresAt = new Date(Date.now() + CONFIRMATION_DAYS * DAY_MS);
  await db
    .insert(newsletterConfirmations)
    .values({ siteId: site.id, email, tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: [newsletterConfirmations.siteId, newsletterConfirmations.email],
      set: { tokenHash, expiresAt, createdAt: new Date() },
    });
  const link = `${await siteOrigin(dbs.platform, env, site)}${confirmationPath(token)}`;
  await mailerFor(env).send(
    confirmSignupEmail({ to: email, link, brand: site.title, expiresInDays: CONFIRMATION_DAYS }),
  );
}

/**
 * Uses a confirmation link: the pending row is claimed by one DELETE … RETURNING, so two
 * clicks (or a retried request) subscribe once and the second answers false, as does an
 * expired, unknown or other site's link. The address then gets an account if it has none
 * and the site's free plan with the newsletter on.
 */
export async function confirmSignup(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  token: string,
): Promise<boolean> {
  const tokenHash = await sha256(token);
  const [claimed] = await dbs.site
    .delete(newsletterConfirmations)
    .where(
      and(
        eq(newsletterConfirmations.siteId, site.id),
        eq(newsletterConfirmations.tokenHash, tokenHash),
        gt(newsletterConfirmations.expiresAt, new Date()),
      ),
    )
    .returning({ email: newsletterConfirmations.email });
  if (!claimed) return false;
  const user = await findOrCreateUser(dbs.platform, claimed.email);
  await subscribeFree(dbs, env, site, user);
  return true;
}

/** The cron's sweep: sign-ups left unconfirmed past their 7 days are forgotten. */
export async function sweepExpiredConfirmations(db: Db, now = new Date()) {
  await db.delete(newsletterConfirmations).where(lte(newsletterConfirmations.expiresAt, now));
}

/**
 * POST {siteSlug}/newsletter-signups (the footer form and the newsletter modal). A
 * signed-in reader's own address is proven by their session and subscribed at once; any
 * other address gets a confirmation link. The answer does not say whether the address had
 * an account or a subscription, so the form tells nobody who is signed up.
 */
export async function newsletterSignup(
  dbs: SiteDbs,
  env: Env,
  request: { site: Site; viewer: Session | null; email: string; clientIp: string },
): Promise<{ confirmationRequired: boolean }> {
  const { site, viewer, email } = request;
  await limitSubscribeByEmail(env, site, email, request.clientIp);
  if (viewer && viewer.user.email.toLowerCase() === email.toLowerCase()) {
    await subscribeFree(dbs, env, site, viewer.user);
    return { confirmationRequired: false };
  }
  await requestSignupConfirmation(dbs, env, site, email);
  return { confirmationRequired: true };
}
