import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { sites } from "../../schema/db/sites";
import { siteSubscriptions } from "../../schema/db/subscriptions";
import { users } from "../../schema/db/users";
import type { Db, Env } from "../../worker/env";
import { siteDatabases, siteDbsOf } from "../../worker/lib/site-databases";
import { PAID } from "../../worker/seed/content/users";
import { createAccountLink, refreshAccount } from "../../worker/services/payments/connect";
import { stripeClient } from "../../worker/services/payments/stripe-client";
import { applySubscription } from "../../worker/services/payments/subscription-sync";
import { giveLocalPlatformPlan } from "../../worker/services/platform-plan/local-setup";

/**
 * The demo site's payments, set up in the local Stripe the way a creator and a reader would:
 * the chef has the Pro platform plan (a subscription on the platform account), the site's account is connected (onboarding submitted, so it can charge), its monthly and
 * yearly prices become Prices, paid subscriptions are on, and paid@example.com's monthly
 * plan is a real subscription on that account, paid with Stripe's test card.
 */
export async function seedPayments(env: Env, stripeUrl: string, platformHost: string) {
  const url = new URL(stripeUrl);
  const local: Env = {
    ...env,
    PLATFORM_HOST: platformHost,
    STRIPE_API_HOST: url.hostname,
    STRIPE_API_PORT: url.port,
    STRIPE_API_PROTOCOL: url.protocol === "https:" ? "https" : "http",
  };
  const db = drizzle(env.DB) as Db;
  const site = async () => {
    const [row] = await db.select().from(sites).where(eq(sites.slug, "demo")).limit(1);
    if (!row) throw new Error("Seed payments: no demo site");
    return row;
  };

  // The chef's own Pro platform plan, which paid subscriptions need.
  const owner = (await site()).ownerId;
  const [chef] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, owner))
    .limit(1);
  if (!chef) throw new Error("Seed payments: the demo site has no owner");
  await giveLocalPlatformPlan(db, local, await site(), chef);

  const link = await createAccountLink(db, local, await site());
  const onboarding = await fetch(link.url, {
    method: "POST",
    body: new URLSearchParams({ business_name: "Maya's Kitchen", country: "US" }),
    redirect: "manual",
  });
  if (onboarding.status >= 400) throw new Error(`Seed payments: onboarding ${onboarding.status}`);
  const demo = await refreshAccount(db, local, await site());
  const account = demo.stripeAccountId;
  if (!account || !demo.stripeChargesEnabled || !demo.stripeMonthlyPriceId) {
    throw new Error("Seed payments: the demo account cannot charge or has no monthly price");
  }

  const [paid] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(siteSubscriptions, eq(siteSubscriptions.userId, users.id))
    .where(and(eq(users.email, PAID), eq(siteSubscriptions.siteId, demo.id)))
    .limit(1);
  if (!paid) throw new Error(`Seed payments: ${PAID} is not a subscriber of demo`);
  const stripe = stripeClient(local);
  const customer = await stripe.customers.create({ email: paid.email }, { stripeAccount: account });
  const card = await stripe.paymentMethods.attach(
    "pm_card_visa",
    { customer: customer.id },
    { stripeAccount: account },
  );
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [{ price: demo.stripeMonthlyPriceId }],
      default_payment_method: card.id,
      application_fee_percent: Number(env.PLATFORM_FEE_PERCENT),
      metadata: { siteId: demo.id, userId: paid.id, plan: "monthly", email: paid.email },
    },
    { stripeAccount: account },
  );
  // The API may not run yet to take the webhooks: the row is written here as they would.
  await applySubscription(siteDbsOf(siteDatabases(env, db), demo), demo, subscription);
}
