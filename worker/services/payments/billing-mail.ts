import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { colorThemes } from "@schema/db/themes";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { SiteDbs } from "../../lib/site-databases";
import { type BillingBrand, type BillingEmail, billingEmail } from "../mail/billing-email";
import { mailerFor } from "../mail/mailer";
import { platformOrigin, type Site, siteOrigin } from "../sites/lookup";
import { queueCancellationNotice } from "../subscribers/notice-mail";
import type { Stripe } from "./stripe-client";

/**
 * Which billing e-mail a Stripe event sends. Each runs inside the event's handler,
 * which claims the event id first (worker/queues/stripe-event.ts), so one event sends its
 * e-mail once; the e-mail goes last, after every write, so a failure before it retries the
 * whole event without having mailed anyone.
 */

/** How long before a yearly renewal the reminder goes (Stripe's invoice.upcoming setting). */
export const RENEWAL_REMINDER_DAYS = 7;

const FALLBACK_ACCENT = "#1f2328";

const accountPage = (env: Env) => `${platformOrigin(env)}/subscriptions`;

async function brandOf(db: Db, env: Env, site: Site): Promise<BillingBrand> {
  const [theme] = site.colorThemeId
    ? await db
        .select({ accent: colorThemes.colorAccent })
        .from(colorThemes)
        .where(eq(colorThemes.id, site.colorThemeId))
        .limit(1)
    : [];
  return {
    title: site.title,
    accent: theme?.accent ?? FALLBACK_ACCENT,
    // A deleted site's pages answer 410: its e-mails point nowhere on it.
    siteUrl: site.deletedAt ? null : await siteOrigin(db, env, site),
    subscriptionsUrl: accountPage(env),
  };
}

async function send(dbs: SiteDbs, env: Env, site: Site, row: SiteSubscription, mail: BillingEmail) {
  await mailerFor(env).send(billingEmail(row.email, await brandOf(dbs.platform, env, site), mail));
}

/** A receipt for a paid invoice that charged something (a $0 trial invoice is no payment). */
export async function mailReceipt(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  invoice: Stripe.Invoice,
) {
  if (invoice.status !== "paid" || invoice.amount_paid <= 0) return;
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  await send(dbs, env, site, row, {
    kind: "receipt",
    amountCents: invoice.amount_paid,
    paidOn: new Date(paidAt * 1000),
    planName: `the ${row.plan === "yearly" ? "yearly" : "monthly"} plan`,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    manageUrl: accountPage(env),
  });
}

/** A failed charge: the link opens the Billing Portal on the card form (after sign-in). */
export async function mailPaymentFailed(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  invoice: Stripe.Invoice,
) {
  if (invoice.status === "paid") return;
  await send(dbs, env, site, row, {
    kind: "payment-failed",
    amountCents: invoice.amount_due,
    updateCardUrl: `${accountPage(env)}?update-card=${encodeURIComponent(row.id)}`,
  });
}

/** The reminder before a yearly renewal; a plan set to cancel does not renew, so none. */
export async function mailRenewalReminder(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  subscription: Stripe.Subscription,
  amountCents: number,
) {
  const item = subscription.items.data[0];
  if (item?.price.recurring?.interval !== "year") return;
  if (subscription.status !== "active" || subscription.cancel_at_period_end) return;
  if (subscription.cancel_at) return;
  await send(dbs, env, site, row, {
    kind: "renewal-reminder",
    amountCents,
    renewsOn: new Date(item.current_period_end * 1000),
    manageUrl: accountPage(env),
  });
}

/**
 * The plan is set to cancel at its period end: the reader hears so once, and the site's
 * people with them (subscribers/notice-mail.ts). Several events can
 * carry the news (the update itself, a retry, a later change of the same subscription), so
 * the row's cancellationMailedAt is claimed by one conditional UPDATE first; a failed send
 * gives the claim back, for the queue's retry of the event. Renewing clears it
 * (subscription-sync.ts), so cancelling again is told again.
 */
export async function mailCancelled(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  subscription: Stripe.Subscription,
) {
  if (site.deletedAt || row.stripeSubscriptionId !== subscription.id) return;
  if (row.status === "canceled" || !row.cancelAt || row.cancellationMailedAt) return;
  const [claimed] = await dbs.site
    .update(siteSubscriptions)
    .set({ cancellationMailedAt: new Date() })
    .where(
      and(
        eq(siteSubscriptions.id, row.id),
        eq(siteSubscriptions.stripeSubscriptionId, subscription.id),
        isNotNull(siteSubscriptions.cancelAt),
        isNull(siteSubscriptions.cancellationMailedAt),
      ),
    )
    .returning({ cancelAt: siteSubscriptions.cancelAt });
  if (!claimed?.cancelAt) return;
  try {
    await queueCancellationNotice(env, row, claimed.cancelAt);
    await send(dbs, env, site, row, {
      kind: "cancelled",
      endsOn: claimed.cancelAt,
      manageUrl: accountPage(env),
    });
  } catch (error) {
    await dbs.site
      .update(siteSubscriptions)
      .set({ cancellationMailedAt: null })
      .where(eq(siteSubscriptions.id, row.id));
    throw error;
  }
}

/** The subscription has ended: sent when the row is closed by Stripe's final state. */
export async function mailEnded(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  subscription: Stripe.Subscription,
) {
  if (subscription.status !== "canceled") return;
  // A deleted site's readers got the site-closed e-mail instead (services/deletion).
  if (site.deletedAt) return;
  // The row moved on to a newer subscription (a re-subscribe): this one's end is old news.
  if (row.stripeSubscriptionId !== subscription.id) return;
  const ended = subscription.ended_at ?? subscription.canceled_at;
  await send(dbs, env, site, row, {
    kind: "ended",
    endedOn: ended ? new Date(ended * 1000) : new Date(),
    resubscribeUrl: `${await siteOrigin(dbs.platform, env, site)}/subscribe`,
  });
}

/**
 * The site was deleted and the reader's paid plan cancelled with it (services/deletion). The
 * day is the deletion's, the one the e-mail after a restore names too.
 */
export async function mailSiteClosed(dbs: SiteDbs, env: Env, site: Site, row: SiteSubscription) {
  await send(dbs, env, site, row, { kind: "site-closed", endedOn: site.deletedAt ?? new Date() });
}

/**
 * The site is restored, and the reader whose paid plan its deletion (`closedOn`) cancelled is
 * its free subscriber now (reopening.ts); the button leads to its plans.
 */
export async function mailSiteReopened(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
  closedOn: Date,
) {
  await send(dbs, env, site, row, {
    kind: "site-reopened",
    closedOn,
    resubscribeUrl: `${await siteOrigin(dbs.platform, env, site)}/subscribe`,
  });
}
