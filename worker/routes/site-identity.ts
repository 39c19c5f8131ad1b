import {
  currentUserResponse as currentUserAnswer,
  signInConfirmResponse,
} from "@schema/api/answers/identity";
import { okResponse } from "@schema/api/answers/ok";
import { siteSlugParam } from "@schema/api/common";
import {
  signInBody,
  signInCodeBody,
  signInQuery,
  siteSignUpBody,
  tokenParam,
} from "@schema/api/identity";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { refuseWriteWhileMoving } from "../lib/site-moving";
import { requireSession } from "../middleware/session";
import { answers } from "../openapi/describe";
import {
  consumeMagicLink,
  consumeSignInCode,
  linkSubscribes,
} from "../services/identity/magic-links";
import { completeSignIn } from "../services/identity/sign-in";
import { currentUserResponse } from "../services/identity/users";
import { CODE_ATTEMPTS_PER_EMAIL, hit } from "../services/limits/kv-windows";
import { getSiteBySlug, type Site } from "../services/sites/lookup";
import { validate } from "../validate";
import { mailSignInLink, userAgent } from "./sign-in-link";

const siteTokenParam = siteSlugParam.extend(tokenParam.shape);

/**
 * Signing in writes only the platform's rows and goes on while a site moves databases; a
 * sign-up that subscribes writes the site's too, so it answers 503 (Retry-After) before its
 * link or code is spent, and works once the move is done (lib/site-moving.ts).
 */
async function refuseSubscribingWhileMoving(
  kv: KVNamespace,
  site: Site,
  by: { token: string } | { email: string },
) {
  if (site.movingSince && (await linkSubscribes(kv, site.id, by))) {
    refuseWriteWhileMoving("POST", site);
  }
}

/** Identity on a creator site: /api/v1/site/{siteSlug}/… */
export const siteIdentity = new Hono<AppEnv>()
  .post(
    "/:siteSlug/sign-in",
    answers(
      202,
      okResponse,
      "Taken: a sign-in link and code are mailed to the address (whether or not it has an account)",
    ),
    validate("param", siteSlugParam),
    validate("query", signInQuery),
    validate("json", signInBody),
    async (c) => {
      const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
      const { email, callbackUrl } = c.req.valid("json");
      return mailSignInLink(
        c,
        site,
        "sign-in",
        { email, callbackUrl, subscribe: false },
        c.req.valid("query").next,
      );
    },
  )
  .post(
    "/:siteSlug/sign-up",
    answers(
      202,
      okResponse,
      "Taken: a link and code to finish signing up (and subscribing, if asked) are mailed to the address",
    ),
    validate("param", siteSlugParam),
    validate("query", signInQuery),
    validate("json", siteSignUpBody),
    async (c) => {
      const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
      return mailSignInLink(c, site, "sign-up", c.req.valid("json"), c.req.valid("query").next);
    },
  )
  .post(
    "/:siteSlug/sign-in/:token",
    answers(
      200,
      signInConfirmResponse,
      "Signed in: the person, their bookmarks on the site, and the session token (authToken)",
    ),
    validate("param", siteTokenParam),
    async (c) => {
      const { siteSlug, token } = c.req.valid("param");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      await refuseSubscribingWhileMoving(c.env.KV, site, { token });
      const record = await consumeMagicLink(c.env.KV, token, site.id);
      return c.json(await completeSignIn(c.var.databases, c.env, site, record, userAgent(c)));
    },
  )
  .post(
    "/:siteSlug/sign-in-codes",
    answers(
      200,
      signInConfirmResponse,
      "Signed in: the person, their bookmarks on the site, and the session token (authToken)",
    ),
    validate("param", siteSlugParam),
    validate("json", signInCodeBody),
    async (c) => {
      const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
      const { email, code } = c.req.valid("json");
      await hit(c.env.KV, CODE_ATTEMPTS_PER_EMAIL, `${site.id}:${email}`);
      await refuseSubscribingWhileMoving(c.env.KV, site, { email });
      const record = await consumeSignInCode(c.env.KV, email, code, site.id);
      return c.json(await completeSignIn(c.var.databases, c.env, site, record, userAgent(c)));
    },
  )
  .get(
    "/:siteSlug/current-user",
    answers(200, currentUserAnswer, "The signed-in person and, on a site, their bookmarks there"),
    validate("param", siteSlugParam),
    async (c) => {
      const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
      const current = requireSession(c, { siteId: site.id });
      return c.json(await currentUserResponse(c.var.databases, current.user, site));
    },
  );
