import { siteMembers } from "@schema/db/sites";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * One site person's switch for the e-mail about each reader's comment (notice-mail.ts): a
 * column of their site_members row, so it is theirs on this site only. The platform's
 * database holds it (ADR 0014). Callers have checked the person runs the site.
 */

const member = (siteId: string, userId: string) =>
  and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId));

export async function commentEmailsOn(db: Db, siteId: string, userId: string) {
  const [row] = await db
    .select({ on: siteMembers.commentEmails })
    .from(siteMembers)
    .where(member(siteId, userId))
    .limit(1);
  return row?.on ?? false;
}

export async function setCommentEmails(db: Db, siteId: string, userId: string, on: boolean) {
  await db.update(siteMembers).set({ commentEmails: on }).where(member(siteId, userId));
}
