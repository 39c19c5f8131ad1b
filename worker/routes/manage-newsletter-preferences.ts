import { newsletterPreferencesResponse } from "@schema/api/answers/newsletters";
import {
  type NewsletterPreferencesResponse,
  newsletterPreferenceBody,
  newsletterPreferenceParam,
  replyEmailsBody,
} from "@schema/api/newsletter-preferences";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Env } from "../env";
import type { SiteDatabases } from "../lib/site-databases";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import { replyMailOn, setReplyMail } from "../services/comments/reply-mail-switch";
import {
  newsletterPreferences,
  setNewsletterPreference,
} from "../services/newsletters/preferences";
import { validate } from "../validate";

/**
 * The account area's e-mail switches: /api/v1/manage/newsletter-preferences (one per site)
 * and /manage/comment-reply-emails (replies to the person's comments, on every site). Like
 * the rest of the account area they span every site, so only a platform session may use them.
 */

/** Every answer is the whole section, so the page shows what was saved. */
async function emailSwitches(
  databases: SiteDatabases,
  env: Env,
  userId: string,
): Promise<NewsletterPreferencesResponse> {
  const [preferences, commentReplies] = await Promise.all([
    newsletterPreferences(databases, env, userId),
    replyMailOn(databases.platform, userId),
  ]);
  return { preferences, commentReplies };
}

/** Signed out is 401 before the body is looked at. */
const signedInFirst = createMiddleware<AppEnv>(async (c, next) => {
  requireSession(c, "platform");
  await next();
});

export const manageNewsletterPreferences = new Hono<AppEnv>()
  .get(
    "/newsletter-preferences",
    sessionOnly,
    answers(
      200,
      newsletterPreferencesResponse,
      "The person's e-mail preferences, one per site whose newsletter they could get",
    ),
    async (c) => {
      const session = requireSession(c, "platform");
      return c.json(await emailSwitches(c.var.databases, c.env, session.user.id));
    },
  )
  .put(
    "/newsletter-preferences/:subscriptionId",
    sessionOnly,
    answers(
      200,
      newsletterPreferencesResponse,
      "Saved: the person's e-mail preferences, one per site whose newsletter they could get",
    ),
    signedInFirst,
    validate("param", newsletterPreferenceParam),
    validate("json", newsletterPreferenceBody),
    async (c) => {
      const session = requireSession(c, "platform");
      const { subscriptionId } = c.req.valid("param");
      await setNewsletterPreference(
        c.var.databases,
        session.user.id,
        subscriptionId,
        c.req.valid("json").newsletterOn,
      );
      return c.json(await emailSwitches(c.var.databases, c.env, session.user.id));
    },
  )
  .put(
    "/comment-reply-emails",
    sessionOnly,
    answers(
      200,
      newsletterPreferencesResponse,
      "Saved: the person's e-mail preferences, with the switch for replies to their comments",
    ),
    signedInFirst,
    validate("json", replyEmailsBody),
    async (c) => {
      const session = requireSession(c, "platform");
      await setReplyMail(
        c.var.databases.platform,
        session.user.id,
        c.req.valid("json").commentReplies,
      );
      return c.json(await emailSwitches(c.var.databases, c.env, session.user.id));
    },
  );
