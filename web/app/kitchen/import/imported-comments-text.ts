import type { WordpressImportView } from "@schema/api/recipe-import";

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/**
 * The import's line about comments: how many of the posts' comments and their WP Recipe
 * Maker ratings came across (each recipe's come once it is created, so the counts grow).
 */
export function importedCommentsText(upload: Pick<WordpressImportView, "comments" | "ratings">) {
  return `${plural(upload.comments, "comment", "comments")} and ${plural(upload.ratings, "rating", "ratings")} came across.`;
}
