import type { Db } from "../../env";
import { stripeClient } from "../payments/stripe-client";
import type { Site } from "../sites/lookup";
import { type CatalogEnv, ensureLocalPlatformCatalog, platformPrice } from "./catalog";
import { applyAppSubscription, PLATFORM_PLAN_KIND } from "./sync";

/**
 * Development and tests only (the seed, test factories): gives a site's owner a paid Pro
 * plan as Stripe would hold it after Checkout (a customer with the test card and a
 * subscription on the platform account), written to the row as its webhooks would.
 */
/** Once per local Stripe and isolate: a test file makes many plans on one catalogue. */
const catalogues = new Map<string, Promise<void>>();
function catalogueOnce(env: CatalogEnv) {
  const key = `${env.STRIPE_API_HOST}:${env.STRIPE_API_PORT}`;
  let ready = catalogues.get(key);
  if (!ready) {
    ready = ensureLocalPlatformCatalog(env);
    catalogues.set(key, ready);
    ready.catch(() => catalogues.delete(key));
  }
  return ready;
}

export async function giveLocalPlatformPlan(
  db: Db,
  env: CatalogEnv,
  site: Site,
  owner: { id: string; email: string },
) {
  await catalogueOnce(env);
  const price = await platformPrice(env, "month");
  if (!price) throw new Error("Local platform plan: no monthly price");
  const stripe = stripeClient(env);
  const customer = await stripe.customers.create({ email: owner.email });
  const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    default_payment_method: card.id,
    metadata: { kind: PLATFORM_PLAN_KIND, siteId: site.id, userId: owner.id },
  });
  const row = await applyAppSubscription(db, subscription);
  if (!row) throw new Error(`Local platform plan: ${site.slug} got no plan`);
  return { row, subscription };
}
