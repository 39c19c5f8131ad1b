import type { SubscriberEmails, SubscriberEmailsChange } from "@schema/api/manage-subscribers";
import { siteMembers } from "@schema/db/sites";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * One site person's switches for the e-mails about readers' subscriptions (notice-mail.ts),
 * and whether those come gathered into one a day (notices/digest.ts): columns of their
 * site_members row, so they are theirs on this site only. The platform's database holds them
 * (ADR 0014). Callers have checked the person runs the site.
 */

const member = (siteId: string, userId: string) =>
  and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId));

export async function subscriberEmailsOf(
  db: Db,
  siteId: string,
  userId: string,
): Promise<SubscriberEmails> {
  const [row] = await db
    .select({
      free: siteMembers.freeSubscriberEmails,
      paid: siteMembers.paidSubscriberEmails,
      daily: siteMembers.subscriberEmailsDaily,
    })
    .from(siteMembers)
    .where(member(siteId, userId))
    .limit(1);
  return row ?? { free: false, paid: false, daily: false };
}

/** Saves the switches (the daily choice only when given) and answers them all as they are now. */
export async function setSubscriberEmails(
  db: Db,
  siteId: string,
  userId: string,
  emails: SubscriberEmailsChange,
): Promise<SubscriberEmails> {
  await db
    .update(siteMembers)
    .set({
      freeSubscriberEmails: emails.free,
      paidSubscriberEmails: emails.paid,
      ...(emails.daily === undefined ? {} : { subscriberEmailsDaily: emails.daily }),
    })
    .where(member(siteId, userId));
  return subscriberEmailsOf(db, siteId, userId);
}
