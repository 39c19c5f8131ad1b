import type { SubscriberEmails } from "@schema/api/manage-subscribers";
import { siteMembers } from "@schema/db/sites";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * One site person's two switches for the e-mails about readers' subscriptions
 * (notice-mail.ts): columns of their site_members row, so they are theirs on this site only.
 * The platform's database holds them (ADR 0014). Callers have checked the person runs the
 * site.
 */

const member = (siteId: string, userId: string) =>
  and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId));

export async function subscriberEmailsOf(
  db: Db,
  siteId: string,
  userId: string,
): Promise<SubscriberEmails> {
  const [row] = await db
    .select({ free: siteMembers.freeSubscriberEmails, paid: siteMembers.paidSubscriberEmails })
    .from(siteMembers)
    .where(member(siteId, userId))
    .limit(1);
  return row ?? { free: false, paid: false };
}

export async function setSubscriberEmails(
  db: Db,
  siteId: string,
  userId: string,
  emails: SubscriberEmails,
) {
  await db
    .update(siteMembers)
    .set({ freeSubscriberEmails: emails.free, paidSubscriberEmails: emails.paid })
    .where(member(siteId, userId));
}
