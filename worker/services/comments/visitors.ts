import type {
  CommentListResponse,
  CreateCommentInput,
  EditCommentInput,
} from "@schema/api/comments";
import { comments, commentUpvotes } from "@schema/db/comments";
import { type Recipe, recipes } from "@schema/db/recipes";
import { siteMembers } from "@schema/db/sites";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import type { Job } from "../../queues/jobs";
import type { Session } from "../identity/sessions";
import { activeSubscription } from "../identity/users";
import { rateableRecipe } from "../ratings/rules";
import { ratingUpsert } from "../ratings/writes";
import { getPublishedRecipe } from "../recipes/published";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";
import { getSiteComment } from "./moderation";
import { hiddenComments, visibleCommentTree } from "./tree";

/**
 * Visitors' comments on recipes (docs/spec/visitor-experience.md §4 "Comments", §6): list, post,
 * edit, delete, upvote. Every call answers with the recipe's list as the caller sees it, so the
 * page replaces its list from the answer. Reading and moderation reuse the manage comment tree; this file decides who may write.
 */

/** How long the same words from the same person count as a repeat (a double submit, a bot). */
export const REPEAT_COMMENT_SECONDS = 60;

/** Refuses a comment identical to the person's previous one on this site, within a minute. */
async function refuseRepeat(db: Db, siteId: string, userId: string, content: unknown) {
  const [previous] = await db
    .select({ content: comments.content, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.siteId, siteId), eq(comments.userId, userId)))
    .orderBy(desc(comments.createdAt))
    .limit(1);
  if (!previous) return;
  const recent = Date.now() - previous.createdAt.getTime() < REPEAT_COMMENT_SECONDS * 1000;
  if (recent && JSON.stringify(previous.content) === JSON.stringify(content)) {
    throw new ApiError("conflict", "You posted this same comment a moment ago.");
  }
}

/** Staff are the platform's (ADR 0014): pass its database. */
async function isSiteManager(platform: Db, siteId: string, userId: string) {
  const [row] = await platform
    .select({ role: siteMembers.role })
    .from(siteMembers)
    .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

const managerOf = (platform: Db, site: Site, viewer: Session | null) =>
  viewer ? isSiteManager(platform, site.id, viewer.user.id) : Promise.resolve(false);

/** The list for a recipe already known to be this viewer's to read. */
async function listFor(
  dbs: SiteDbs,
  siteId: string,
  recipeId: string,
  viewer: Session | null,
  canManage: boolean,
): Promise<CommentListResponse> {
  const viewerId = viewer?.user.id ?? null;
  const [visible, hidden] = await Promise.all([
    visibleCommentTree(dbs, siteId, recipeId, viewerId),
    canManage && viewerId ? hiddenComments(dbs, siteId, recipeId, viewerId) : [],
  ]);
  return { comments: visible, canManage, hiddenComments: hidden };
}

/**
 * GET {siteSlug}/comments?recipeId=: the visible comments, oldest first, replies under
 * their parent; managers also get the hidden ones. Drafts are the managers' alone.
 */
export async function commentList(
  dbs: SiteDbs,
  site: Site,
  recipeId: string,
  viewer: Session | null,
): Promise<CommentListResponse> {
  const canManage = await managerOf(dbs.platform, site, viewer);
  const [recipe] = await dbs.site
    .select({ publishedAt: recipes.publishedAt })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.siteId, site.id)))
    .limit(1);
  if (!recipe || (recipe.publishedAt === null && !canManage)) throw notFound("Recipe");
  return listFor(dbs, site.id, recipeId, viewer, canManage);
}

/**
 * A comment the viewer may see and act on (reply to, upvote): on this site, not hidden by
 * itself or through its parent, on a published recipe. Managers see everything. Anything
 * else is 404, so hidden comments are not confirmed to exist.
 */
async function getVisibleComment(db: Db, site: Site, commentId: string, canManage: boolean) {
  const comment = await getSiteComment(db, site.id, commentId);
  if (canManage) return comment;
  if (comment.hiddenAt !== null) throw notFound("Comment");
  const parent = comment.parentId ? await getSiteComment(db, site.id, comment.parentId) : null;
  if (parent?.hiddenAt) throw notFound("Comment");
  await getPublishedRecipe(db, site.id, comment.recipeId);
  return comment;
}

