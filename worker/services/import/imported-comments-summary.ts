import type { WordpressImportView } from "@schema/api/recipe-import";
import { wordpressImportItems } from "@schema/db/recipe-imports";
import { sql } from "drizzle-orm";

/** The item columns the import's summary of comments reads (with the item's own). */
export const importedCommentColumns = {
  commentsImported: wordpressImportItems.commentsImported,
  ratingsImported: wordpressImportItems.ratingsImported,
  // Comments the export has for a recipe that has not taken them yet.
  commentsPending: sql<number>`(${wordpressImportItems.comments} is not null
    and ${wordpressImportItems.commentsImported} is null
    and ${wordpressImportItems.status} <> 'failed')`.mapWith(Boolean),
};

type ItemRow = Omit<WordpressImportView["items"][number], "comments" | "ratings"> & {
  commentsImported: number | null;
  ratingsImported: number | null;
  commentsPending: boolean;
};

/**
 * How many comments and ratings came across, over the whole import; it is done when every
 * recipe is created, skipped or failed and every recipe's comments have come across.
 */
export function importedCommentsSummary(rows: ItemRow[]) {
  const items = rows.map(
    ({ commentsImported, ratingsImported, commentsPending: _pending, ...item }) => ({
      ...item,
      comments: commentsImported ?? 0,
      ratings: ratingsImported ?? 0,
    }),
  );
  return {
    done: rows.every((row) => row.status !== "queued" && !row.commentsPending),
    comments: items.reduce((sum, item) => sum + item.comments, 0),
    ratings: items.reduce((sum, item) => sum + item.ratings, 0),
    items,
  };
}
