import { mailWebhookResult } from "@schema/api/answers/webhooks";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError, issuesFromZod } from "../errors";
import { answers } from "../openapi/describe";
import { verifySvix } from "../services/mail/webhook-signature";
import { applyMailEvent, mailEvent } from "../services/newsletters/mail-events";

/** Webhook bodies are small JSON events; anything far larger is not one. */
const MAX_BODY = 256 * 1024;

/**
 * POST /api/v1/webhooks/mail: the mail provider's delivery events (bounces, complaints),
 * signed the Svix way with MAIL_WEBHOOK_SECRET. No session; the signature is the authority.
 * A bad or stale signature is 401 and changes nothing.
 */
export const mailWebhooks = new Hono<AppEnv>().post(
  "/mail",
  answers(200, mailWebhookResult, "Verified; whether the event changed a suppression list"),
  async (c) => {
    const secret = c.env.MAIL_WEBHOOK_SECRET;
    if (!secret) throw new ApiError("not_found", "Not found");
    const body = await c.req.text();
    if (body.length > MAX_BODY) throw new ApiError("payload_too_large", "Body too large");
    const verified = await verifySvix(
      secret,
      {
        id: c.req.header("svix-id") ?? null,
        timestamp: c.req.header("svix-timestamp") ?? null,
        signature: c.req.header("svix-signature") ?? null,
      },
      body,
    );
    if (!verified) throw new ApiError("unauthorized", "Invalid webhook signature");
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ApiError("bad_request", "Body is not JSON");
    }
    const parsed = mailEvent.safeParse(json);
    if (!parsed.success) {
      throw new ApiError("bad_request", "Not a mail event", issuesFromZod(parsed.error));
    }
    return c.json({ result: await applyMailEvent(c.var.databases, parsed.data) });
  },
);
