import type { DataExportView } from "@schema/api/data-exports";

/** The words of an export's row: what the archive holds and how big it is. */

const NUMBER = new Intl.NumberFormat("en-US");

/** "12 recipes, 3 collections, …": what the archive holds so far (nothing for zeros). */
export function countsText(view: DataExportView): string {
  const counts = view.counts;
  if (!counts) return "";
  const parts: [number, string, string][] =
    view.kind === "site"
      ? [
          [counts.recipes, "recipe", "recipes"],
          [counts.collections, "collection", "collections"],
          [counts.comments, "comment", "comments"],
          [counts.subscribers, "subscriber", "subscribers"],
          [counts.images, "image", "images"],
        ]
      : [
          [counts.bookmarks, "bookmark", "bookmarks"],
          [counts.comments, "comment", "comments"],
          [counts.subscriptions, "subscription", "subscriptions"],
          [counts.ratings ?? 0, "rating", "ratings"],
          [counts.gifts ?? 0, "gift", "gifts"],
          [counts.listItems ?? 0, "shopping list item", "shopping list items"],
        ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${NUMBER.format(count)} ${count === 1 ? one : many}`)
    .join(", ");
}

export function sizeText(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
