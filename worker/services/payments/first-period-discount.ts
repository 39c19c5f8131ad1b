import { sites } from "@schema/db/sites";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../env";
import type { Site } from "../sites/lookup";
import { type StripeEnv, stripeClient } from "./stripe-client";

/**
 * A percentage off a new paid subscriber's first paid period: a coupon with
 * duration "once" and a promotion code for it on the site's connected account, which
 * Checkout applies. Stripe takes a "once" coupon off the first invoice with something to
 * pay, so with a free trial it is the first charge after the trial that is reduced.
 * A changed or removed percentage deactivates the old code; readers who got it keep it.
 */

/**
 * The promotion code Checkout applies now, made when missing (the percentage was set
 * before the account was connected, or an earlier attempt failed); null: no discount.
 */
export async function firstPeriodPromotionCode(
  db: Db,
  env: StripeEnv,
  site: Site,
): Promise<string | null> {
  const percent = site.firstPeriodPercentOff;
  const account = site.stripeAccountId;
  if (!percent || !account) return null;
  if (site.stripeFirstPeriodPromotionCodeId) return site.stripeFirstPeriodPromotionCodeId;
  const stripe = stripeClient(env);
  // Keyed by site and percentage: a retried or doubled request makes one coupon and code.
  const key = `first-period-${site.id}-${percent}-${site.updatedAt.getTime()}`;
  const coupon = await stripe.coupons.create(
    {
      percent_off: percent,
      duration: "once",
      name: `${percent}% off the first period`,
      metadata: { siteId: site.id },
    },
    { stripeAccount: account, idempotencyKey: `${key}-coupon` },
  );
  const code = await stripe.promotionCodes.create(
    { promotion: { type: "coupon", coupon: coupon.id }, metadata: { siteId: site.id } },
    { stripeAccount: account, idempotencyKey: `${key}-code` },
  );
  await db
    .update(sites)
    .set({ stripeFirstPeriodPromotionCodeId: code.id })
    .where(
      and(
        eq(sites.id, site.id),
        eq(sites.firstPeriodPercentOff, percent),
        isNull(sites.stripeFirstPeriodPromotionCodeId),
      ),
    );
  const [row] = await db
    .select({ id: sites.stripeFirstPeriodPromotionCodeId })
    .from(sites)
    .where(eq(sites.id, site.id));
  return row?.id ?? code.id;
}

/** Stops a promotion code the site no longer offers (no new checkout can use it). */
export async function retirePromotionCode(env: StripeEnv, site: Site, codeId: string | null) {
  if (!codeId || !site.stripeAccountId) return;
  await stripeClient(env).promotionCodes.update(
    codeId,
    { active: false },
    { stripeAccount: site.stripeAccountId },
  );
}
