import type { CommentView } from "@schema/api/comments";
import { DELETED_USER_NAME } from "@schema/api/deletion";
import { type Comment, comments, commentUpvotes } from "@schema/db/comments";
import { images } from "@schema/db/images";
import { recipeRatings } from "@schema/db/ratings";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { imageView } from "../media/image-view";
import { importedAuthor } from "./imported-author";

/**
 * Comment rows → CommentView trees. Hiding a parent hides its replies when read (the rows
 * of the replies are not touched, so unhiding the parent brings them back as they were).
 * Shared by the manage moderation calls; the public comment list can use it too.
 */

/**
 * Who wrote the comments, with their avatars, and which of them are the site's own people
 * (its owner and managers): people are the platform's (ADR 0014).
 */
const authorQueries = (platform: Db, siteId: string, userIds: string[]) =>
  [
    platform.select().from(users).where(inIdList(users.id, userIds)),
    platform
      .select()
      .from(images)
      .where(
        sql`${images.id} in (select ${users.avatarImageId} from ${users} where ${inIdList(users.id, userIds)})`,
      ),
    platform
      .select({ userId: siteMembers.userId })
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), inIdList(siteMembers.userId, userIds))),
  ] as const;

/** The comments' upvotes, the viewer's among them, and the stars of those that are reviews. */
const countQueries = (db: Db, ids: string[], viewerId: string | null) =>
  [
    db
      .select({ commentId: commentUpvotes.commentId, total: count() })
      .from(commentUpvotes)
      .where(inIdList(commentUpvotes.commentId, ids))
      .groupBy(commentUpvotes.commentId),
    db
      .select({ commentId: commentUpvotes.commentId })
      .from(commentUpvotes)
      .where(
        and(inIdList(commentUpvotes.commentId, ids), eq(commentUpvotes.userId, viewerId ?? "")),
      ),
    db
      .select({ commentId: recipeRatings.commentId, stars: recipeRatings.stars })
      .from(recipeRatings)
      .where(inIdList(recipeRatings.commentId, ids)),
  ] as const;

/**
 * Authors, avatars and upvotes of the given comments: one batch for a site not moved, else
 * one in each database at once.
 */
async function commentDetails(dbs: SiteDbs, rows: readonly Comment[], viewerId: string | null) {
  const ids = rows.map((row) => row.id);
  // Imported comments (user_id null) have no account to read.
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  // Authors and avatars are read apart: in a D1 batch, rows come back keyed by column
  // name, so a join of two tables that both have `id` would mix them up.
  const people = authorQueries(dbs.platform, rows[0]?.siteId ?? "", userIds);
  const counts = countQueries(dbs.site, ids, viewerId);
  const [authors, avatars, members, upvotes, mine, reviews] = unmoved(dbs)
    ? await dbs.site.batch([...people, ...counts])
    : await Promise.all([dbs.platform.batch(people), dbs.site.batch(counts)]).then(
        ([who, what]) => [...who, ...what] as const,
      );
  return {
    author: new Map(
      authors.map((user) => [
        user.id,
        { user, avatar: avatars.find((image) => image.id === user.avatarImageId) },
      ]),
    ),
    siteAuthors: new Set(members.map((row) => row.userId)),
    upvotes: new Map(upvotes.map((row) => [row.commentId, row.total])),
    mine: new Set(mine.map((row) => row.commentId)),
    stars: new Map(reviews.map((row) => [row.commentId, row.stars])),
  };
}

type Details = Awaited<ReturnType<typeof commentDetails>>;

function view(
  row: Comment,
  details: Details,
  hidden: boolean,
  children: CommentView[],
): CommentView {
  const author = row.userId ? details.author.get(row.userId) : undefined;
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    level: row.level,
    parentId: row.parentId,
    hidden,
    stars: details.stars.get(row.id) ?? null,
    upvoteCount: details.upvotes.get(row.id) ?? 0,
    upvotedByMe: details.mine.has(row.id),
    user: row.userId
      ? {
          id: row.userId,
          // A deleted account's kept comments name nobody (services/deletion).
          displayName: author?.user.deletedAt
            ? DELETED_USER_NAME
            : (author?.user.displayName ?? null),
          avatar: author?.user.deletedAt ? null : imageView(author?.avatar),
          siteAuthor: !author?.user.deletedAt && details.siteAuthors.has(row.userId),
        }
      : importedAuthor(row),
    children,
  };
}

const recipeComments = (db: Db, siteId: string, recipeId: string) =>
  db
    .select()
    .from(comments)
    .where(and(eq(comments.siteId, siteId), eq(comments.recipeId, recipeId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));

/** A deleted account that chose to remove its comments: gone from every list at once. */
const removedWithAccount = (row: Comment, details: Details) => {
  const author = row.userId ? details.author.get(row.userId)?.user : undefined;
  return author?.deletedAt != null && author.deletedComments === "remove";
};

/** The recipe's visible comments, oldest first, replies under their parent. */
export async function visibleCommentTree(
  dbs: SiteDbs,
  siteId: string,
  recipeId: string,
  viewerId: string | null,
): Promise<CommentView[]> {
  const rows = await recipeComments(dbs.site, siteId, recipeId);
  const unhidden = rows.filter((row) => row.hiddenAt === null);
  // Who wrote them is the platform's to say, so it is read before the tree is cut.
  const details = await commentDetails(dbs, unhidden, viewerId);
  const visible = unhidden.filter((row) => !removedWithAccount(row, details));
  const tops = visible.filter((row) => row.parentId === null);
  const shownTops = new Set(tops.map((row) => row.id));
  // A visible reply under a hidden parent stays hidden: it goes with its parent.
  const shown = visible.filter((row) => row.parentId === null || shownTops.has(row.parentId));
  return tops.map((top) =>
    view(
      top,
      details,
      false,
      shown
        .filter((reply) => reply.parentId === top.id)
        .map((reply) => view(reply, details, false, [])),
    ),
  );
}

/**
 * Hidden comments as the manager's "Hidden comments" list shows them, newest first: each
 * comment a manager hid, with its replies (hidden with it). A hidden reply under a hidden
 * parent appears once, under the parent.
 */
export async function hiddenComments(
  dbs: SiteDbs,
  siteId: string,
  recipeId: string | null,
  viewerId: string,
  limit = 500,
): Promise<CommentView[]> {
  const db = dbs.site;
  const hidden = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.siteId, siteId),
        recipeId ? eq(comments.recipeId, recipeId) : undefined,
        isNotNull(comments.hiddenAt),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  const hiddenIds = new Set(hidden.map((row) => row.id));
  const roots = hidden.filter((row) => row.parentId === null || !hiddenIds.has(row.parentId));
  const rootIds = roots.filter((row) => row.parentId === null).map((row) => row.id);
  const replies = rootIds.length
    ? await db
        .select()
        .from(comments)
        .where(inIdList(comments.parentId, rootIds))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const details = await commentDetails(dbs, [...roots, ...replies], viewerId);
  return roots.map((root) =>
    view(
      root,
      details,
      true,
      replies
        .filter((reply) => reply.parentId === root.id)
        .map((reply) => view(reply, details, true, [])),
    ),
  );
}
