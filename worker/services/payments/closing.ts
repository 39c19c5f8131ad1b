import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, isNotNull, ne, notInArray } from "drizzle-orm";
import type { Db, Env } from "../../env";
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
 * answer, and its reader is told by e-mail. A row once cancelled is skipped, so a
 * redelivered message or the hard delete's second pass cancels and mails nobody twice.
 * A site restored before the message runs keeps its subscriptions. The creator's own platform
 * plan ends with the period they paid for (platform-plan/app-subscriptions.ts).
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
  const running = await dbs.site
    .select()
    .from(siteSubscriptions)
    .where(
      and(
        eq(siteSubscriptions.siteId, site.id),
        ne(siteSubscriptions.plan, "free"),
        isNotNull(siteSubscriptions.stripeSubscriptionId),
        isNotNull(siteSubscriptions.stripeCustomerId),
        notInArray(siteSubscriptions.status, [...ENDED]),
      ),
    );
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
 * A restored site: the creator's platform plan that its deletion set to end renews again.
 * Readers' paid subscriptions cancelled with it stay cancelled (Stripe cannot revive them).
 * Stripe unreachable: the site is back all the same, and the creator is told to resume the
 * plan in the Billing Portal ("not_resumed").
 */
export async function reopenRestoredSite(
  db: Db,
  env: Env,
  site: Site,
): Promise<PlanOnRestore | "not_resumed"> {
  try {
    return await resumePlanOfRestoredSite(db, env, site);
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
