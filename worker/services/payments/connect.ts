import { sites } from "@schema/db/sites";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import { PLATFORM_PLAN_FEATURES, unlocked } from "../platform-plan/features";
import { platformOrigin, type Site } from "../sites/lookup";
import { syncPortalConfiguration } from "./portal-configuration";
import { type Stripe, stripeClient } from "./stripe-client";

/**
 * Creators get paid through Stripe Connect (docs/architecture.md §7): each site has its own
 * connected account, created once and onboarded through Account Links; its plans are a Product and
 * Prices on that account. What the site may offer follows what Stripe says the account can do.
 */

type ConnectEnv = Pick<
  Env,
  | "ENVIRONMENT"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_API_HOST"
  | "STRIPE_API_PORT"
  | "STRIPE_API_PROTOCOL"
  | "PLATFORM_HOST"
  | "PLATFORM_PROTOCOL"
>;

const plansPage = (env: ConnectEnv, site: Site) =>
  `${platformOrigin(env)}/kitchen/${encodeURIComponent(site.slug)}/plans`;

async function reload(db: Db, siteId: string): Promise<Site> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row) throw new Error(`Site ${siteId} vanished`);
  return row;
}

/**
 * The site's connected account, created on first use. The idempotency key makes a double
 * click (or a retried request) create one account, and the conditional update keeps the
 * first id stored if two requests still race.
 */
async function ensureAccount(db: Db, env: ConnectEnv, site: Site): Promise<string> {
  if (site.stripeAccountId) return site.stripeAccountId;
  const account = await stripeClient(env).accounts.create(
    {
      type: "express",
      country: "US",
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      business_profile: { name: site.title },
      metadata: { siteId: site.id },
    },
    { idempotencyKey: `connect-account-${site.id}` },
  );
  await db
    .update(sites)
    .set({ stripeAccountId: account.id })
    .where(and(eq(sites.id, site.id), isNull(sites.stripeAccountId)));
  const stored = (await reload(db, site.id)).stripeAccountId;
  if (!stored) throw new Error(`Site ${site.id}: the connected account was not stored`);
  return stored;
}

/**
 * POST manage/{siteSlug}/stripe-account-links: where the creator goes to connect (or finish
 * connecting) their Stripe account. Both ends of the link lead back to the Plans page, which
 * re-reads the account.
 */
export async function createAccountLink(db: Db, env: ConnectEnv, site: Site) {
  const account = await ensureAccount(db, env, site);
  const back = plansPage(env, site);
  const link = await stripeClient(env).accountLinks.create({
    account,
    type: "account_onboarding",
    refresh_url: `${back}?connect=refresh`,
    return_url: `${back}?connect=return`,
  });
  return { url: link.url };
}

/** Stores what Stripe says a connected account can do; null when it is nobody's. */
export async function storeAccountState(db: Db, account: Stripe.Account): Promise<Site | null> {
  const [saved] = await db
    .update(sites)
    .set({
      stripeChargesEnabled: Boolean(account.charges_enabled),
      stripePayoutsEnabled: Boolean(account.payouts_enabled),
      contentVersion: sql`${sites.contentVersion} + 1`,
    })
    .where(eq(sites.stripeAccountId, account.id))
    .returning();
  return saved ?? null;
}

/**
 * The Plans page's view of the account, read from Stripe each time (the creator may just be
 * back from onboarding). Prices saved before the account existed are created now.
 */
export async function refreshAccount(db: Db, env: ConnectEnv, site: Site): Promise<Site> {
  if (!site.stripeAccountId) return site;
  const account = await stripeClient(env).accounts.retrieve(site.stripeAccountId);
  const changed =
    Boolean(account.charges_enabled) !== site.stripeChargesEnabled ||
    Boolean(account.payouts_enabled) !== site.stripePayoutsEnabled;
  const current = changed ? ((await storeAccountState(db, account)) ?? site) : site;
  return syncPrices(db, env, current);
}

export type PlanAmounts = { monthlyAmountCents?: number | null; yearlyAmountCents?: number | null };

const PLANS = [
  { amount: "monthlyAmountCents", price: "stripeMonthlyPriceId", interval: "month" },
  { amount: "yearlyAmountCents", price: "stripeYearlyPriceId", interval: "year" },
] as const;

