import { z } from "zod";

/** POST webhooks/stripe and webhooks/stripe-connect: the event is verified and queued. */
export const stripeWebhookReceipt = z.object({ received: z.literal(true) });

/**
 * POST webhooks/mail: "applied" when a bounce or complaint put the address on its site's
 * suppression list, "ignored" for events that change nothing (deliveries, unknown sites).
 */
export const mailWebhookResult = z.object({ result: z.enum(["applied", "ignored"]) });
