import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import { type SiteDatabases, type SiteDbs, siteDbsOf } from "../../lib/site-databases";
import { refuseWorkWhileMoving } from "../../lib/site-moving";
import type { StripeEventJob } from "../../queues/jobs";
import { requestMagicLink } from "../identity/sign-in";
import { applyPlatformEvent } from "../platform-plan/sync";
import { type Site, siteOrigin } from "../sites/lookup";
import { noticePaidStart } from "../subscribers/notice-mail";
import {
  mailCancelled,
  mailEnded,
  mailPaymentFailed,
  mailReceipt,
  mailRenewalReminder,
} from "./billing-mail";
import { storeAccountState } from "./connect";
import { type Stripe, stripeClient } from "./stripe-client";
import { applySubscription } from "./subscription-sync";

/**
 * What each Stripe event does (docs/architecture.md §7). Every handler re-reads its object from
 * Stripe (on the connected account for Connect events), so the event's own copy, which may
 * be stale by the time it is handled, is never applied.
 */

type EventHandler = (databases: SiteDatabases, env: Env, job: StripeEventJob) => Promise<void>;

/**
 * The site whose connected account sent the event, with its two databases (the directory
 * is the platform's, its readers' rows its own); null for anyone else's.
 */
async function siteOfAccount(
  databases: SiteDatabases,
  account: string | null,
): Promise<{ site: Site; dbs: SiteDbs } | null> {
  if (!account) return null;
  const [site] = await databases.platform
    .select()
    .from(sites)
    .where(eq(sites.stripeAccountId, account))
    .limit(1);
  if (!site) return null;
  refuseWorkWhileMoving(site);
  return { site, dbs: siteDbsOf(databases, site) };
}

async function syncSubscription(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  subscriptionId: string,
  checkoutSessionId?: string,
) {
  const subscription = await readSubscription(env, site, subscriptionId);
  return applySubscription(dbs, site, subscription, checkoutSessionId);
}

const readSubscription = (env: Env, site: Site, subscriptionId: string) =>
  stripeClient(env).subscriptions.retrieve(subscriptionId, undefined, {
    stripeAccount: site.stripeAccountId ?? undefined,
  });

/**
 * A reader who paid signed out has an account now: it gets a sign-in link to the site. The
 * event is handled once (processed_payment_events), so one link goes out per checkout.
 */
async function mailSignInLink(db: Db, env: Env, site: Site, email: string, eventId: string) {
  try {
    await requestMagicLink(db, env, {
      site,
      email,
      next: "/",
      purpose: "sign-up",
      subscribe: false,
      callbackUrl: `${await siteOrigin(db, env, site)}/sign-in/callback`,
      clientIp: `stripe:${eventId}`,
    });
  } catch (error) {
    // Sign-in's own limit: the reader can still ask for a link on the site.
    if (error instanceof ApiError && error.code === "rate_limited") return;
    throw error;
  }
}

const checkoutCompleted: EventHandler = async (databases, env, job) => {
  const found = await siteOfAccount(databases, job.account);
  if (!found) return;
  const { site, dbs } = found;
  if (!site.stripeAccountId) return;
  const session = await stripeClient(env).checkout.sessions.retrieve(job.objectId, undefined, {
    stripeAccount: site.stripeAccountId,
  });
  const subscriptionId =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (session.mode !== "subscription" || !subscriptionId) return;
  const row = await syncSubscription(dbs, env, site, subscriptionId, session.id);
  if (row) await noticePaidStart(dbs, env, row);
  if (row && !session.metadata?.userId) {
    await mailSignInLink(dbs.platform, env, site, row.email, job.eventId);
  }
};

/**
 * A change of plan, card or renewal; a new plan is news for the site's people; set to
 * cancel, the reader gets the confirmation.
 */
const subscriptionChanged: EventHandler = async (databases, env, job) => {
  const found = await siteOfAccount(databases, job.account);
  if (!found) return;
  const { site, dbs } = found;
  const subscription = await readSubscription(env, site, job.objectId);
  const row = await applySubscription(dbs, site, subscription);
  if (!row) return;
  await noticePaidStart(dbs, env, row);
  await mailCancelled(dbs, env, site, row, subscription);
};

/** The subscription ended: its row closes, and the reader gets the confirmation. */
const subscriptionDeleted: EventHandler = async (databases, env, job) => {
  const found = await siteOfAccount(databases, job.account);
  if (!found) return;
  const { site, dbs } = found;
  const subscription = await readSubscription(env, site, job.objectId);
  const row = await applySubscription(dbs, site, subscription);
  if (row) await mailEnded(dbs, env, site, row, subscription);
};

/** An invoice's subscription (current API versions keep it under parent). */
const subscriptionOfInvoice = (invoice: Stripe.Invoice) => {
  const ref = invoice.parent?.subscription_details?.subscription;
  return typeof ref === "string" ? ref : (ref?.id ?? null);
};

const invoiceChanged: EventHandler = async (databases, env, job) => {
  const found = await siteOfAccount(databases, job.account);
  if (!found) return;
  const { site, dbs } = found;
  if (!site.stripeAccountId) return;
  const invoice = await stripeClient(env).invoices.retrieve(job.objectId, undefined, {
    stripeAccount: site.stripeAccountId,
  });
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return;
  const row = await syncSubscription(dbs, env, site, subscriptionId);
  if (!row || row.stripeSubscriptionId !== subscriptionId) return;
  await noticePaidStart(dbs, env, row);
  if (job.eventType === "invoice.paid") await mailReceipt(dbs, env, site, row, invoice);
  if (job.eventType === "invoice.payment_failed") {
    await mailPaymentFailed(dbs, env, site, row, invoice);
  }
};

/**
 * invoice.upcoming: a preview with no id of its own, so the event is re-read from Stripe
 * for its subscription, and the subscription for whether it still renews.
 */
const invoiceUpcoming: EventHandler = async (databases, env, job) => {
  const found = await siteOfAccount(databases, job.account);
  if (!found) return;
  const { site, dbs } = found;
  if (!site.stripeAccountId) return;
  const event = await stripeClient(env).events.retrieve(job.eventId, undefined, {
    stripeAccount: site.stripeAccountId,
  });
  const preview = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionOfInvoice(preview);
  if (!subscriptionId) return;
  const subscription = await readSubscription(env, site, subscriptionId);
  const row = await applySubscription(dbs, site, subscription);
  if (!row || row.stripeSubscriptionId !== subscriptionId) return;
  await mailRenewalReminder(dbs, env, site, row, subscription, preview.amount_due);
};

const accountUpdated: EventHandler = async (databases, env, job) => {
  const account = await stripeClient(env).accounts.retrieve(job.account ?? job.objectId);
  await storeAccountState(databases.platform, account);
};

const HANDLERS: Record<string, EventHandler> = {
  "checkout.session.completed": checkoutCompleted,
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionDeleted,
  "invoice.paid": invoiceChanged,
  "invoice.payment_failed": invoiceChanged,
  "invoice.upcoming": invoiceUpcoming,
  "account.updated": accountUpdated,
};

/** Applies one event; events the product does not use are accepted and ignored. */
export async function applyStripeEvent(databases: SiteDatabases, env: Env, job: StripeEventJob) {
  await applyPlatformEvent(databases.platform, env, job);
  await HANDLERS[job.eventType]?.(databases, env, job);
}