/**
 * Who may write on a recipe: anyone signed in on a public one; on a subscriber-only one only
 * with a current subscription of any plan (docs/spec/visitor-experience.md §6: "the user has a
 * current subscription") or as a manager. Posting and editing alike: a lapsed subscriber may
 * still delete their comment, not write new words into it.
 */
async function refuseLockedRecipe(
  db: Db,
  siteId: string,
  userId: string,
  recipe: Pick<Recipe, "privacySetting">,
  canManage: boolean,
) {
  if (recipe.privacySetting === "public" || canManage) return;
  if (await activeSubscription(db, siteId, userId)) return;
  throw new ApiError(
    "forbidden",
    "Only subscribers can comment on this recipe. Subscribe to join the conversation.",
  );
}

const badParent = (message: string) =>
  new ApiError("bad_request", message, [{ path: "parentId", message }]);

/**
 * POST {siteSlug}/comments, by whoever may write on the recipe (refuseLockedRecipe). Replies go on top-level comments only. Each reply queues the e-mail to the author of the
 * comment it answers, and each reader's comment the one to the site's people.
 */
export async function createComment(
  env: Env,
  dbs: SiteDbs,
  site: Site,
  viewer: Session,
  input: CreateCommentInput,
): Promise<CommentListResponse> {
  const db = dbs.site;
  const [recipe, canManage] = await Promise.all([
    getPublishedRecipe(db, site.id, input.recipeId),
    isSiteManager(dbs.platform, site.id, viewer.user.id),
  ]);
  await refuseLockedRecipe(db, site.id, viewer.user.id, recipe, canManage);
  let level: 1 | 2 = 1;
  if (input.parentId) {
    const parent = await getVisibleComment(db, site, input.parentId, canManage);
    if (parent.recipeId !== recipe.id) throw badParent("That comment is on another recipe");
    // Two levels only (docs/spec/visitor-experience.md §5): a reply to a reply would be a third.
    if (parent.level !== 1) throw badParent("Replies are allowed only on top-level comments");
    level = 2;
  }
  // Stars make the comment a review: the rating's rules (ratings/rules.ts) come first.
  if (input.stars !== null) await rateableRecipe(dbs, site, viewer.user.id, recipe.id);
  await refuseRepeat(db, site.id, viewer.user.id, input.content);
  await ensurePersonAnchor(dbs, viewer.user.id);
  const commentId = crypto.randomUUID();
  const insert = db.insert(comments).values({
    id: commentId,
    siteId: site.id,
    recipeId: recipe.id,
    userId: viewer.user.id,
    parentId: input.parentId,
    level,
    content: input.content,
  });
  if (input.stars === null) await insert;
  else {
    await db.batch([
      insert,
      ratingUpsert(db, {
        siteId: site.id,
        recipeId: recipe.id,
        userId: viewer.user.id,
        stars: input.stars,
        commentId,
      }),
    ]);
  }
  // E-mails: to the author of the comment answered, and to the site's people about a reader's.
  const mails: Job[] = [];
  if (level === 2) mails.push({ type: "comment-reply-mail", siteId: site.id, commentId });
  if (!canManage) mails.push({ type: "comment-notice-mail", siteId: site.id, commentId });
  await queueCommentMails(env, mails);
  return listFor(dbs, site.id, recipe.id, viewer, canManage);
}

/**
 * The comment stands whatever happens here: a queue that refuses the messages costs those
 * e-mails (reply-mail.ts, notice-mail.ts), not the reader's words.
 */
async function queueCommentMails(env: Env, jobs: Job[]) {
  if (jobs.length === 0) return;
  try {
    await env.JOBS.sendBatch(jobs.map((body) => ({ body })));
  } catch (error) {
    console.error("Queueing a comment's e-mails failed", error);
  }
}

/**
 * PATCH {siteSlug}/comments/{commentId}: the author rewrites their own comment, which then
 * shows "Edited" (editedAt). Anyone else's comment, the site's people included, answers 404
 * as delete does; so does a hidden one (itself or with its parent) or one on a recipe no
 * longer published: hiding is the manager's word, and an edit must not bring new words
 * under it. The same words again change nothing, so a repeated save is not an edit.
 *
 * Moderation: this platform does not hold comments for approval (they show when posted and
 * the site's people hide them afterwards), so an edit keeps the comment as it stands, as
 * Substack does, marked "Edited" for readers and on the kitchen's Comments page, where the
 * site's people can hide it like any other. An edit is not news: it queues no reply or
 * notice e-mail, and those still waiting (or a daily digest) read the comment when they go,
 * so they carry its latest words. The rating's stars are not part of it (ratings/writes.ts).
 */
