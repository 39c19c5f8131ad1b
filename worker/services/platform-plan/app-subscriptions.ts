import type {
  AppSubscriptionBody,
  CurrentAppSubscriptionResponse,
  StripeRedirectResponse,
} from "@schema/api/app-subscriptions";
import { type AppSubscription, appSubscriptions } from "@schema/db/payments";
import { eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteRole } from "../../middleware/manager";
import type { Session } from "../identity/sessions";
import { stripeClient } from "../payments/stripe-client";
import { statusEntitles } from "../recipes/entitlement";
import { platformOrigin, type Site } from "../sites/lookup";
import { platformPlanAmounts, platformPrice } from "./catalog";
import { featureStates } from "./features";
import { applyAppSubscription, PLATFORM_PLAN_KIND } from "./sync";

/**
 * The creator's platform plan is a subscription on the PLATFORM account (docs/architecture.md §7),
 * bought by the site's owner through Checkout. Nothing is granted here: the platform's
 * webhooks write app_subscriptions and the plan in force (sync.ts).
 */

const plansPage = (env: Env, site: Site) =>
  `${platformOrigin(env)}/kitchen/${encodeURIComponent(site.slug)}/plans`;

async function appSubscriptionOf(db: Db, site: Site): Promise<AppSubscription | null> {
  const [row] = await db
    .select()
    .from(appSubscriptions)
    .where(eq(appSubscriptions.siteId, site.id))
    .limit(1);
  return row ?? null;
}

/** Paying for the platform is the owner's call; other managers see the state only. */
function requireOwner(role: SiteRole) {
  if (role !== "owner") {
    throw new ApiError("forbidden", "Only the site's owner manages its platform plan");
  }
}

