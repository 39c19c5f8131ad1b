import { DELETED_USER_NAME } from "@schema/api/deletion";
import type {
  CommentListQuery,
  CommentListResponse,
  ModerationComment,
} from "@schema/api/manage-comment-list";
import type { RichText } from "@schema/content/rich-text";
import { comments } from "@schema/db/comments";
import { recipeRatings } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";

/**
 * The site's comments as flat rows for moderation (and the overview's latest comments).
 * Rows of a D1 batch come back keyed by column name, so every selected column has its own
 * name: the parent's hidden_at is read as parent_hidden_at.
 */

const parent = alias(comments, "parent");
const parentAuthor = alias(users, "parent_author");
/** A reply, as awaitingReply's subquery names the comments it reads (`comments as answer`). */
const answer = alias(comments, "answer");

/** Hidden for visitors: hidden itself, or under a hidden parent. */
const effectivelyHidden = sql`(${comments.hiddenAt} is not null or ${parent.hiddenAt} is not null)`;

const statusFilter = (status: CommentListQuery["status"]): SQL | undefined =>
  status === "hidden"
    ? effectivelyHidden
    : status === "visible"
      ? sql`not ${effectivelyHidden}`
      : undefined;

/** The stars of the rating a comment is the review of (null: not a review). */
const reviewStars = sql<
  number | null
>`(select ${sql.identifier("rr")}.stars from ${recipeRatings} as rr
  where rr.comment_id = ${comments}.id)`;

/** A review with 1 or 2 stars: the kitchen's "reviews with 1–2 stars". */
const lowReview = sql`${reviewStars} <= 2`;

/**
 * A reader's visible comment on a recipe that none of the site's people (`team`: its owner
 * and managers, who are the platform's) has replied to: the kitchen's "waiting for a reply".
 */
const awaitingReply = (team: readonly string[]) =>
  sql`(${comments.level} = 1 and ${comments.hiddenAt} is null
    and (${comments.userId} is null or not ${inIdList(comments.userId, team)})
    and not exists (select 1 from ${comments} as answer where ${answer.parentId} = ${comments.id}
      and ${inIdList(answer.userId, team)}))`;

/** The site's owner and managers, from the platform (ADR 0014). */
export async function siteTeam(dbs: SiteDbs, siteId: string): Promise<string[]> {
  const rows = await dbs.platform
    .select({ userId: siteMembers.userId })
    .from(siteMembers)
    .where(eq(siteMembers.siteId, siteId));
  return rows.map((row) => row.userId);
}

/** The select for moderation rows; `where` narrows it further (the site is always applied). */
export function moderationRows(db: Db, siteId: string, where?: SQL) {
  return db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      level: comments.level,
      parentId: comments.parentId,
      hiddenAt: comments.hiddenAt,
      userId: comments.userId,
      importedAuthorName: comments.importedAuthorName,
      recipeId: comments.recipeId,
      recipeTitle: recipes.title,
      recipeSlug: recipes.slug,
      recipePublishedAt: recipes.publishedAt,
      displayName: users.displayName,
      authorDeleted: sql<boolean>`${users.deletedAt} is not null`
        .mapWith(Boolean)
        .as("author_deleted"),
      parentHiddenAt: sql<number | null>`${parent.hiddenAt}`.as("parent_hidden_at"),
      parentUserId: sql<string | null>`${parent.userId}`.as("parent_user_id"),
      parentDisplayName: sql<
        string | null
      >`coalesce(${parentAuthor.displayName}, ${parent.importedAuthorName})`.as(
        "parent_display_name",
      ),
      parentAuthorDeleted: sql<boolean>`${parentAuthor.deletedAt} is not null`
        .mapWith(Boolean)
        .as("parent_author_deleted"),
      replyCount:
        sql<number>`(select count(*) from comments as reply where reply.parent_id = ${comments.id})`
          .mapWith(Number)
          .as("reply_count"),
      stars: reviewStars.as("review_stars"),
    })
    .from(comments)
    .innerJoin(recipes, and(eq(recipes.id, comments.recipeId), eq(recipes.siteId, siteId)))
    .leftJoin(users, eq(users.id, comments.userId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId))
    .where(and(eq(comments.siteId, siteId), where))
    .orderBy(desc(comments.createdAt), desc(comments.id));
}

type ModerationRow = Awaited<ReturnType<typeof moderationRows>>[number];

/**
 * Who wrote the rows, from the platform (ADR 0014): a moved site's database names its
 * people by anchors, which hold no name. A site not moved has them from its own join.
 */
