import { ANONYMOUS_AUTHOR } from "@schema/api/comment-texts";
import { plainText } from "@schema/content/rich-text";
import { comments } from "@schema/db/comments";
import { recipes } from "@schema/db/recipes";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { type SiteDatabases, siteWithDbs } from "../../lib/site-databases";
import type { CommentReplyMailJob } from "../../queues/jobs";
import { allowed, REPLY_MAILS_PER_REPLIER_AND_READER } from "../limits/kv-windows";
import { commentReplyEmail } from "../mail/comment-reply-email";
import { fromName, mailerFor } from "../mail/mailer";
import { publishedOn } from "../recipes/cards";
import { siteOrigin } from "../sites/lookup";
import { replyMailStopToken } from "./reply-mail-switch";

/**
 * The e-mail to a reader when someone replies to their comment (the way a conversation
 * under a recipe reaches them: the creator's answer to their question above all). Posting
 * the reply queues it (visitors.ts); the JOBS consumer sends it (mailCommentReply),
 * reading everything again so that what changed in between counts: a reply deleted or
 * hidden, a recipe unpublished, a reader who turned these e-mails off or left. One replier
 * mails one reader a few times an hour at most (limits/kv-windows.ts): replying fast cannot
 * flood someone's inbox.
 */

/**
 * A comment's address: its recipe page at the comments, naming the one comment, which the
 * page shows once they load (web/app/lib/interactions/linked-comment.ts).
 */
export const commentLink = (origin: string, recipeSlug: string, commentId: string) =>
  `${origin}/recipes/${encodeURIComponent(recipeSlug)}?comment=${commentId}#comments`;

/** The reply, its parent and the recipe, if the reply is still there to be read. */
async function conversation(db: Db, siteId: string, replyId: string) {
  const [reply] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, replyId), eq(comments.siteId, siteId), isNull(comments.hiddenAt)))
    .limit(1);
  if (!reply?.parentId || !reply.userId) return null;
  const [parent] = await db
    .select()
    .from(comments)
    .where(
      and(eq(comments.id, reply.parentId), eq(comments.siteId, siteId), isNull(comments.hiddenAt)),
    )
    .limit(1);
  // An imported comment names nobody to write to; one's own reply needs no e-mail.
  if (!parent?.userId || parent.userId === reply.userId) return null;
  const [recipe] = await db
    .select({ title: recipes.title, slug: recipes.slug })
    .from(recipes)
    .where(and(eq(recipes.id, reply.recipeId), publishedOn(siteId)))
    .limit(1);
  return recipe
    ? { reply, parent, recipe, readerId: parent.userId, replierId: reply.userId }
    : null;
}

/**
 * The JOBS handler. Idempotent: the provider keeps the reply's id as the send's key, so a
 * redelivered message mails nobody twice.
 */
export async function mailCommentReply(
  env: Env,
  databases: SiteDatabases,
  job: CommentReplyMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  if (!found || found.site.deletedAt) return;
  const { site, dbs } = found;
  const thread = await conversation(dbs.site, site.id, job.commentId);
  if (!thread) return;
  const [people, staff] = await Promise.all([
    dbs.platform
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        deletedAt: users.deletedAt,
        commentReplyEmails: users.commentReplyEmails,
      })
      .from(users)
      .where(inArray(users.id, [thread.readerId, thread.replierId])),
    dbs.platform
      .select({ userId: siteMembers.userId })
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.userId, thread.replierId)))
      .limit(1),
  ]);
  const reader = people.find((person) => person.id === thread.readerId);
  const replier = people.find((person) => person.id === thread.replierId);
  if (!reader || reader.deletedAt || !reader.commentReplyEmails) return;
  if (!replier || replier.deletedAt) return;
  const pair = `${reader.id}:${replier.id}`;
  if (!(await allowed(env.KV, REPLY_MAILS_PER_REPLIER_AND_READER, pair))) return;

  const origin = await siteOrigin(dbs.platform, env, site);
  const token = await replyMailStopToken(env, reader.id);
  const message = await commentReplyEmail({
    to: reader.email,
    from: fromName(site.title, env.MAIL_FROM),
    siteTitle: site.title,
    replierName: replier.displayName?.trim() || ANONYMOUS_AUTHOR,
    fromSite: staff.length > 0,
    recipeTitle: thread.recipe.title,
    comment: plainText(thread.parent.content),
    reply: plainText(thread.reply.content),
    link: commentLink(origin, thread.recipe.slug, thread.reply.id),
    stopLink: `${origin}/reply-emails/${encodeURIComponent(token)}`,
  });
  const id = `comment-reply-${thread.reply.id}`;
  await mailerFor(env).sendBatch([{ ...message, id }], id);
}
