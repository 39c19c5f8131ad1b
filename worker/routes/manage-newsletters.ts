import {
  newsletterAudienceResponse,
  newsletterPreviewResponse,
  newsletterSendListResponse,
  newsletterSendResponse,
  newsletterTestSendResponse,
  suppressionListResponse,
} from "@schema/api/answers/newsletters";
import {
  type NewsletterAudienceResponse,
  type NewsletterPreviewResponse,
  type NewsletterSendListResponse,
  type NewsletterSendResponse,
  type NewsletterTestSendResponse,
  newsletterPreviewBody,
  newsletterSendBody,
  newsletterSendListQuery,
  newsletterTestSendBody,
  type SuppressionListResponse,
} from "@schema/api/newsletters";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { audienceCounts } from "../services/newsletters/audience";
import { newsletterPreview, sendTestNewsletter } from "../services/newsletters/preview";
import { sendView } from "../services/newsletters/send-view";
import { createSend, idempotencyKeyOf, listSends } from "../services/newsletters/sends";
import { listSuppressions } from "../services/newsletters/suppressions";
import { validate } from "../validate";

/**
 * The kitchen's newsletters: /api/v1/manage/{siteSlug}/newsletter-sends (GET, POST),
 * newsletter-audience, newsletter-previews, newsletter-test-sends and suppressions.
 */
export const manageNewsletters = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/newsletter-sends",
    answers(200, newsletterSendListResponse, "The site's newsletter sends, newest first"),
    manager,
    validate("query", newsletterSendListQuery),
    async (c) => {
      const sends = await listSends(c.var.dbs.site, c.var.site.id, c.req.valid("query").recipeId);
      return c.json({
        sends: sends.map(({ send, recipeTitle }) => ({ ...sendView(send), recipeTitle })),
      } satisfies NewsletterSendListResponse);
    },
  )
  .post(
    "/:siteSlug/newsletter-sends",
    answers(
      202,
      newsletterSendResponse,
      "Queued: the send, delivered in the background (the same send again for a repeated Idempotency-Key)",
    ),
    manager,
    validate("json", newsletterSendBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const idempotencyKey = idempotencyKeyOf(c.req.header("Idempotency-Key"));
      const body = c.req.valid("json");
      const send = await createSend(dbs, c.env, site, {
        recipeId: body.recipeId,
        note: body.note,
        recipients: body.recipients,
        createdBy: session.user.id,
        idempotencyKey,
      });
      return c.json({ send: sendView(send) } satisfies NewsletterSendResponse, 202);
    },
  )
  .get(
    "/:siteSlug/newsletter-audience",
    answers(
      200,
      newsletterAudienceResponse,
      "Who a send would reach now, and the mailing address it would carry",
    ),
    manager,
    async (c) => {
      const { dbs, site } = c.var;
      return c.json({
        ...(await audienceCounts(dbs.site, site.id)),
        mailingAddress: site.mailingAddress?.trim() || null,
      } satisfies NewsletterAudienceResponse);
    },
  )
  .post(
    "/:siteSlug/newsletter-previews",
    answers(200, newsletterPreviewResponse, "The e-mail as that audience would get it"),
    manager,
    validate("json", newsletterPreviewBody),
    async (c) => {
      const { databases, site } = c.var;
      const preview = await newsletterPreview(databases, c.env, site, c.req.valid("json"));
      return c.json(preview satisfies NewsletterPreviewResponse);
    },
  )
  .post(
    "/:siteSlug/newsletter-test-sends",
    answers(
      202,
      newsletterTestSendResponse,
      "Sent: the e-mail went to the signed-in manager's address",
    ),
    manager,
    validate("json", newsletterTestSendBody),
    async (c) => {
      const { databases, site, manager: session } = c.var;
      const sentTo = await sendTestNewsletter(
        databases,
        c.env,
        site,
        session.user,
        c.req.valid("json"),
      );
      return c.json({ sentTo } satisfies NewsletterTestSendResponse, 202);
    },
  )
  .get(
    "/:siteSlug/suppressions",
    answers(
      200,
      suppressionListResponse,
      "Addresses the site no longer mails after a bounce or complaint, newest first",
    ),
    manager,
    async (c) =>
      c.json({
        suppressions: await listSuppressions(c.var.dbs.site, c.var.site.id),
      } satisfies SuppressionListResponse),
  );
