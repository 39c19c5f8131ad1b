import type { AccountBookmark } from "@schema/api/account";
import type { RecipeCard } from "@schema/api/public-read";
import type { AccountSite } from "@schema/api/subscriptions";

export type BookmarkGroup = {
  site: AccountSite;
  bookmarks: { recipe: RecipeCard; bookmarkedAt: string; href: string }[];
};

/** The recipe's page on its own site (the account area is on the platform host). */
export function recipeHref(site: Pick<AccountSite, "url">, recipe: Pick<RecipeCard, "slug">) {
  return `${site.url.replace(/\/+$/, "")}/recipes/${encodeURIComponent(recipe.slug)}`;
}

/**
 * Bookmarks arrive newest first over every site; the page shows them per site. A site
 * comes where its newest bookmark is, and within a site the order stays newest first.
 */
export function groupBookmarksBySite(bookmarks: readonly AccountBookmark[]): BookmarkGroup[] {
  // The API sorts already; sorting again (stable) keeps the page right if that changes.
  const newestFirst = [...bookmarks].sort(
    (a, b) => timeOf(b.bookmarkedAt) - timeOf(a.bookmarkedAt),
  );
  const groups = new Map<string, BookmarkGroup>();
  for (const { site, recipe, bookmarkedAt } of newestFirst) {
    let group = groups.get(site.slug);
    if (!group) {
      group = { site, bookmarks: [] };
      groups.set(site.slug, group);
    }
    group.bookmarks.push({ recipe, bookmarkedAt, href: recipeHref(site, recipe) });
  }
  return [...groups.values()];
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}