/** POST manage/{siteSlug}/app-subscriptions: a Checkout Session for the Pro plan. */
export async function startPlanCheckout(
  db: Db,
  env: Env,
  who: { site: Site; manager: Session; role: SiteRole },
  body: AppSubscriptionBody,
): Promise<StripeRedirectResponse> {
  const { site, manager, role } = who;
  requireOwner(role);
  const row = await appSubscriptionOf(db, site);
  // A live plan is changed in the portal: a second Checkout would bill the creator twice.
  if (row && row.plan === "pro" && statusEntitles(row.status)) {
    throw new ApiError("conflict", "This site already has the Pro platform plan");
  }
  await refuseWhileStarting(env, site, row);
  const price = await platformPrice(env, body.cadence);
  if (!price) {
    throw new ApiError("bad_request", "This plan is not available", [
      { path: "cadence", message: "The platform does not sell this plan" },
    ]);
  }
  const metadata = { kind: PLATFORM_PLAN_KIND, siteId: site.id, userId: manager.user.id };
  const back = plansPage(env, site);
  const session = await stripeClient(env).checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: price.id, quantity: 1 }],
    // The creator who paid before keeps one Stripe customer (and one portal) for the site.
    ...(row?.stripeCustomerId
      ? { customer: row.stripeCustomerId }
      : { customer_email: manager.user.email }),
    client_reference_id: site.id,
    metadata,
    subscription_data: { metadata },
    success_url: `${back}?platform-plan=started`,
    cancel_url: back,
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} came without a URL`);
  await env.KV.put(lastCheckoutKey(site), session.id, { expirationTtl: LAST_CHECKOUT_SECONDS });
  return { url: session.url };
}

/**
 * The site's latest plan Checkout, kept a day (Stripe's Checkout Sessions live 24 hours):
 * between a paid Checkout and its webhook the site still looks free, and a second Checkout
 * then would bill the creator twice.
 */
const lastCheckoutKey = (site: Site) => `platform-plan-checkout:${site.id}`;
const LAST_CHECKOUT_SECONDS = 24 * 60 * 60;

/**
 * A 409 while the site's last Checkout is paid but its webhook has not written the plan
 * (the row does not hold its subscription yet). One Stripe read, only after a Checkout.
 */
async function refuseWhileStarting(env: Env, site: Site, row: AppSubscription | null) {
  const last = await env.KV.get(lastCheckoutKey(site));
  if (!last) return;
  const session = await stripeClient(env).checkout.sessions.retrieve(last);
  const subscription =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (session.status !== "complete" || !subscription) return;
  if (row?.stripeSubscriptionId === subscription) return;
  throw new ApiError(
    "conflict",
    "Your Pro plan is starting: Stripe has confirmed the payment, and the plan shows here in a moment",
  );
}

/** GET manage/{siteSlug}/current-app-subscription. */
export async function currentAppSubscription(
  db: Db,
  env: Env,
  site: Site,
  role: SiteRole,
): Promise<CurrentAppSubscriptionResponse> {
  const row = await appSubscriptionOf(db, site);
  let prices: CurrentAppSubscriptionResponse["prices"] = {
    monthlyAmountCents: null,
    yearlyAmountCents: null,
  };
  try {
    prices = await platformPlanAmounts(env);
  } catch (error) {
    // Stripe unreachable: the page still shows the plan, without a price to buy at.
    console.error("Platform plan: the prices could not be read", error);
  }
  return {
    plan: site.platformPlan,
    appSubscription: row
      ? {
          plan: row.plan,
          status: row.status,
          cadence: row.cadence,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          canceledAt: row.canceledAt?.toISOString() ?? null,
        }
      : null,
    prices,
    canManageBilling: Boolean(row?.stripeCustomerId),
    canPurchase: role === "owner",
    features: featureStates(site),
  };
}

/** POST manage/{siteSlug}/app-subscription-billing-portal-sessions: the plan's portal. */
export async function planPortalSession(
  db: Db,
  env: Env,
  site: Site,
  role: SiteRole,
): Promise<StripeRedirectResponse> {
  requireOwner(role);
  const row = await appSubscriptionOf(db, site);
  if (!row?.stripeCustomerId) throw notFound("Platform plan");
  const session = await stripeClient(env).billingPortal.sessions.create({
    customer: row.stripeCustomerId,
    return_url: plansPage(env, site),
  });
  return { url: session.url };
}

/**
 * Marks, on the Stripe subscription itself, a plan set to end because its site was deleted:
 * restoring the site resumes only such a plan, never one the creator chose to end.
 */
const ENDED_WITH_SITE = "endedWithSite";

/**
 * A deleted site stops paying for its platform plan: it is cancelled at the end of the period
 * the creator already paid for (no refund asked of anyone, and a site restored within the
 * window resumes it: resumePlanOfRestoredSite). A plan already ending is left alone, so twice
 * is once.
 */
export async function endPlanOfDeletedSite(db: Db, env: Env, site: Site) {
  const row = await appSubscriptionOf(db, site);
  if (!row?.stripeSubscriptionId || !statusEntitles(row.status) || row.canceledAt) return;
  const subscription = await stripeClient(env).subscriptions.update(row.stripeSubscriptionId, {
    cancel_at_period_end: true,
    metadata: { [ENDED_WITH_SITE]: "1" },
  });
  await applyAppSubscription(db, subscription);
}

/** What restoring a site did to its platform plan (the kitchen's notice words it). */
export type PlanOnRestore = "resumed" | "unchanged";

/**
 * A restored site gets back the plan its deletion set to end, while its period runs: it
 * renews again. Stripe decides (re-read, not the row) and the marker goes with the resume,
 * so a second restore, or the webhook of the change delivered twice, changes nothing.
 * A plan the creator had set to end before, or one whose period is over, stays as it is.
 */
export async function resumePlanOfRestoredSite(
  db: Db,
  env: Env,
  site: Site,
): Promise<PlanOnRestore> {
  const row = await appSubscriptionOf(db, site);
  if (!row?.stripeSubscriptionId || !statusEntitles(row.status) || !row.canceledAt) {
    return "unchanged";
  }
  const stripe = stripeClient(env);
  const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
  const ending = current.cancel_at_period_end || current.cancel_at !== null;
  if (current.metadata?.[ENDED_WITH_SITE] !== "1" || !ending) return "unchanged";
  if (!statusEntitles(current.status as AppSubscription["status"])) return "unchanged";
  const resumed = await stripe.subscriptions.update(current.id, {
    cancel_at_period_end: false,
    metadata: { [ENDED_WITH_SITE]: "" },
  });
  await applyAppSubscription(db, resumed);
  return "resumed";
}
