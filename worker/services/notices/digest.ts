import { noticeDigestItems } from "@schema/db/notice-digests";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db, Env } from "../../env";
import type { NoticeDigestMailJob } from "../../queues/jobs";

/**
 * The daily digest (ADR 0018): a person who chose one e-mail a day has their news held
 * (digest-items.ts) and gets it in one e-mail once the oldest of it is due: at DIGEST_HOUR
 * the next morning in their time zone, or, with no zone known, once it is a day old.
 */

export const DIGEST_INTERVAL_MS = 24 * 3600 * 1000;

/** Digests queued per database per cron run (every minute): the rest wait a minute. */
const DIGESTS_PER_RUN = 50;

/**
 * The cron's part, in one site database: each person and site with news due gets a
 * digest. The news is claimed first (one conditional UPDATE, so two overlapping runs queue
 * one digest), then the job queued; a queue that refuses gives the claim back.
 */
export async function queueDueDigests(siteDb: Db, env: Env, now: Date) {
  const due = await siteDb
    .select({ siteId: noticeDigestItems.siteId, userId: noticeDigestItems.userId })
    .from(noticeDigestItems)
    .where(isNull(noticeDigestItems.digestKey))
    .groupBy(noticeDigestItems.siteId, noticeDigestItems.userId)
    // An aggregate loses the column's mapping to Date: compared in stored milliseconds.
    .having(
      sql`min(coalesce(${noticeDigestItems.dueAt}, ${noticeDigestItems.createdAt} + ${DIGEST_INTERVAL_MS})) <= ${now.getTime()}`,
    )
    .limit(DIGESTS_PER_RUN);
  const failures: unknown[] = [];
  for (const { siteId, userId } of due) {
    const digestKey = `${siteId}/${userId}/${now.getTime()}`;
    const claimed = await siteDb
      .update(noticeDigestItems)
      .set({ digestKey })
      .where(
        and(
          eq(noticeDigestItems.siteId, siteId),
          eq(noticeDigestItems.userId, userId),
          isNull(noticeDigestItems.digestKey),
          lte(noticeDigestItems.createdAt, now),
        ),
      )
      .returning({ id: noticeDigestItems.id });
    if (claimed.length === 0) continue;
    try {
      await env.JOBS.send({
        type: "notice-digest-mail",
        siteId,
        userId,
        digestKey,
      } satisfies NoticeDigestMailJob);
    } catch (error) {
      await siteDb
        .update(noticeDigestItems)
        .set({ digestKey: null })
        .where(eq(noticeDigestItems.digestKey, digestKey));
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
