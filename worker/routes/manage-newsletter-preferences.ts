import { newsletterPreferencesResponse } from "@schema/api/answers/newsletters";
import {
  type NewsletterPreferencesResponse,
  newsletterPreferenceBody,
  newsletterPreferenceParam,
} from "@schema/api/newsletter-preferences";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import {
  newsletterPreferences,
  setNewsletterPreference,
} from "../services/newsletters/preferences";
import { validate } from "../validate";

/**
 * The account area's e-mail switches: /api/v1/manage/newsletter-preferences. Like the rest
 * of the account area they span every site, so only a platform session may use them.
 */
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
      const preferences = await newsletterPreferences(c.var.databases, c.env, session.user.id);
      return c.json({ preferences } satisfies NewsletterPreferencesResponse);
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
    async (c, next) => {
      // Signed out is 401 before the body is looked at.
      requireSession(c, "platform");
      await next();
    },
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
      const preferences = await newsletterPreferences(c.var.databases, c.env, session.user.id);
      return c.json({ preferences } satisfies NewsletterPreferencesResponse);
    },
  );
