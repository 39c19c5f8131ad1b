import { sites } from "@schema/db/sites";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../env";
import type { Site } from "../sites/lookup";
import { type Stripe, type StripeEnv, stripeClient } from "./stripe-client";

/**
 * The Billing Portal configuration kept on each connected account: readers may
 * switch between the site's current Prices, update their card, see their invoices and cancel
 * at the end of the period they paid for (never at once: access they paid for stays).
 * It is rewritten whenever the site's prices change, so the portal never offers a Price the
 * site stopped selling.
 */

const currentPrices = (site: Site) =>
  [site.stripeMonthlyPriceId, site.stripeYearlyPriceId].filter((id): id is string => id !== null);

function featuresOf(site: Site): Stripe.BillingPortal.ConfigurationCreateParams.Features {
  const prices = currentPrices(site);
  // Switching needs somewhere to switch to: two prices of the site's product.
  const switchable = site.stripeProductId !== null && prices.length > 1;
  return {
    customer_update: { enabled: false },
    invoice_history: { enabled: true },
    payment_method_update: { enabled: true },
    subscription_cancel: { enabled: true, mode: "at_period_end" },
    subscription_update: switchable
      ? {
          enabled: true,
          default_allowed_updates: ["price"],
          proration_behavior: "create_prorations",
          products: [{ product: site.stripeProductId as string, prices }],
        }
      : { enabled: false },
  };
}

/**
 * Creates the account's configuration, or rewrites it with the site's current prices.
 * Returns the configuration id (stored on the site).
 */
export async function syncPortalConfiguration(db: Db, env: StripeEnv, site: Site) {
  const account = site.stripeAccountId;
  if (!account) return null;
  const stripe = stripeClient(env);
  const features = featuresOf(site);
  if (site.stripePortalConfigurationId) {
    await stripe.billingPortal.configurations.update(
      site.stripePortalConfigurationId,
      { features, active: true },
      { stripeAccount: account },
    );
    return site.stripePortalConfigurationId;
  }
  const created = await stripe.billingPortal.configurations.create(
    {
      features,
      business_profile: { headline: site.title },
      metadata: { siteId: site.id },
    },
    // One configuration per account, even when two requests race to make it.
    { stripeAccount: account, idempotencyKey: `portal-configuration-${site.id}-${account}` },
  );
  await db
    .update(sites)
    .set({ stripePortalConfigurationId: created.id })
    .where(and(eq(sites.id, site.id), isNull(sites.stripePortalConfigurationId)));
  const [row] = await db
    .select({ id: sites.stripePortalConfigurationId })
    .from(sites)
    .where(eq(sites.id, site.id));
  return row?.id ?? created.id;
}

/** The configuration a portal session uses: made now for a site connected before it existed. */
export const portalConfigurationOf = (db: Db, env: StripeEnv, site: Site) =>
  site.stripePortalConfigurationId
    ? Promise.resolve(site.stripePortalConfigurationId)
    : syncPortalConfiguration(db, env, site);
