import { nextDigestTime } from "@schema/api/digest-time";
import { noticeDigestItems } from "@schema/db/notice-digests";
import type { Db } from "../../env";

type HeldNews = Pick<
  typeof noticeDigestItems.$inferInsert,
  "siteId" | "kind" | "subjectId" | "stripeSubscriptionId" | "newsKey"
>;

/**
 * Keeps a piece of news, in the site's database, for the recipients who chose one e-mail a
 * day, due the next morning in each one's time zone, and answers the others, to e-mail at
 * once. A redelivered job holds nothing twice: each person holds a piece of news once, by its
 * key.
 */
export async function holdForDigests<
  Recipient extends { id: string; daily: boolean; timeZone: string | null },
>(siteDb: Db, recipients: Recipient[], news: HeldNews, now = new Date()): Promise<Recipient[]> {
  const daily = recipients.filter((recipient) => recipient.daily);
  if (daily.length > 0) {
    await siteDb
      .insert(noticeDigestItems)
      .values(
        daily.map((recipient) => ({
          ...news,
          userId: recipient.id,
          createdAt: now,
          dueAt: recipient.timeZone ? nextDigestTime(now, recipient.timeZone) : null,
        })),
      )
      .onConflictDoNothing();
  }
  return recipients.filter((recipient) => !recipient.daily);
}