export async function editComment(
  dbs: SiteDbs,
  site: Site,
  viewer: Session,
  commentId: string,
  input: EditCommentInput,
): Promise<CommentListResponse> {
  const db = dbs.site;
  const [comment, canManage] = await Promise.all([
    getVisibleComment(db, site, commentId, false),
    isSiteManager(dbs.platform, site.id, viewer.user.id),
  ]);
  if (comment.userId !== viewer.user.id) throw notFound("Comment");
  const recipe = await getPublishedRecipe(db, site.id, comment.recipeId);
  await refuseLockedRecipe(db, site.id, viewer.user.id, recipe, canManage);
  if (JSON.stringify(comment.content) !== JSON.stringify(input.content)) {
    // Comments can be part of a cached page: the old words leave it at once, as on delete.
    await changeWithNewVersion(dbs, site.id, [
      db
        .update(comments)
        .set({ content: input.content, editedAt: new Date() })
        .where(
          and(
            eq(comments.siteId, site.id),
            eq(comments.id, comment.id),
            eq(comments.userId, viewer.user.id),
            // Hidden meanwhile: the manager's word stands.
            isNull(comments.hiddenAt),
          ),
        ),
    ]);
  }
  return listFor(dbs, site.id, comment.recipeId, viewer, canManage);
}

/**
 * DELETE {siteSlug}/comments/{commentId}: the author deletes their own, a manager any on
 * the site. Someone else's comment answers 404, as if it did not exist. A top-level
 * comment takes its replies with it. Like hiding, a delete moves the site's content
 * version, so the comment is gone from cached pages at once.
 */
export async function deleteComment(
  dbs: SiteDbs,
  site: Site,
  viewer: Session,
  commentId: string,
): Promise<CommentListResponse> {
  const db = dbs.site;
  const [comment, canManage] = await Promise.all([
    getSiteComment(db, site.id, commentId),
    isSiteManager(dbs.platform, site.id, viewer.user.id),
  ]);
  if (comment.userId !== viewer.user.id && !canManage) throw notFound("Comment");
  const doomed = db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.siteId, site.id),
        or(eq(comments.id, comment.id), eq(comments.parentId, comment.id)),
      ),
    );
  // Foreign keys would cascade these too; spelled out so the delete does not rely on them.
  await changeWithNewVersion(dbs, site.id, [
    db.delete(commentUpvotes).where(inArray(commentUpvotes.commentId, doomed)),
    db.delete(comments).where(and(eq(comments.siteId, site.id), eq(comments.parentId, comment.id))),
    db.delete(comments).where(and(eq(comments.siteId, site.id), eq(comments.id, comment.id))),
  ]);
  return listFor(dbs, site.id, comment.recipeId, viewer, canManage);
}

/** POST {siteSlug}/comment-upvotes and DELETE …/{commentId}: idempotent either way. */
export async function setUpvote(
  dbs: SiteDbs,
  site: Site,
  viewer: Session,
  commentId: string,
  upvoted: boolean,
): Promise<CommentListResponse> {
  const db = dbs.site;
  const canManage = await isSiteManager(dbs.platform, site.id, viewer.user.id);
  // Taking an upvote back needs only the comment to be this site's; giving one, that the
  // viewer can see it.
  const comment = upvoted
    ? await getVisibleComment(db, site, commentId, canManage)
    : await getSiteComment(db, site.id, commentId);
  if (upvoted) {
    await ensurePersonAnchor(dbs, viewer.user.id);
    await db
      .insert(commentUpvotes)
      .values({ commentId: comment.id, userId: viewer.user.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(commentUpvotes)
      .where(
        and(eq(commentUpvotes.commentId, comment.id), eq(commentUpvotes.userId, viewer.user.id)),
      );
  }
  return listFor(dbs, site.id, comment.recipeId, viewer, canManage);
}
