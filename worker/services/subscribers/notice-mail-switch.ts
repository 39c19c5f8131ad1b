import type { SubscriberEmails, SubscriberEmailsChange } from "@schema/api/manage-subscribers";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { saveDigestTimeZone } from "../notices/digest-time-zone";

/**
 * One site person's switches for the e-mails about readers' subscriptions (notice-mail.ts),
 * and whether those come gathered into one a day (notices/digest.ts): columns of their
 * site_members row, so they are theirs on this site only. The platform's database holds them
 * (ADR 0014). The digest's time zone is the person's own, on every site. Callers have checked
 * the person runs the site.
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
      digestTimeZone: users.timeZone,
    })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(member(siteId, userId))
    .limit(1);
  return row ?? { free: false, paid: false, daily: false, digestTimeZone: null };
}

/**
 * Saves the switches (the daily choice and the zone only when given) and answers them all as
 * they are now.
 */
export async function setSubscriberEmails(
  db: Db,
  siteId: string,
  userId: string,
  emails: SubscriberEmailsChange,
): Promise<SubscriberEmails> {
  await db.batch([
    db
      .update(siteMembers)
      .set({
        freeSubscriberEmails: emails.free,
        paidSubscriberEmails: emails.paid,
        ...(emails.daily === undefined ? {} : { subscriberEmailsDaily: emails.daily }),
      })
      .where(member(siteId, userId)),
    ...saveDigestTimeZone(db, userId, emails.timeZone),
  ]);
  return subscriberEmailsOf(db, siteId, userId);
}
