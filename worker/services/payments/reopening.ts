import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq, inArray, isNotNull, ne, not } from "drizzle-orm";
import type { Env } from "../../env";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import type { SiteReopenedMailJob } from "../../queues/jobs";
import type { Site } from "../sites/lookup";
import { CURRENT_STATUSES } from "../subscribers/counts";
import { siteSubscriptionRow, subscriptionOnSite } from "../subscribers/rows";
import { mailSiteReopened } from "./billing-mail";

/**
 * The readers of a restored site whose paid plans its deletion cancelled (closing.ts): as
 * on Substack, a reader whose paid plan ends stays a free subscriber, so when the site comes
 * back they are its free subscribers, and each is told once by e-mail. Stripe cannot revive
 * a cancelled subscription, and charging them again without asking is not ours to do: the
 * e-mail links to the site's plans instead.
 *
 * Which readers: the rows carrying this deletion's moment (`ended_with_site_at`, written
 * before the deletion cancelled them), still cancelled on a paid plan. A reader who had ended
 * their plan before, or carries another deletion's moment, or subscribed again meanwhile,
 * or whose account is being deleted, is left as they are.
 */

/** The rows the deletion at `deletedAt` cancelled and nothing has changed since. */
const cancelledBy = (siteId: string, deletedAt: Date) =>
  and(
    eq(siteSubscriptions.siteId, siteId),
    eq(siteSubscriptions.endedWithSiteAt, deletedAt),
    eq(siteSubscriptions.status, "canceled"),
    ne(siteSubscriptions.plan, "free"),
  );

/**
 * Before the restored site goes live (it is still deleted here, so nobody sees a half-done
 * restore): the readers its deletion cancelled become free subscribers. One UPDATE; a second
 * run finds them free already. Returns how many.
 */
export async function keepReadersAsFree(dbs: SiteDbs, site: Site): Promise<number> {
  if (!site.deletedAt) return 0;
  const cancelled = cancelledBy(site.id, site.deletedAt);
  const readers = await dbs.site
    .select({ userId: siteSubscriptions.userId })
    .from(siteSubscriptions)
    .where(cancelled);
  if (!readers.length) return 0;
  // A person deleting their account is subscribed to nothing (account-restore.ts decides
  // what comes back if they return).
  const leaving = await dbs.platform
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inIdList(
          users.id,
          readers.map((reader) => reader.userId),
        ),
        isNotNull(users.deletedAt),
      ),
    );
  const kept = await dbs.site
    .update(siteSubscriptions)
    .set({
      plan: "free",
      status: "active",
      priceAmountCents: 0,
      cadence: null,
      currentPeriodEnd: null,
      canceledAt: null,
      cancelAt: null,
      // A late event of the cancelled subscription (customer.subscription.deleted, retried)
      // must not turn the row back into an ended paid plan (subscription-sync.ts mayReplace).
      stripeSubscriptionId: null,
    })
    .where(
      leaving.length
        ? and(
            cancelled,
            not(
              inIdList(
                siteSubscriptions.userId,
                leaving.map((person) => person.id),
              ),
            ),
          )
        : cancelled,
    )
    .returning({ id: siteSubscriptions.id });
  return kept.length;
}

/** Queue messages per call: the Queues API takes at most 100. */
const QUEUE_BATCH = 100;

/**
 * After the site is live: one e-mail job per reader made free and not yet told (the mark
 * still on their row). Looked up again rather than taken from keepReadersAsFree's answer, so
 * a restore that failed after making them free tells them when it is tried again.
 */
export async function queueReopenedNews(
  dbs: SiteDbs,
  env: Pick<Env, "JOBS">,
  site: Pick<Site, "id">,
  deletedAt: Date,
) {
  const readers = await dbs.site
    .select({ id: siteSubscriptions.id })
    .from(siteSubscriptions)
    .where(
      and(
        eq(siteSubscriptions.siteId, site.id),
        eq(siteSubscriptions.endedWithSiteAt, deletedAt),
        eq(siteSubscriptions.plan, "free"),
      ),
    );
  for (let at = 0; at < readers.length; at += QUEUE_BATCH) {
    const jobs = readers.slice(at, at + QUEUE_BATCH).map((reader) => ({
      body: { type: "site-reopened-mail", siteId: site.id, subscriptionId: reader.id } as const,
    }));
    await env.JOBS.sendBatch(jobs);
  }
}

/**
 * The JOBS work: tells one reader the site is back and they are its free subscriber. The
 * mark is claimed (cleared) by one conditional UPDATE before the send and given back if it
 * fails, so a redelivered job, or a second one queued by a retried restore, mails nobody
 * twice. A reader who has moved on meanwhile (paying again, unsubscribed) is not told, nor
 * anyone while the site is deleted again.
 */
export async function mailReopenedReader(
  env: Env,
  databases: SiteDatabases,
  job: SiteReopenedMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  if (!found || found.site.deletedAt) return;
  const { site, dbs } = found;
  const mine = subscriptionOnSite(site.id, job.subscriptionId);
  const row = await siteSubscriptionRow(dbs.site, site.id, job.subscriptionId);
  const closedAt = row?.endedWithSiteAt;
  if (!row || !closedAt || row.plan !== "free") return;
  const [claimed] = await dbs.site
    .update(siteSubscriptions)
    .set({ endedWithSiteAt: null })
    .where(
      and(
        mine,
        eq(siteSubscriptions.endedWithSiteAt, closedAt),
        eq(siteSubscriptions.plan, "free"),
        inArray(siteSubscriptions.status, [...CURRENT_STATUSES]),
      ),
    )
    .returning({ id: siteSubscriptions.id });
  if (!claimed) return;
  try {
    await mailSiteReopened(dbs, env, site, row, closedAt);
  } catch (error) {
    await dbs.site
      .update(siteSubscriptions)
      .set({ endedWithSiteAt: closedAt })
      .where(and(mine, eq(siteSubscriptions.plan, "free")));
    throw error;
  }
}
