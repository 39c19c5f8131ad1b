import {
  currentUserResponse as currentUserAnswer,
  signInConfirmResponse,
  signOutElsewhereResponse,
  singleUseTokenResponse,
} from "@schema/api/answers/identity";
import { okResponse } from "@schema/api/answers/ok";
import {
  manageSignUpBody,
  profileBody,
  type SignOutElsewhereResponse,
  signInBody,
  signInCodeBody,
  signInQuery,
  singleUseTokenBody,
  tokenParam,
} from "@schema/api/identity";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { requireSession } from "../middleware/session";
import { answers, answersNothing, openToAll, sessionOnly } from "../openapi/describe";
import {
  consumeMagicLink,
  consumeSignInCode,
  issueMagicLink,
} from "../services/identity/magic-links";
import { signOutElsewhere } from "../services/identity/other-sessions";
import { revokeSession } from "../services/identity/sessions";
import { completeSignIn } from "../services/identity/sign-in";
import { currentUserResponse, updateProfile } from "../services/identity/users";
import { CODE_ATTEMPTS_PER_EMAIL, hit } from "../services/limits/kv-windows";
import { findSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";
import { mailSignInLink, userAgent } from "./sign-in-link";

/** Identity on the platform host: /api/v1/manage/… */
export const manageIdentity = new Hono<AppEnv>()
  .post(
    "/sign-in",
    openToAll,
    answers(
      202,
      okResponse,
      "Taken: a sign-in link and code are mailed to the address (whether or not it has an account)",
    ),
    validate("query", signInQuery),
    validate("json", signInBody),
    async (c) => {
      const { email, callbackUrl } = c.req.valid("json");
      return mailSignInLink(
        c,
        null,
        "sign-in",
        { email, callbackUrl, subscribe: false },
        c.req.valid("query").next,
      );
    },
  )
  .post(
    "/sign-up",
    openToAll,
    answers(
      202,
      okResponse,
      "Taken: a link and code to finish signing up are mailed to the address",
    ),
    validate("query", signInQuery),
    validate("json", manageSignUpBody),
    async (c) => {
      // Ad attribution fields (fbp, fbc, eventId, metadata) are validated and accepted for
      // client compatibility; the platform does not run ad tracking, so they are not kept.
      const { email, callbackUrl } = c.req.valid("json");
      return mailSignInLink(
        c,
        null,
        "sign-up",
        { email, callbackUrl, subscribe: false },
        c.req.valid("query").next,
      );
    },
  )
  .post(
    "/sign-in/:token",
    openToAll,
    answers(
      200,
      signInConfirmResponse,
      "Signed in: the person, their bookmarks on the site, and the session token (authToken)",
    ),
    validate("param", tokenParam),
    async (c) => {
      const record = await consumeMagicLink(c.env.KV, c.req.valid("param").token, null);
      return c.json(await completeSignIn(c.var.databases, c.env, null, record, userAgent(c)));
    },
  )
  .post(
    "/sign-in-codes",
    openToAll,
    answers(
      200,
      signInConfirmResponse,
      "Signed in: the person, their bookmarks on the site, and the session token (authToken)",
    ),
    validate("json", signInCodeBody),
    async (c) => {
      const { email, code } = c.req.valid("json");
      await hit(c.env.KV, CODE_ATTEMPTS_PER_EMAIL, `platform:${email}`);
      const record = await consumeSignInCode(c.env.KV, email, code, null);
      return c.json(await completeSignIn(c.var.databases, c.env, null, record, userAgent(c)));
    },
  )
  .post(
    "/sign-out",
    sessionOnly,
    answersNothing("Signed out: the session token answers 401 from now on"),
    async (c) => {
      const current = requireSession(c, "any");
      await revokeSession(c.var.db, current.id);
      return c.body(null, 204);
    },
  )
  .post(
    "/sign-out-everywhere-else",
    sessionOnly,
    answers(
      200,
      signOutElsewhereResponse,
      "Signed out everywhere but this browser: every other session of the person, on the platform and on every site, answers 401 from now on. This session stays, with the ones this browser opened from it on other hosts (single-use tokens); POST sign-out ends those too. API tokens stay.",
    ),
    async (c) => {
      // Account-wide, like the account area's calls: a session of one creator's site may not
      // end the person's sessions on the others (nor may an API token, 403).
      const current = requireSession(c, "platform");
      const signedOut = await signOutElsewhere(c.var.db, {
        id: current.id,
        userId: current.user.id,
      });
      return c.json({ signedOut } satisfies SignOutElsewhereResponse);
    },
  )
  .get("/current-user", answers(200, currentUserAnswer, "The signed-in person"), async (c) => {
    const current = requireSession(c, "any", { apiTokens: true });
    return c.json(await currentUserResponse(c.var.databases, current.user, null));
  })
  .put(
    "/current-user",
    sessionOnly,
    answers(200, currentUserAnswer, "The person, as saved"),
    validate("json", profileBody),
    async (c) => {
      const current = requireSession(c, "platform");
      const user = await updateProfile(c.var.db, current.user, c.req.valid("json"));
      return c.json(await currentUserResponse(c.var.databases, user, null));
    },
  )
  .post(
    "/single-use-tokens",
    sessionOnly,
    answers(
      200,
      singleUseTokenResponse,
      "A token that signs the person in once (POST …/sign-in/{token}), on the named site or the platform",
    ),
    validate("json", singleUseTokenBody),
    async (c) => {
      const current = requireSession(c, "any");
      const { siteSlug } = c.req.valid("json");
      const site = siteSlug ? await findSiteBySlug(c.var.db, siteSlug) : null;
      if (siteSlug && !site) throw notFound("Site");
      // A session signed in on one site may open the account area or its own site, not
      // mint a way into another site.
      if (current.siteId !== null && site && site.id !== current.siteId) throw notFound("Site");
      const { token } = await issueMagicLink(c.env.KV, {
        email: current.user.email,
        siteId: site?.id ?? null,
        purpose: "single-use",
        next: "/",
        subscribe: false,
        fromSessionId: current.id,
      });
      return c.json({ singleUseToken: token });
    },
  );
