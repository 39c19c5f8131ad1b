import { stripeWebhookReceipt } from "@schema/api/answers/webhooks";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { answers } from "../openapi/describe";
import { verifiedEvent } from "../services/payments/stripe-client";

/**
 * Stripe's webhooks (docs/architecture.md §7): /api/v1/webhooks/stripe for the platform account's
 * own events and /api/v1/webhooks/stripe-connect for the connected accounts'. Each is
 * verified with its endpoint's secret and queued; the JOBS consumer applies it. A missing,
 * wrong or stale signature is a 400 and nothing happens.
 */
const receive =
  (secretOf: (env: AppEnv["Bindings"]) => string) => async (c: import("hono").Context<AppEnv>) => {
    const signature = c.req.header("Stripe-Signature");
    if (!signature) throw new ApiError("bad_request", "Missing Stripe-Signature");
    // The signature covers the raw bytes: read them as sent, before any parsing.
    const payload = await c.req.text();
    let event: Awaited<ReturnType<typeof verifiedEvent>>;
    try {
      event = await verifiedEvent(c.env, payload, signature, secretOf(c.env));
    } catch (error) {
      if (error instanceof ApiError) throw error; // not configured: ours, not the sender's
      throw new ApiError("bad_request", "Invalid Stripe signature");
    }
    const object = event.data.object as { id?: string };
    await c.env.JOBS.send({
      type: "stripe-event",
      eventId: event.id,
      eventType: event.type,
      account: event.account ?? null,
      objectId: object.id ?? "",
    });
    return c.json({ received: true });
  };

export const stripeWebhooks = new Hono<AppEnv>()
  .post(
    "/stripe",
    answers(200, stripeWebhookReceipt, "Verified and queued (the platform account's events)"),
    receive((env) => env.STRIPE_WEBHOOK_SECRET),
  )
  .post(
    "/stripe-connect",
    answers(200, stripeWebhookReceipt, "Verified and queued (connected accounts' events)"),
    receive((env) => env.STRIPE_CONNECT_WEBHOOK_SECRET),
  );
