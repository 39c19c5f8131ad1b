import { newsletterClickResponse, newsletterOpenResponse } from "@schema/api/answers/newsletters";
import {
  type NewsletterClickResponse,
  type NewsletterOpenResponse,
  newsletterClickBody,
  newsletterEngagementParam,
  newsletterOpenBody,
} from "@schema/api/newsletters";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { siteDbsOf } from "../lib/site-databases";
import { answers } from "../openapi/describe";
import { followLink, recordOpen } from "../services/newsletters/engagement";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";

/**
 * A newsletter's opens and clicks: /api/v1/site/{siteSlug}/newsletter-sends/{sendId}/opens
 * and /clicks, relayed by the site's /newsletter/{send}/open/{token} image and
 * /newsletter/{send}/link/{name}/{token} links. No session: the reader's signed token says
 * whose open it is, and a bad one only counts nothing (a click still learns where it leads).
 */
export const siteNewsletterEngagement = new Hono<AppEnv>()
  .post(
    "/:siteSlug/newsletter-sends/:sendId/opens",
    answers(200, newsletterOpenResponse, "Counted once per reader; counted false otherwise"),
    validate("param", newsletterEngagementParam),
    validate("json", newsletterOpenBody),
    async (c) => {
      const { siteSlug, sendId } = c.req.valid("param");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      const dbs = siteDbsOf(c.var.databases, site);
      const counted = await recordOpen(dbs, c.env, site, sendId, c.req.valid("json").token);
      return c.json({ counted } satisfies NewsletterOpenResponse);
    },
  )
  .post(
    "/:siteSlug/newsletter-sends/:sendId/clicks",
    answers(200, newsletterClickResponse, "Where the link leads, and whether it was counted"),
    validate("param", newsletterEngagementParam),
    validate("json", newsletterClickBody),
    async (c) => {
      const { siteSlug, sendId } = c.req.valid("param");
      const { link, token } = c.req.valid("json");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      const dbs = siteDbsOf(c.var.databases, site);
      const answer = await followLink(dbs, c.env, site, sendId, link, token);
      return c.json(answer satisfies NewsletterClickResponse);
    },
  );
