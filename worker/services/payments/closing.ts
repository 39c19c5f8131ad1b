import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, isNotNull, ne, notInArray } from "drizzle-orm";
import type { Env } from "../../env";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import {
  endPlanOfDeletedSite,
  type PlanOnRestore,
  resumePlanOfRestoredSite,
} from "../platform-plan/app-subscriptions";
import type { Site } from "../sites/lookup";
import { mailSiteClosed } from "./billing-mail";
import { cancelNow } from "./creator-billing";
import { billed } from "./reader-billing";
import { queueReopenedNews } from "./reopening";
import { applySubscription } from "./subscription-sync";

/**
 * What payments does when a site or an account goes away: the deletion service calls these
 * and nothing else of payments.
 */

/** Stripe states with nothing left to cancel. */
const ENDED = ["canceled", "incomplete_expired"] as const;

/**
 * The JOBS work behind deleting a site: every paid subscription still running on it is
 * cancelled now in Stripe (on the creator's connected account), the row takes Stripe's
 * answer, and its reader is told by e-mail. Each row is marked with the deletion's moment
 * first, so a restore knows whom this deletion ended (reopening.ts). A row once cancelled is
 * skipped, so a redelivered message or the hard delete's second pass cancels and mails
 * nobody twice. A site restored before the message runs keeps its subscriptions. The
 * creator's own platform plan ends with the period they paid for
 * (platform-plan/app-subscriptions.ts).
 */
export async function cancelDeletedSiteSubscriptions(
  databases: SiteDatabases,
  env: Env,
  siteId: string,
) {
  const found = await siteWithDbs(databases, siteId);
  if (!found?.site.deletedAt) return { cancelled: 0 };
  const { site, dbs } = found;
  await endPlanOfDeletedSite(dbs.platform, env, site);
  if (!site.stripeAccountId) return { cancelled: 0 };
  const stillRunning = and(
    eq(siteSubscriptions.siteId, site.id),
    ne(siteSubscriptions.plan, "free"),
    isNotNull(siteSubscriptions.stripeSubscriptionId),
    isNotNull(siteSubscriptions.stripeCustomerId),
    notInArray(siteSubscriptions.status, [...ENDED]),
  );
  // Before Stripe: a cancellation whose row write fails is retried by skipping the row,
  // and would otherwise leave no trace that this deletion ended it.
  const running = await dbs.site
    .update(siteSubscriptions)
    .set({ endedWithSiteAt: site.deletedAt })
    .where(stillRunning)
    .returning();
  let cancelled = 0;
  for (const row of running) {
    // Ended by a delivery of this message running beside this one: that one tells the reader.
    if (!(await cancelPaidSubscriptionNow(dbs, env, site, row))) continue;
    // After the write: a failure here retries the message, which skips this row, so the
    // e-mail is at most once; losing one to an outage beats mailing a reader twice.
    await mailSiteClosed(dbs, env, site, row);
    cancelled++;
  }
  return { cancelled };
}

/**
 * A restored site, live again: each reader its deletion cancelled, made a free subscriber
 * before it went live (reopening.ts keepReadersAsFree), is told by e-mail, and the
 * creator's platform plan that its deletion set to end renews again. Stripe unreachable: the
 * site is back all the same, and the creator is told to resume the plan in the Billing
 * Portal ("not_resumed").
 */
export async function reopenRestoredSite(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  deletedAt: Date,
): Promise<PlanOnRestore | "not_resumed"> {
  await queueReopenedNews(dbs, env, site, deletedAt);
  try {
    return await resumePlanOfRestoredSite(dbs.platform, env, site);
  } catch (error) {
    console.error(`Restoring ${site.slug}: its platform plan could not be resumed`, error);
    return "not_resumed";
  }
}

/**
 * One reader's paid subscription cancelled now in Stripe (on the creator's connected
 * account), the row taking Stripe's answer. The caller has checked the row is billed there.
 * False when it had ended already (cancelNow says when).
 */
export async function cancelPaidSubscriptionNow(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  row: SiteSubscription,
): Promise<boolean> {
  const { subscription, ended } = await cancelNow(env, billed({ row, site }));
  await applySubscription(dbs, site, subscription);
  return ended;
}