async function ensureProduct(db: Db, env: ConnectEnv, site: Site, account: string) {
  if (site.stripeProductId) return site.stripeProductId;
  const product = await stripeClient(env).products.create(
    { name: `${site.title} membership`, metadata: { siteId: site.id } },
    { stripeAccount: account, idempotencyKey: `product-${site.id}` },
  );
  await db
    .update(sites)
    .set({ stripeProductId: product.id })
    .where(and(eq(sites.id, site.id), isNull(sites.stripeProductId)));
  return (await reload(db, site.id)).stripeProductId ?? product.id;
}

/**
 * Makes the connected account's Prices match the site's amounts. A Stripe price is
 * immutable: a new amount is a new Price, and the old one is deactivated so no new checkout
 * uses it, while readers already on it keep paying what they signed up for.
 */
export async function syncPrices(db: Db, env: ConnectEnv, site: Site): Promise<Site> {
  const account = site.stripeAccountId;
  const wanted = PLANS.filter((plan) => site[plan.amount] !== null && !site[plan.price]);
  if (!account || wanted.length === 0) return site;
  const product = await ensureProduct(db, env, site, account);
  const changes: Partial<typeof sites.$inferInsert> = {};
  for (const plan of wanted) {
    const price = await stripeClient(env).prices.create(
      {
        product,
        currency: "usd",
        unit_amount: site[plan.amount] as number,
        recurring: { interval: plan.interval },
        metadata: { siteId: site.id },
      },
      { stripeAccount: account },
    );
    changes[plan.price] = price.id;
  }
  const [saved] = await db
    .update(sites)
    .set({ ...changes, contentVersion: sql`${sites.contentVersion} + 1` })
    .where(eq(sites.id, site.id))
    .returning();
  // Readers' portal offers exactly the prices the site sells now.
  await syncPortalConfiguration(db, env, saved ?? site);
  return reload(db, site.id);
}

/** Stops new checkouts on prices the site no longer offers; subscribers keep theirs. */
export async function deactivatePrices(env: ConnectEnv, site: Site, priceIds: readonly string[]) {
  if (!site.stripeAccountId) return;
  for (const id of priceIds) {
    await stripeClient(env).prices.update(
      id,
      { active: false },
      { stripeAccount: site.stripeAccountId },
    );
  }
}

/**
 * Whether readers can pay this site right now: the creator turned paid subscriptions on,
 * the creator's platform plan includes them, the connected account can take charges, and at
 * least one plan has a live Price. A lapsed platform plan closes only new checkouts: readers
 * who pay keep their Stripe subscriptions and access.
 */
export const paidPlansOpen = (site: Site) =>
  site.paymentsEnabled &&
  unlocked(site, "paidSubscriptions") &&
  site.stripeAccountId !== null &&
  site.stripeChargesEnabled &&
  (site.stripeMonthlyPriceId !== null || site.stripeYearlyPriceId !== null);

/**
 * The site's plans as visitors see them (paymentsEnabled, monthly and yearly amounts):
 * only what is really set up in Stripe, whatever was typed into the settings.
 */
export function offeredPlans(site: Site) {
  const open = paidPlansOpen(site);
  return {
    paymentsEnabled: open,
    monthlyAmountCents: open && site.stripeMonthlyPriceId ? site.monthlyAmountCents : null,
    yearlyAmountCents: open && site.stripeYearlyPriceId ? site.yearlyAmountCents : null,
  };
}

/** Turns paid subscriptions on or off (the Plans page). On needs an account that can charge. */
export async function setPaidSubscriptions(db: Db, site: Site, enabled: boolean): Promise<Site> {
  if (enabled && !unlocked(site, "paidSubscriptions")) {
    throw new ApiError("conflict", PLATFORM_PLAN_FEATURES.paidSubscriptions.lockedReason);
  }
  if (enabled && !paidPlansOpen({ ...site, paymentsEnabled: true })) {
    throw new ApiError(
      "conflict",
      "Connect a Stripe account that can take payments and set a price first",
    );
  }
  const [saved] = await db
    .update(sites)
    .set({
      paymentsEnabled: enabled,
      // Paid plans are subscriptions: offering them opens the site's subscribe page.
      ...(enabled ? { subscriptionsEnabled: true } : {}),
      contentVersion: sql`${sites.contentVersion} + 1`,
    })
    .where(eq(sites.id, site.id))
    .returning();
  return saved ?? site;
}
