import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import type { StripeEventJob } from "../../queues/jobs";
import { requestMagicLink } from "../identity/sign-in";
import { applyPlatformEvent } from "../platform-plan/sync";
import { type Site, siteOrigin } from "../sites/lookup";
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

type EventHandler = (db: Db, env: Env, job: StripeEventJob) => Promise<void>;

/** The site whose connected account sent the event; null for anyone else's. */
async function siteOfAccount(db: Db, account: string | null): Promise<Site | null> {
  if (!account) return null;
  const [site] = await db.select().from(sites).where(eq(sites.stripeAccountId, account)).limit(1);
  return site ?? null;
}

async function syncSubscription(
  db: Db,
  env: Env,
  site: Site,
  subscriptionId: string,
  checkoutSessionId?: string,
) {
  const subscription = await readSubscription(env, site, subscriptionId);
  return applySubscription(db, site, subscription, checkoutSessionId);
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

const checkoutCompleted: EventHandler = async (db, env, job) => {
  const site = await siteOfAccount(db, job.account);
  if (!site?.stripeAccountId) return;
  const session = await stripeClient(env).checkout.sessions.retrieve(job.objectId, undefined, {
    stripeAccount: site.stripeAccountId,
  });
  const subscriptionId =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (session.mode !== "subscription" || !subscriptionId) return;
  const row = await syncSubscription(db, env, site, subscriptionId, session.id);
  if (row && !session.metadata?.userId) {
    await mailSignInLink(db, env, site, row.email, job.eventId);
  }
};

/** A change of plan, card or renewal; set to cancel, the reader gets the confirmation. */
const subscriptionChanged: EventHandler = async (db, env, job) => {
  const site = await siteOfAccount(db, job.account);
  if (!site) return;
  const subscription = await readSubscription(env, site, job.objectId);
  const row = await applySubscription(db, site, subscription);
  if (row) await mailCancelled(db, env, site, row, subscription);
};

/** The subscription ended: its row closes, and the reader gets the confirmation. */
const subscriptionDeleted: EventHandler = async (db, env, job) => {
  const site = await siteOfAccount(db, job.account);
  if (!site) return;
  const subscription = await readSubscription(env, site, job.objectId);
  const row = await applySubscription(db, site, subscription);
  if (row) await mailEnded(db, env, site, row, subscription);
};

/** An invoice's subscription (current API versions keep it under parent). */
const subscriptionOfInvoice = (invoice: Stripe.Invoice) => {
  const ref = invoice.parent?.subscription_details?.subscription;
  return typeof ref === "string" ? ref : (ref?.id ?? null);
};

const invoiceChanged: EventHandler = async (db, env, job) => {
  const site = await siteOfAccount(db, job.account);
  if (!site?.stripeAccountId) return;
  const invoice = await stripeClient(env).invoices.retrieve(job.objectId, undefined, {
    stripeAccount: site.stripeAccountId,
  });
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return;
  const row = await syncSubscription(db, env, site, subscriptionId);
  if (!row || row.stripeSubscriptionId !== subscriptionId) return;
  if (job.eventType === "invoice.paid") await mailReceipt(db, env, site, row, invoice);
  if (job.eventType === "invoice.payment_failed") {
    await mailPaymentFailed(db, env, site, row, invoice);
  }
};

/**
 * invoice.upcoming: a preview with no id of its own, so the event is re-read from Stripe
 * for its subscription, and the subscription for whether it still renews.
 */
const invoiceUpcoming: EventHandler = async (db, env, job) => {
  const site = await siteOfAccount(db, job.account);
  if (!site?.stripeAccountId) return;
  const event = await stripeClient(env).events.retrieve(job.eventId, undefined, {
    stripeAccount: site.stripeAccountId,
  });
  const preview = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionOfInvoice(preview);
  if (!subscriptionId) return;
  const subscription = await readSubscription(env, site, subscriptionId);
  const row = await applySubscription(db, site, subscription);
  if (!row || row.stripeSubscriptionId !== subscriptionId) return;
  await mailRenewalReminder(db, env, site, row, subscription, preview.amount_due);
};

const accountUpdated: EventHandler = async (db, env, job) => {
  const account = await stripeClient(env).accounts.retrieve(job.account ?? job.objectId);
  await storeAccountState(db, account);
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
export async function applyStripeEvent(db: Db, env: Env, job: StripeEventJob) {
  await applyPlatformEvent(db, env, job);
  await HANDLERS[job.eventType]?.(db, env, job);
}