export async function withAuthorNames(
  dbs: SiteDbs,
  rows: ModerationRow[],
): Promise<ModerationRow[]> {
  if (unmoved(dbs)) return rows;
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.userId, row.parentUserId].filter((id): id is string => !!id)),
    ),
  ];
  const people = ids.length
    ? await dbs.platform
        .select({ id: users.id, displayName: users.displayName, deletedAt: users.deletedAt })
        .from(users)
        .where(inIdList(users.id, ids))
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const author = row.userId ? byId.get(row.userId) : undefined;
    const parentAuthor = row.parentUserId ? byId.get(row.parentUserId) : undefined;
    return {
      ...row,
      displayName: row.userId ? (author?.displayName ?? null) : row.displayName,
      authorDeleted: row.userId ? !!author?.deletedAt : row.authorDeleted,
      parentDisplayName: row.parentUserId
        ? (parentAuthor?.displayName ?? null)
        : row.parentDisplayName,
      parentAuthorDeleted: row.parentUserId ? !!parentAuthor?.deletedAt : row.parentAuthorDeleted,
    };
  });
}

/** `team`: the site's owner and managers (siteTeam), whose comments the page marks Author. */
export function moderationComment(row: ModerationRow, team: readonly string[]): ModerationComment {
  const hiddenVia = row.hiddenAt ? "itself" : row.parentHiddenAt ? "parent" : null;
  return {
    id: row.id,
    content: row.content as RichText,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    level: row.level,
    parentId: row.parentId,
    recipe: {
      id: row.recipeId,
      slug: row.recipeSlug,
      title: row.recipeTitle,
      published: row.recipePublishedAt !== null,
    },
    // A deleted account's name is gone from the kitchen as from the site (comments/tree.ts),
    // though the row keeps it until the account is purged.
    user: {
      id: row.userId,
      displayName: row.authorDeleted
        ? DELETED_USER_NAME
        : (row.displayName ?? row.importedAuthorName ?? null),
      siteTeam: !row.authorDeleted && row.userId !== null && team.includes(row.userId),
    },
    replyTo: row.parentId
      ? {
          displayName: row.parentAuthorDeleted
            ? DELETED_USER_NAME
            : (row.parentDisplayName ?? null),
        }
      : null,
    hidden: hiddenVia !== null,
    hiddenVia,
    replyCount: row.replyCount,
    stars: row.stars ?? null,
  };
}

/** Visible and hidden comments of the site, counted in one statement. */
export function commentCounts(db: Db, siteId: string, team: readonly string[]) {
  return db
    .select({
      all: sql<number>`count(*)`.mapWith(Number).as("all_count"),
      hidden: sql<number>`coalesce(sum(case when ${effectivelyHidden} then 1 else 0 end), 0)`
        .mapWith(Number)
        .as("hidden_count"),
      lowReviews: sql<number>`coalesce(sum(case when ${lowReview} then 1 else 0 end), 0)`
        .mapWith(Number)
        .as("low_review_count"),
      awaitingReply:
        sql<number>`coalesce(sum(case when ${awaitingReply(team)} then 1 else 0 end), 0)`
          .mapWith(Number)
          .as("awaiting_reply_count"),
    })
    .from(comments)
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(eq(comments.siteId, siteId));
}

/** GET manage/{siteSlug}/comments */
export async function listModerationComments(
  dbs: SiteDbs,
  siteId: string,
  query: CommentListQuery,
): Promise<Omit<CommentListResponse, "commentEmails" | "commentEmailsDaily" | "digestTimeZone">> {
  const db = dbs.site;
  const { limit, offset, status } = query;
  const team = await siteTeam(dbs, siteId);
  const where = and(
    statusFilter(status),
    query.reviews === "low" ? lowReview : undefined,
    query.awaiting === "reply" ? awaitingReply(team) : undefined,
  );
  const [rows, [counted], [matching]] = await db.batch([
    moderationRows(db, siteId, where).limit(limit).offset(offset),
    commentCounts(db, siteId, team),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number).as("matching_count") })
      .from(comments)
      .leftJoin(parent, eq(parent.id, comments.parentId))
      .where(and(eq(comments.siteId, siteId), where)),
  ]);
  const all = counted?.all ?? 0;
  const hidden = counted?.hidden ?? 0;
  const counts = {
    all,
    hidden,
    visible: all - hidden,
    lowReviews: counted?.lowReviews ?? 0,
    awaitingReply: counted?.awaitingReply ?? 0,
  };
  const total = matching?.total ?? 0;
  const named = await withAuthorNames(dbs, rows);
  return {
    comments: named.map((row) => moderationComment(row, team)),
    total,
    limit,
    offset,
    counts,
  };
}
