import { z } from "zod";
import { slug } from "./common";
import type { SiteUserData } from "./identity";
import type { RecipeCard } from "./public-read";
import type { AccountSite } from "./subscriptions";

/** POST site/{siteSlug}/bookmarks */
export const bookmarkBody = z.object({
  recipeId: z.uuid(),
  /** Sent by the spec's client; the path's site is the one that counts. */
  siteSlug: z.string().max(120).optional(),
});

/** DELETE site/{siteSlug}/bookmarks/{recipeId} */
export const bookmarkParam = z.object({ siteSlug: slug, recipeId: z.uuid() });

/** Bookmark and unbookmark answer with the bookmarks the page keeps for this site. */
export type BookmarkResponse = { siteUserData: SiteUserData };

/** GET manage/bookmarks: saved recipes across every site, newest first. */
export type AccountBookmark = { site: AccountSite; recipe: RecipeCard; bookmarkedAt: string };
export type AccountBookmarksResponse = { bookmarks: AccountBookmark[] };
