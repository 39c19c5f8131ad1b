import type { Env } from "../../env";
import { type Stripe, type StripeEnv, stripeClient } from "../payments/stripe-client";

/**
 * The platform plan's Prices live on the platform account (no Stripe-Account header),
 * found by the lookup keys in configuration, so production points at Prices made in
 * Stripe's Dashboard and changes them without a deploy.
 */

export type PlatformCadence = "month" | "year";
export type CatalogEnv = StripeEnv &
  Pick<Env, "PLATFORM_PLAN_MONTHLY_LOOKUP_KEY" | "PLATFORM_PLAN_YEARLY_LOOKUP_KEY">;

const lookupKey = (env: CatalogEnv, cadence: PlatformCadence) =>
  cadence === "month" ? env.PLATFORM_PLAN_MONTHLY_LOOKUP_KEY : env.PLATFORM_PLAN_YEARLY_LOOKUP_KEY;

/** The active Price of a cadence, or null when the platform does not sell it. */
export async function platformPrice(
  env: CatalogEnv,
  cadence: PlatformCadence,
): Promise<Stripe.Price | null> {
  const list = await stripeClient(env).prices.list({
    lookup_keys: [lookupKey(env, cadence)],
    active: true,
    limit: 1,
  });
  return list.data[0] ?? null;
}

/** What the plan costs, for the Plans page (null: that cadence is not sold). */
export async function platformPlanAmounts(env: CatalogEnv) {
  const [month, year] = await Promise.all([
    platformPrice(env, "month"),
    platformPrice(env, "year"),
  ]);
  return {
    monthlyAmountCents: month?.unit_amount ?? null,
    yearlyAmountCents: year?.unit_amount ?? null,
  };
}

/** What the seed and the tests make in the local Stripe: $12 a month or $120 a year. */
export const LOCAL_PLATFORM_PLAN = { monthlyAmountCents: 1200, yearlyAmountCents: 12000 } as const;

/**
 * Development and tests only: the platform plan's Product, its two Prices under the
 * configured lookup keys and the platform's Billing Portal configuration (Stripe's default
 * is saved in the Dashboard; locally the first one made is the default). Safe to call again.
 */
export async function ensureLocalPlatformCatalog(env: CatalogEnv) {
  const stripe = stripeClient(env);
  const product = await stripe.products.create(
    { name: "Recipe Platform Pro" },
    { idempotencyKey: "platform-plan-product" },
  );
  const prices: string[] = [];
  for (const cadence of ["month", "year"] as const) {
    const existing = await platformPrice(env, cadence);
    if (existing) {
      prices.push(existing.id);
      continue;
    }
    const amount =
      cadence === "month"
        ? LOCAL_PLATFORM_PLAN.monthlyAmountCents
        : LOCAL_PLATFORM_PLAN.yearlyAmountCents;
    const price = await stripe.prices.create(
      {
        product: product.id,
        currency: "usd",
        unit_amount: amount,
        recurring: { interval: cadence },
        lookup_key: lookupKey(env, cadence),
      },
      { idempotencyKey: `platform-plan-price-${lookupKey(env, cadence)}` },
    );
    prices.push(price.id);
  }
  const configurations = await stripe.billingPortal.configurations.list({ is_default: true });
  if (configurations.data.length > 0) return;
  await stripe.billingPortal.configurations.create(
    {
      business_profile: { headline: "Recipe Platform" },
      features: {
        customer_update: { enabled: false },
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        subscription_update: {
          enabled: true,
          default_allowed_updates: ["price"],
          proration_behavior: "create_prorations",
          products: [{ product: product.id, prices }],
        },
      },
    },
    { idempotencyKey: "platform-portal-configuration" },
  );
}
