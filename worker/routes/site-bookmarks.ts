import { type BookmarkResponse, bookmarkBody, bookmarkParam } from "@schema/api/account";
import { bookmarkResponse } from "@schema/api/answers/account";
import { Hono } from "hono";
import {
  type SignedInVisitorEnv,
  signedInVisitor,
  signedInVisitorEvenClosed,
} from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import { addBookmark, removeBookmark } from "../services/account/bookmarks";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { validate } from "../validate";

/**
 * Bookmarks on a site: /api/v1/site/{siteSlug}/bookmarks. Both calls answer with the
 * person's bookmarks on this site ({ siteUserData }), which replace the page's list. A
 * closed site (deleted, restorable) takes only the removal of one's own bookmark: the
 * account area lists its recipes, marked closed, and lets the reader let them go.
 */
const bookmarker = signedInVisitor();

export const siteBookmarks = new Hono<SignedInVisitorEnv>()
  .post(
    "/:siteSlug/bookmarks",
    answers(200, bookmarkResponse, "The ids of the person's bookmarked recipes on this site"),
    bookmarker,
    validate("json", bookmarkBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "bookmark", { person: viewer.user.id, ip: clientIp(c) });
      const data = await addBookmark(dbs, site, viewer, c.req.valid("json").recipeId);
      return c.json(data satisfies BookmarkResponse);
    },
  )
  .delete(
    "/:siteSlug/bookmarks/:recipeId",
    answers(
      200,
      bookmarkResponse,
      "The ids of the person's bookmarked recipes on this site. On a closed site (deleted, restorable) only a bookmark of the person's own is removed; none is 404",
    ),
    signedInVisitorEvenClosed(),
    validate("param", bookmarkParam),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      await enforceAbuseLimit(c.env, "bookmark", { person: viewer.user.id, ip: clientIp(c) });
      const data = await removeBookmark(dbs, site, viewer, c.req.valid("param").recipeId);
      return c.json(data satisfies BookmarkResponse);
    },
  );
