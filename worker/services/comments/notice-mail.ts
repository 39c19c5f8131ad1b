import { ANONYMOUS_AUTHOR } from "@schema/api/comment-texts";
import { plainText } from "@schema/content/rich-text";
import { comments } from "@schema/db/comments";
import { recipeRatings } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { type SiteDatabases, type SiteDbs, siteWithDbs } from "../../lib/site-databases";
import type { CommentNoticeMailJob } from "../../queues/jobs";
import { allowed, COMMENT_NOTICES_PER_COMMENTER } from "../limits/kv-windows";
import { commentNoticeEmail } from "../mail/comment-notice-email";
import { fromName, mailerFor } from "../mail/mailer";
import { holdForDigests } from "../notices/digest-items";
import { publishedOn } from "../recipes/cards";
import { platformOrigin, siteOrigin } from "../sites/lookup";
import { commentLink } from "./reply-mail";

/**
 * The e-mail to a site's people (its owner and managers) about each reader's comment, so a
 * creator hears of a question without watching the kitchen. Posting queues it
 * (visitors.ts, for readers' comments only); the JOBS consumer sends it, reading the
 * comment again. Each person has a switch on the kitchen's Comments page
 * (`site_members.comment_emails`, on by default), and may have these gathered into one a day
 * (`comment_emails_daily`, notices/digest.ts). A person the comment replies to hears of
 * it by the reply e-mail instead (reply-mail.ts), not twice. One commenter mails a site's
 * people a few times an hour at most (limits/kv-windows.ts); the kitchen lists the rest.
 */

/** The comment with what the e-mail says of it, if it is still there for readers. */
async function commentOf(db: Db, siteId: string, commentId: string) {
  const visible = (id: string) =>
    and(eq(comments.id, id), eq(comments.siteId, siteId), isNull(comments.hiddenAt));
  const [comment] = await db.select().from(comments).where(visible(commentId)).limit(1);
  if (!comment?.userId) return null;
  const [[parent], [recipe], [rating]] = await Promise.all([
    comment.parentId
      ? db.select().from(comments).where(visible(comment.parentId)).limit(1)
      : Promise.resolve([null]),
    db
      .select({ title: recipes.title, slug: recipes.slug })
      .from(recipes)
      .where(and(eq(recipes.id, comment.recipeId), publishedOn(siteId)))
      .limit(1),
    db
      .select({ stars: recipeRatings.stars })
      .from(recipeRatings)
      .where(eq(recipeRatings.commentId, comment.id))
      .limit(1),
  ]);
  // A reply under a comment hidden since is hidden with it.
  if (!recipe || (comment.parentId && !parent)) return null;
  return { comment, parent: parent ?? null, recipe, stars: rating?.stars ?? null };
}

const nameOf = (displayName: string | null | undefined) => displayName?.trim() || ANONYMOUS_AUTHOR;

/**
 * A reader's comment as the e-mails tell it (this one, and the daily digest's line), if it is
 * still there for readers; null if not.
 */
export async function commentNews(dbs: SiteDbs, siteId: string, commentId: string) {
  const thread = await commentOf(dbs.site, siteId, commentId);
  if (!thread) return null;
  const { comment, parent } = thread;
  const authorId = comment.userId as string;
  const people = [authorId, ...(parent?.userId ? [parent.userId] : [])];
  const named = await dbs.platform
    .select({
      id: users.id,
      displayName: users.displayName,
      replyEmails: users.commentReplyEmails,
    })
    .from(users)
    .where(inArray(users.id, people));
  const author = named.find((person) => person.id === authorId);
  if (!author) return null;
  const answered = parent?.userId
    ? (named.find((person) => person.id === parent.userId) ?? null)
    : null;
  return {
    comment,
    recipe: thread.recipe,
    stars: thread.stars,
    author,
    /** The person a reply answers, when it is not the commenter's own comment. */
    answered,
    authorName: nameOf(author.displayName),
    text: plainText(comment.content),
    replyTo: !parent
      ? null
      : parent.userId === authorId
        ? ("own" as const)
        : nameOf(answered?.displayName ?? parent.importedAuthorName),
  };
}

/**
 * The JOBS handler. Idempotent: the provider keeps the comment's id as the send's key, and a
 * digest holds the comment once per person.
 */
export async function mailCommentNotice(
  env: Env,
  databases: SiteDatabases,
  job: CommentNoticeMailJob,
) {
  const found = await siteWithDbs(databases, job.siteId);
  if (!found || found.site.deletedAt) return;
  const { site, dbs } = found;
  const [news, members] = await Promise.all([
    commentNews(dbs, site.id, job.commentId),
    dbs.platform
      .select({
        id: users.id,
        email: users.email,
        deletedAt: users.deletedAt,
        daily: siteMembers.commentEmailsDaily,
        timeZone: users.timeZone,
      })
      .from(siteMembers)
      .innerJoin(users, eq(users.id, siteMembers.userId))
      .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.commentEmails, true))),
  ]);
  if (!news) return;
  const { comment, author, answered } = news;
  const recipients = members.filter(
    (member) =>
      !member.deletedAt &&
      member.id !== author.id &&
      // The reply e-mail already tells them.
      !(answered && member.id === answered.id && answered.replyEmails),
  );
  // Those who chose one e-mail a day find it in their digest, whatever the limit below.
  const each = await holdForDigests(dbs.site, recipients, {
    siteId: site.id,
    kind: "comment",
    subjectId: comment.id,
    newsKey: `comment/${comment.id}`,
  });
  if (each.length === 0) return;
  const commenter = `${site.id}:${author.id}`;
  if (!(await allowed(env.KV, COMMENT_NOTICES_PER_COMMENTER, commenter))) return;

  const origin = await siteOrigin(dbs.platform, env, site);
  const kitchen = commentsKitchenLink(env, site.slug);
  const messages = await Promise.all(
    each.map(async (member) => ({
      ...(await commentNoticeEmail({
        to: member.email,
        from: fromName(site.title, env.MAIL_FROM),
        siteTitle: site.title,
        authorName: news.authorName,
        recipeTitle: news.recipe.title,
        comment: news.text,
        stars: news.stars,
        replyTo: news.replyTo,
        // A comment on the recipe is in the list of those waiting for an answer.
        kitchenLink: comment.parentId ? kitchen : `${kitchen}?awaiting=reply`,
        recipeLink: commentLink(origin, news.recipe.slug, comment.id),
      })),
      id: `comment-notice-${comment.id}-${member.id}`,
    })),
  );
  await mailerFor(env).sendBatch(messages, `comment-notice/${comment.id}`);
}

/** The kitchen's Comments page, where the site's people answer, hide and switch these off. */
export const commentsKitchenLink = (env: Env, siteSlug: string) =>
  `${platformOrigin(env)}/kitchen/${encodeURIComponent(siteSlug)}/comments`;
