import {
  apiTokenListResponse,
  apiTokenParam,
  createApiTokenBody,
  createdApiTokenResponse,
} from "@schema/api/api-tokens";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, answersNothing, sessionOnly } from "../openapi/describe";
import { createApiToken, listApiTokens, revokeApiToken } from "../services/identity/api-tokens";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * Before the body is read: signed out is 401, and only a platform session manages tokens
 * (an API token is refused with 403, so a leaked one cannot mint more).
 */
const platformSession = createMiddleware<AppEnv>(async (c, next) => {
  requireSession(c, "platform");
  await next();
});

/** Personal API tokens, from the account area: /api/v1/manage/api-tokens. */
export const manageApiTokens = new Hono<AppEnv>()
  .get(
    "/api-tokens",
    sessionOnly,
    answers(200, apiTokenListResponse, "The person's live tokens, newest first"),
    platformSession,
    async (c) => {
      c.header("Cache-Control", PERSONAL);
      const { user } = requireSession(c, "platform");
      return c.json({ tokens: await listApiTokens(c.var.db, user) });
    },
  )
  .post(
    "/api-tokens",
    sessionOnly,
    answers(201, createdApiTokenResponse, "The new token; `secret` is shown this once"),
    platformSession,
    validate("json", createApiTokenBody),
    async (c) => {
      const { user } = requireSession(c, "platform");
      return c.json(await createApiToken(c.var.db, user, c.req.valid("json")), 201);
    },
  )
  .delete(
    "/api-tokens/:tokenId",
    sessionOnly,
    answersNothing("Revoked: the token answers 401 from now on"),
    platformSession,
    validate("param", apiTokenParam),
    async (c) => {
      const { user } = requireSession(c, "platform");
      await revokeApiToken(c.var.db, user, c.req.valid("param").tokenId);
      return c.body(null, 204);
    },
  );
