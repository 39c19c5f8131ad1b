import { sessionListResponse, sessionParam } from "@schema/api/sessions";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, answersNothing, sessionOnly } from "../openapi/describe";
import { listSignedInBrowsers, signOutBrowser } from "../services/identity/browser-sessions";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * Before the id is read: signed out is 401, and only a platform session sees or ends the
 * person's sessions, as with POST sign-out-everywhere-else (a session of one creator's site
 * may not end the others; an API token is refused with 403).
 */
const platformSession = createMiddleware<AppEnv>(async (c, next) => {
  requireSession(c, "platform");
  await next();
});

/** Where the person is signed in, from the account area's Profile: /api/v1/manage/sessions. */
export const manageSessions = new Hono<AppEnv>()
  .get(
    "/sessions",
    sessionOnly,
    answers(
      200,
      sessionListResponse,
      "Where the person is signed in: one entry per browser that signed in, with the platform and the sites it is signed in on (the sessions it opened on other hosts with single-use tokens are part of its entry). Token hashes are never shown.",
    ),
    platformSession,
    async (c) => {
      c.header("Cache-Control", PERSONAL);
      const current = requireSession(c, "platform");
      const sessions = await listSignedInBrowsers(c.var.db, {
        id: current.id,
        userId: current.user.id,
      });
      return c.json({ sessions });
    },
  )
  .delete(
    "/sessions/:sessionId",
    sessionOnly,
    answersNothing(
      "Signed out: that browser's sessions, on the platform and on every site, answer 401 from now on, and its single-use tokens sign in nowhere. One already signed out answers 204 again; another person's session is 404; the calling browser's own is 409 (POST sign-out ends it).",
    ),
    platformSession,
    validate("param", sessionParam),
    async (c) => {
      const current = requireSession(c, "platform");
      await signOutBrowser(
        c.var.db,
        { id: current.id, userId: current.user.id },
        c.req.valid("param").sessionId,
      );
      return c.body(null, 204);
    },
  );
