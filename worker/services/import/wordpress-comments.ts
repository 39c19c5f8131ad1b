import { paragraphsFromText } from "@schema/content/rich-text";
import { comments } from "@schema/db/comments";
import { recipeRatings } from "@schema/db/ratings";
import { wordpressImportItems } from "@schema/db/recipe-imports";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../env";
import type { WxrComment } from "./wxr-comments";

/**
 * A recipe's comments from a WordPress export, brought onto the imported recipe: each by an
 * imported, unclaimed author (no account, the export's name: schema/db/comments.ts), with
 * its WP Recipe Maker stars as a rating that counts like any other (the rating triggers move
 * the recipe's totals). WordPress nests replies deeper than our two levels: a reply to a
 * reply hangs under the top-level comment of its thread.
 *
 * Importing the same comments again adds nothing: a comment's row id is derived from the
 * site and its WordPress id (so a reply finds its parent whichever import brought it), the
 * site's (site, WordPress id) is unique, and a rating is unique per review.
 */

/** Statements per D1 batch: well under its limits, one comment per statement. */
const CHUNK = 50;

/** The same uuid for the same site and WordPress comment, on every import. */
async function commentRowId(siteId: string, wordpressId: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(`wordpress-comment:${siteId}:${wordpressId}`),
    ),
  );
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x40;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The top-level comment of each comment's thread (itself when it is top-level). */
function threadRoots(list: readonly WxrComment[]): Map<string, string> {
  const parentOf = new Map(list.map((comment) => [comment.wordpressId, comment.parentWordpressId]));
  const roots = new Map<string, string>();
  for (const comment of list) {
    let id = comment.wordpressId;
    const seen = new Set<string>();
    for (let parent = parentOf.get(id); parent && !seen.has(parent); parent = parentOf.get(id)) {
      seen.add(id);
      id = parent;
    }
    roots.set(comment.wordpressId, id);
  }
  return roots;
}

async function runChunked<T>(db: Db, statements: T[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < statements.length; start += CHUNK) {
    const chunk = statements.slice(start, start + CHUNK);
    if (!chunk.length) continue;
    const results = (await db.batch(chunk as never)) as unknown as { id: string }[][];
    added += results.reduce((sum, rows) => sum + rows.length, 0);
  }
  return added;
}

/** Adds what is not there yet; answers how many comments and ratings it added. */
export async function importWordpressComments(
  db: Db,
  target: { siteId: string; recipeId: string },
  list: readonly WxrComment[],
): Promise<{ comments: number; ratings: number }> {
  const roots = threadRoots(list);
  const rows = await Promise.all(
    list.map(async (comment) => {
      const root = roots.get(comment.wordpressId) ?? comment.wordpressId;
      const isReply = root !== comment.wordpressId;
      return {
        comment,
        id: await commentRowId(target.siteId, comment.wordpressId),
        parentId: isReply ? await commentRowId(target.siteId, root) : null,
      };
    }),
  );
  const insert = (row: (typeof rows)[number]) =>
    db
      .insert(comments)
      .values({
        id: row.id,
        siteId: target.siteId,
        recipeId: target.recipeId,
        userId: null,
        importedAuthorName: row.comment.authorName,
        wordpressCommentId: row.comment.wordpressId,
        parentId: row.parentId,
        level: row.parentId ? 2 : 1,
        content: paragraphsFromText(row.comment.text),
        createdAt: new Date(row.comment.createdAt),
        updatedAt: new Date(row.comment.createdAt),
      })
      .onConflictDoNothing()
      .returning({ id: comments.id });
  // Top-level comments first: a reply's parent must be there before it.
  const added =
    (await runChunked(db, rows.filter((row) => !row.parentId).map(insert))) +
    (await runChunked(db, rows.filter((row) => row.parentId).map(insert)));
  // A rating goes with its comment only where that comment is this recipe's (an id taken by
  // another recipe's comment, from another blog's export, is left alone).
  const ratings = rows
    .filter((row) => row.comment.stars !== null)
    .map((row) =>
      db
        .insert(recipeRatings)
        .select(
          db
            .select({
              id: sql<string>`${crypto.randomUUID()}`.as("id"),
              siteId: comments.siteId,
              recipeId: comments.recipeId,
              userId: sql<null>`null`.as("user_id"),
              commentId: comments.id,
              stars: sql<number>`${row.comment.stars}`.as("stars"),
              counted: sql<boolean>`${comments.hiddenAt} is null`.as("counted"),
              createdAt: comments.createdAt,
              updatedAt: comments.createdAt,
            })
            .from(comments)
            .where(and(eq(comments.id, row.id), eq(comments.recipeId, target.recipeId))),
        )
        .onConflictDoNothing()
        .returning({ id: recipeRatings.id }),
    );
  return { comments: added, ratings: await runChunked(db, ratings) };
}

type ImportItem = typeof wordpressImportItems.$inferSelect;

/**
 * An export item's comments onto its recipe, once the item has one (created now or
 * imported before). A redelivered message finds the counts written and does nothing; two
 * deliveries at once add each comment once between them, and the counts add up.
 */
export async function importItemComments(db: Db, siteId: string, item: ImportItem) {
  if (!item.recipeId || item.comments === null || item.commentsImported !== null) return;
  const added = await importWordpressComments(
    db,
    { siteId, recipeId: item.recipeId },
    item.comments as WxrComment[],
  );
  await db
    .update(wordpressImportItems)
    .set({
      commentsImported: sql`coalesce(${wordpressImportItems.commentsImported}, 0) + ${added.comments}`,
      ratingsImported: sql`coalesce(${wordpressImportItems.ratingsImported}, 0) + ${added.ratings}`,
    })
    .where(
      and(
        eq(wordpressImportItems.importId, item.importId),
        eq(wordpressImportItems.position, item.position),
      ),
    );
}
