import { okResponse } from "@schema/api/answers/ok";
import { sitePageResponse } from "@schema/api/answers/site-pages";
import { contactMessageBody, type SitePageResponse, sitePageParam } from "@schema/api/site-pages";
import { Hono } from "hono";
import { type SiteVisitorEnv, siteVisitor } from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { sendContactMessage } from "../services/site-pages/contact-messages";
import { readSitePage } from "../services/site-pages/editing";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/**
 * A site's /terms, /privacy and /contact: GET /api/v1/site/{siteSlug}/site-pages/{kind}
 * (the same for every visitor, so shared caches may keep it) and the contact form,
 * POST /api/v1/site/{siteSlug}/contact-messages.
 */
export const sitePagesRead = new Hono<SiteVisitorEnv>()
  .get(
    "/:siteSlug/site-pages/:kind",
    answers(200, sitePageResponse, "The site's terms, privacy or contact page, as visitors see it"),
    siteVisitor(),
    validate("param", sitePageParam),
    async (c) => {
      const page = await readSitePage(c.var.dbs.site, c.var.site, c.req.valid("param").kind);
      sharedCache(c);
      return c.json(page satisfies SitePageResponse);
    },
  )
  .post(
    "/:siteSlug/contact-messages",
    answers(202, okResponse, "Sent: the creator gets it by e-mail, the visitor as reply-to"),
    siteVisitor(),
    validate("json", contactMessageBody),
    async (c) => {
      const body = c.req.valid("json");
      // A visitor is the address they give; signed in or not, the form asks for it.
      await enforceAbuseLimit(c.env, "contactMessage", {
        person: `email:${body.email}`,
        ip: clientIp(c),
      });
      await sendContactMessage(c.var.db, c.env, c.var.site, body);
      // Nothing about the creator comes back: the visitor learns only that it was sent.
      return c.json({ ok: true }, 202);
    },
  );
