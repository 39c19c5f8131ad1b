import { z } from "zod";
import { slug } from "./common";

/** POST site/{siteSlug}/bookmarks */
export const bookmarkBody = z.object({
  recipeId: z.uuid(),
  /**
   * Sent by the client of docs/spec/visitor-experience.md §7; the path's site is the one that
   * counts.
   */
  siteSlug: z.string().max(120).optional(),
});

/** DELETE site/{siteSlug}/bookmarks/{recipeId} */
export const bookmarkParam = z.object({ siteSlug: slug, recipeId: z.uuid() });

/* The answer shapes (BookmarkResponse; GET manage/bookmarks: AccountBookmark,
   AccountBookmarksResponse) are zod schemas in ./answers/account.ts, the OpenAPI document's. */
export type {
  AccountBookmark,
  AccountBookmarksResponse,
  BookmarkResponse,
} from "./answers/account";
