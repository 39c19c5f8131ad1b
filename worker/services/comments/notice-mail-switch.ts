import type { CommentEmailsResponse } from "@schema/api/manage-comment-list";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { saveDigestTimeZone } from "../notices/digest-time-zone";

/**
 * One site person's switch for the e-mail about each reader's comment (notice-mail.ts), and
 * whether those come gathered into one a day (notices/digest.ts): columns of their
 * site_members row, so they are theirs on this site only. The platform's database holds them
 * (ADR 0014). The digest's time zone is the person's own, on every site. Callers have checked
 * the person runs the site.
 */

const member = (siteId: string, userId: string) =>
  and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId));

export async function commentEmailsOf(
  db: Db,
  siteId: string,
  userId: string,
): Promise<CommentEmailsResponse> {
  const [row] = await db
    .select({
      commentEmails: siteMembers.commentEmails,
      commentEmailsDaily: siteMembers.commentEmailsDaily,
      digestTimeZone: users.timeZone,
    })
    .from(siteMembers)
    .innerJoin(users, eq(users.id, siteMembers.userId))
    .where(member(siteId, userId))
    .limit(1);
  return row ?? { commentEmails: false, commentEmailsDaily: false, digestTimeZone: null };
}

/**
 * Saves the switch (the daily choice and the zone only when given) and answers them as they
 * are now.
 */
export async function setCommentEmails(
  db: Db,
  siteId: string,
  userId: string,
  change: { commentEmails: boolean; commentEmailsDaily?: boolean; timeZone?: string },
): Promise<CommentEmailsResponse> {
  const { commentEmails, commentEmailsDaily, timeZone } = change;
  await db.batch([
    db
      .update(siteMembers)
      .set({ commentEmails, ...(commentEmailsDaily === undefined ? {} : { commentEmailsDaily }) })
      .where(member(siteId, userId)),
    ...saveDigestTimeZone(db, userId, timeZone),
  ]);
  return commentEmailsOf(db, siteId, userId);
}
