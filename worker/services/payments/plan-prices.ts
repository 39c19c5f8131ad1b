import type {
  PlanOffersBody,
  PlanPricesBody,
  PlanPricesResponse,
} from "@schema/api/manage-plan-prices";
import { appSubscriptions } from "@schema/db/payments";
import { planOfferChanges } from "@schema/db/plan-offer-changes";
import { sites } from "@schema/db/sites";
import { desc, eq, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { digestTag } from "../../lib/preconditions";
import type { Site } from "../sites/lookup";
import { deactivatePrices, paidPlansOpen, syncPrices } from "./connect";
import { firstPeriodPromotionCode, retirePromotionCode } from "./first-period-discount";
import { syncPortalConfiguration } from "./portal-configuration";

/**
 * The versions of the Plans page's two forms (ADR 0021): digests of what each saves, so a
 * save from a page opened before another's is refused rather than putting old amounts back.
 */
export const pricesTag = (site: Site) =>
  digestTag([site.monthlyAmountCents, site.yearlyAmountCents]);
export const offersTag = (site: Site) => digestTag([site.trialDays, site.firstPeriodPercentOff]);

/** The site's plan prices, its Stripe account and the creator's platform plan (Plans page). */
export async function planPrices(db: Db, site: Site): Promise<PlanPricesResponse> {
  const [[row], changes] = await db.batch([
    db.select().from(appSubscriptions).where(eq(appSubscriptions.siteId, site.id)).limit(1),
    db
      .select()
      .from(planOfferChanges)
      .where(eq(planOfferChanges.siteId, site.id))
      .orderBy(desc(planOfferChanges.createdAt))
      .limit(OFFER_CHANGES_SHOWN),
  ]);
  return {
    prices: {
      currency: "usd",
      monthlyAmountCents: site.monthlyAmountCents,
      yearlyAmountCents: site.yearlyAmountCents,
      tag: await pricesTag(site),
    },
    stripe: {
      connected: site.stripeAccountId !== null,
      chargesEnabled: site.stripeChargesEnabled,
      payoutsEnabled: site.stripePayoutsEnabled,
      monthlyPriceReady: site.stripeMonthlyPriceId !== null,
      yearlyPriceReady: site.stripeYearlyPriceId !== null,
    },
    offers: {
      trialDays: site.trialDays,
      firstPeriodPercentOff: site.firstPeriodPercentOff,
      tag: await offersTag(site),
      changes: changes.map((change) => ({
        detail: change.detail,
        actorEmail: change.actorEmail,
        createdAt: change.createdAt.toISOString(),
      })),
    },
    paidSubscriptions: {
      enabled: paidPlansOpen(site),
      canEnable: paidPlansOpen({ ...site, paymentsEnabled: true }),
    },
    platformPlan: row
      ? {
          plan: row.plan,
          status: row.status,
          cadence: row.cadence,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          canceledAt: row.canceledAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * Saves the prices. A Stripe price is immutable, so a changed amount gets a new Price on the
 * connected account (now, or when the account is connected) and the old one is deactivated.
 * Prices show on the public subscribe page, so the content version moves with them.
 */
export async function updatePlanPrices(
  db: Db,
  env: Env,
  site: Site,
  body: PlanPricesBody,
): Promise<Site> {
  const changes: Partial<typeof sites.$inferInsert> = {};
  const replaced: string[] = [];
  if (
    body.monthlyAmountCents !== undefined &&
    body.monthlyAmountCents !== site.monthlyAmountCents
  ) {
    changes.monthlyAmountCents = body.monthlyAmountCents;
    changes.stripeMonthlyPriceId = null;
    if (site.stripeMonthlyPriceId) replaced.push(site.stripeMonthlyPriceId);
  }
  if (body.yearlyAmountCents !== undefined && body.yearlyAmountCents !== site.yearlyAmountCents) {
    changes.yearlyAmountCents = body.yearlyAmountCents;
    changes.stripeYearlyPriceId = null;
    if (site.stripeYearlyPriceId) replaced.push(site.stripeYearlyPriceId);
  }
  if (Object.keys(changes).length === 0) return site;
  const [saved] = await db
    .update(sites)
    .set({ ...changes, contentVersion: sql`${sites.contentVersion} + 1` })
    .where(eq(sites.id, site.id))
    .returning();
  // New prices first: if Stripe fails halfway, the old price still sells until a retry.
  const synced = await syncPrices(db, env, saved ?? site);
  await deactivatePrices(env, synced, replaced);
  // A plan taken away makes no new Price, so syncPrices left the portal listing the old one.
  const removed = changes.monthlyAmountCents === null || changes.yearlyAmountCents === null;
  if (removed) await syncPortalConfiguration(db, env, synced);
  return synced;
}

/** How many offer changes the Plans page lists. */
const OFFER_CHANGES_SHOWN = 5;

const trialText = (days: number | null) =>
  days === null ? "Free trial: none" : `Free trial: ${days} ${days === 1 ? "day" : "days"}`;
const discountText = (percent: number | null) =>
  percent === null ? "First-period discount: none" : `First-period discount: ${percent}% off`;

/**
 * Saves what new paid subscribers are offered (free trial, first-period discount), logs each
 * change with who made it, and makes the discount's promotion code on the connected account.
 * Existing subscriptions are not touched.
 */
export async function updatePlanOffers(
  db: Db,
  env: Env,
  site: Site,
  actor: { id: string; email: string },
  body: PlanOffersBody,
): Promise<Site> {
  const details: string[] = [];
  const changes: Partial<typeof sites.$inferInsert> = {};
  if (body.trialDays !== site.trialDays) {
    changes.trialDays = body.trialDays;
    details.push(trialText(body.trialDays));
  }
  const percent = body.firstPeriodPercentOff;
  const retired = site.stripeFirstPeriodPromotionCodeId;
  if (percent !== undefined && percent !== site.firstPeriodPercentOff) {
    changes.firstPeriodPercentOff = percent;
    changes.stripeFirstPeriodPromotionCodeId = null;
    details.push(discountText(percent));
  }
  if (details.length === 0) return site;
  const [[saved]] = await db.batch([
    db.update(sites).set(changes).where(eq(sites.id, site.id)).returning(),
    ...details.map((detail) =>
      db
        .insert(planOfferChanges)
        .values({ siteId: site.id, actorUserId: actor.id, actorEmail: actor.email, detail }),
    ),
  ]);
  const current = saved ?? site;
  if (changes.firstPeriodPercentOff !== undefined) {
    // The new code first, so a failure in between leaves a code that still sells.
    await firstPeriodPromotionCode(db, env, current);
    await retirePromotionCode(env, site, retired);
  }
  const [fresh] = await db.select().from(sites).where(eq(sites.id, site.id)).limit(1);
  return fresh ?? current;
}
