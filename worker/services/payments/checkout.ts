import type { CheckoutSessionResponse, SubscribeResponse } from "@schema/api/subscriptions";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { unlocked } from "../platform-plan/features";
import { paysForPlan } from "../recipes/entitlement";
import { type Site, siteHosts, siteOrigin } from "../sites/lookup";
import { offeredPlans, paidPlansOpen } from "./connect";
import { firstPeriodPromotionCode } from "./first-period-discount";
import { type Stripe, stripeClient } from "./stripe-client";

/**
 * Readers pay through a Stripe Checkout Session on the creator's connected account
 * (docs/architecture.md §7). Nothing is granted here: the webhooks that follow payment are what
 * open the paywall (webhook-events.ts).
 */

export const CHECKOUT_SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

export type PaidPlan = "monthly" | "yearly";

/** Who pays: a signed-in account, or an e-mail that gets its account when payment lands. */
export type Payer = { email: string; userId: string | null };

type CheckoutRequest = {
  site: Site;
  plan: PaidPlan;
  payer: Payer;
  /** The page checkout returns to on success (with the placeholder) and on cancel. */
  nextPaid?: string;
  back?: string;
};

/** An address on one of the site's own hosts, as given; null for anything else. */
function onSite(address: string | undefined, hosts: readonly string[]) {
  const url = address ? URL.parse(address) : null;
  if (!url || !hosts.includes(url.host) || !["http:", "https:"].includes(url.protocol)) return null;
  // Given rather than re-serialised: URL would percent-encode Stripe's {CHECKOUT_SESSION_ID}.
  return address as string;
}

/** The price readers of this plan are sold now; refused when the site does not offer it. */
export function priceFor(site: Site, plan: PaidPlan) {
  // The creator's platform plan lapsed: said plainly, not as an unknown plan.
  if (!unlocked(site, "paidSubscriptions") && paidPlansOpen({ ...site, platformPlan: "pro" })) {
    throw new ApiError("conflict", "This site is not taking new paid subscriptions right now");
  }
  const offered = offeredPlans(site);
  const price = plan === "monthly" ? site.stripeMonthlyPriceId : site.stripeYearlyPriceId;
  const amount = plan === "monthly" ? offered.monthlyAmountCents : offered.yearlyAmountCents;
  if (!site.stripeAccountId || !price || amount === null) {
    throw new ApiError("bad_request", "This plan is not available", [
      { path: "plan", message: "This site does not offer this plan" },
    ]);
  }
  return { account: site.stripeAccountId, price };
}

/** A reader who already pays keeps that subscription; a second checkout would charge twice. */
async function refuseSecondPaidPlan(db: Db, site: Site, userId: string) {
  const [row] = await db
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, site.id), eq(siteSubscriptions.userId, userId)))
    .limit(1);
  if (row && paysForPlan(row)) {
    throw new ApiError("conflict", "You already have a paid subscription to this site");
  }
}

/** POST {siteSlug}/subscriptions with a paid plan: the Checkout Session's URL. */
export async function startCheckout(
  dbs: SiteDbs,
  env: Env,
  request: CheckoutRequest,
): Promise<SubscribeResponse> {
  const { site, plan, payer } = request;
  const { account, price } = priceFor(site, plan);
  // The reader's plan is the site's; its hosts and its promotion code the directory's.
  if (payer.userId) await refuseSecondPaidPlan(dbs.site, site, payer.userId);
  const db = dbs.platform;
  const hosts = await siteHosts(db, env, site);
  const origin = await siteOrigin(db, env, site);
  // Read back by the webhooks: which site and person the subscription belongs to.
  const metadata: Record<string, string> = {
    siteId: site.id,
    plan,
    email: payer.email,
    ...(payer.userId ? { userId: payer.userId } : {}),
  };
  const promotionCode = await firstPeriodPromotionCode(db, env, site);
  const session = await stripeClient(env).checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price, quantity: 1 }],
      // The site's first-period discount (first-period-discount.ts).
      ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
      customer_email: payer.email,
      ...(payer.userId ? { client_reference_id: payer.userId } : {}),
      metadata,
      subscription_data: {
        metadata,
        application_fee_percent: Number(env.PLATFORM_FEE_PERCENT),
        // The site's free trial: Stripe charges nothing until it ends.
        ...(site.trialDays ? { trial_period_days: site.trialDays } : {}),
      },
      success_url:
        onSite(request.nextPaid, hosts) ??
        `${origin}/subscribe/success/${CHECKOUT_SESSION_PLACEHOLDER}`,
      cancel_url: onSite(request.back, hosts) ?? `${origin}/subscribe`,
    },
    { stripeAccount: account },
  );
  if (!session.url) throw new Error(`Checkout session ${session.id} came without a URL`);
  return { subscription: { plan, status: "incomplete" }, checkout: { url: session.url } };
}

const isMissing = (error: unknown) =>
  (error as { type?: string; statusCode?: number })?.statusCode === 404 ||
  (error as { code?: string })?.code === "resource_missing";

/**
 * GET {siteSlug}/checkout-sessions/{id}: the paid success page. The session is read from
 * this site's connected account only, so another site's session id is not found here.
 */
export async function checkoutSession(
  /** The site's database: the subscription the session opened is there. */
  db: Db,
  env: Env,
  site: Site,
  checkoutSessionId: string,
): Promise<CheckoutSessionResponse> {
  if (!site.stripeAccountId) throw notFound("Checkout session");
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(env).checkout.sessions.retrieve(checkoutSessionId, undefined, {
      stripeAccount: site.stripeAccountId,
    });
  } catch (error) {
    if (isMissing(error)) throw notFound("Checkout session");
    throw error;
  }
  if (session.metadata?.siteId !== site.id || session.mode !== "subscription") {
    throw notFound("Checkout session");
  }
  const subscriptionId =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  const [row] = subscriptionId
    ? await db
        .select()
        .from(siteSubscriptions)
        .where(
          and(
            eq(siteSubscriptions.siteId, site.id),
            eq(siteSubscriptions.stripeSubscriptionId, subscriptionId),
          ),
        )
        .limit(1)
    : [];
  const plan: PaidPlan = session.metadata?.plan === "yearly" ? "yearly" : "monthly";
  return {
    email: session.customer_details?.email ?? session.customer_email ?? "",
    subscription: row ? { plan: row.plan, status: row.status } : { plan, status: "incomplete" },
    // Until the webhook has landed, the page waits (and says so).
    confirmed: row !== undefined,
    accountCreated: !session.metadata?.userId,
  };
}
