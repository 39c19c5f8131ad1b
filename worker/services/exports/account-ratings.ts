import { comments, commentUpvotes } from "@schema/db/comments";
import { recipeRatings } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../env";
import { inEach, type siteNames, withSites } from "./account-site-rows";
import { type ArchiveWriter, jsonArray } from "./archive-writer";
import { pagesById } from "./paging";

const PAGE = 500;

/** The databases holding sites, and the sites' names. */
export type ReaderSites = { siteDbs: readonly Db[]; named: ReturnType<typeof siteNames> };

/**
 * The stars a reader gave, on every site: ratings.json. A review's text is its comment,
 * already in comments.json; `review` names that comment. Answers how many it wrote.
 */
export async function writeRatings(
  writer: ArchiveWriter,
  userId: string,
  sites: ReaderSites,
): Promise<number> {
  let count = 0;
  const pages = inEach(sites.siteDbs, (siteDb) =>
    pagesById(async (after, size) => {
      const rows = await siteDb
        .select({
          id: recipeRatings.id,
          siteId: recipeRatings.siteId,
          recipe: recipes.slug,
          recipeTitle: recipes.title,
          stars: recipeRatings.stars,
          review: recipeRatings.commentId,
          createdAt: recipeRatings.createdAt,
          updatedAt: recipeRatings.updatedAt,
        })
        .from(recipeRatings)
        .innerJoin(recipes, eq(recipes.id, recipeRatings.recipeId))
        .where(and(eq(recipeRatings.userId, userId), gt(recipeRatings.id, after)))
        .orderBy(asc(recipeRatings.id))
        .limit(size);
      count += rows.length;
      return rows;
    }, PAGE),
  );
  await writer.addText(
    "ratings.json",
    jsonArray(
      withSites(sites.named, pages, ({ siteId: _site, ...row }, site) => ({
        site: site.slug,
        ...row,
      })),
    ),
  );
  return count;
}

/** The comments a reader upvoted, on every site: upvotes.json. */
export async function writeUpvotes(writer: ArchiveWriter, userId: string, sites: ReaderSites) {
  const pages = inEach(sites.siteDbs, (siteDb) =>
    pagesById(
      (after, size) =>
        siteDb
          .select({
            // The upvote's key is the comment: one upvote per person and comment.
            id: commentUpvotes.commentId,
            siteId: comments.siteId,
            recipe: recipes.slug,
            recipeTitle: recipes.title,
            upvotedAt: commentUpvotes.createdAt,
          })
          .from(commentUpvotes)
          .innerJoin(comments, eq(comments.id, commentUpvotes.commentId))
          .innerJoin(recipes, eq(recipes.id, comments.recipeId))
          .where(and(eq(commentUpvotes.userId, userId), gt(commentUpvotes.commentId, after)))
          .orderBy(asc(commentUpvotes.commentId))
          .limit(size),
      PAGE,
    ),
  );
  await writer.addText(
    "upvotes.json",
    jsonArray(
      withSites(sites.named, pages, ({ id, siteId: _site, ...row }, site) => ({
        site: site.slug,
        comment: id,
        ...row,
      })),
    ),
  );
}
