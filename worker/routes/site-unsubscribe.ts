import { unsubscribeResponse, unsubscribeStatusResponse } from "@schema/api/answers/newsletters";
import {
  type UnsubscribeResponse,
  type UnsubscribeStatusResponse,
  unsubscribeParam,
} from "@schema/api/newsletters";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { refuseWriteWhileMoving } from "../lib/site-moving";
import { answers } from "../openapi/describe";
import { setNewsletterOptIn, unsubscribeStatus } from "../services/newsletters/unsubscribe";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";

/**
 * Unsubscribing from a site's newsletter: /api/v1/site/{siteSlug}/unsubscribe/{token}
 * (GET the state, POST to turn it off: the page's button and RFC 8058's one-click POST,
 * which the site's /unsubscribe/{token} page relays) and /resubscribe/{token}. No session:
 * the signed token is the authority, and any body (List-Unsubscribe=One-Click) is ignored.
 */
export const siteUnsubscribe = new Hono<AppEnv>()
  .get(
    "/:siteSlug/unsubscribe/:token",
    answers(
      200,
      unsubscribeStatusResponse,
      "Whose subscription the link is for, and whether it gets the newsletter",
    ),
    validate("param", unsubscribeParam),
    async (c) => {
      const { siteSlug, token } = c.req.valid("param");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      const status = await unsubscribeStatus(c.var.databases.of(site.database), c.env, site, token);
      return c.json(status satisfies UnsubscribeStatusResponse);
    },
  )
  .post(
    "/:siteSlug/unsubscribe/:token",
    answers(200, unsubscribeResponse, "Unsubscribed: the newsletter stops (subscribed is false)"),
    validate("param", unsubscribeParam),
    async (c) => {
      const { siteSlug, token } = c.req.valid("param");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      refuseWriteWhileMoving(c.req.method, site);
      const result = await setNewsletterOptIn(
        c.var.databases.of(site.database),
        c.env,
        site,
        token,
        false,
      );
      return c.json(result satisfies UnsubscribeResponse);
    },
  )
  .post(
    "/:siteSlug/resubscribe/:token",
    answers(200, unsubscribeResponse, "Subscribed again (subscribed is true)"),
    validate("param", unsubscribeParam),
    async (c) => {
      const { siteSlug, token } = c.req.valid("param");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      refuseWriteWhileMoving(c.req.method, site);
      const result = await setNewsletterOptIn(
        c.var.databases.of(site.database),
        c.env,
        site,
        token,
        true,
      );
      return c.json(result satisfies UnsubscribeResponse);
    },
  );
