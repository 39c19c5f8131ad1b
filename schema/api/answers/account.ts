import { z } from "zod";
import { siteUserData } from "./identity";
import { recipeCard } from "./public-read";
import { accountSite } from "./subscriptions";

/**
 * Answer shapes of bookmarks. Only the worker loads these schemas (see ./public-read.ts for
 * why); ../account.ts re-exports the types.
 */

/** Bookmark and unbookmark answer with the bookmarks the page keeps for this site. */
export const bookmarkResponse = z.object({ siteUserData });
export type BookmarkResponse = z.infer<typeof bookmarkResponse>;

/** GET manage/bookmarks: saved recipes across every site, newest first. */
export const accountBookmark = z.object({
  site: accountSite,
  recipe: recipeCard,
  bookmarkedAt: z.iso.datetime(),
});
export type AccountBookmark = z.infer<typeof accountBookmark>;
export const accountBookmarksResponse = z.object({ bookmarks: z.array(accountBookmark) });
export type AccountBookmarksResponse = z.infer<typeof accountBookmarksResponse>;
