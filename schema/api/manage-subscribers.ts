import { z } from "zod";
import { digestTimeZoneField } from "./digest-time";

/** GET manage/{siteSlug}/subscribers */
export const subscriberListQuery = z.object({
  /** Part of an e-mail address. */
  query: z
    .string()
    .max(254)
    .optional()
    .transform((value) => value?.trim().toLowerCase() || undefined),
  plan: z.enum(["free", "monthly", "yearly"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type {
  Subscriber,
  SubscriberActionResponse,
  SubscriberActionView,
  SubscriberEmails,
  SubscriberEmailsResponse,
  SubscriberListResponse,
} from "./answers/manage-subscribers";

/**
 * PUT manage/{siteSlug}/subscriber-emails: whether the signed-in manager is e-mailed when a
 * reader subscribes for free, and when a paid plan starts or is cancelled, and whether those
 * come gathered into one a day (left as it is when absent).
 */
export const subscriberEmailsBody = z.object({
  free: z.boolean(),
  paid: z.boolean(),
  daily: z.boolean().optional(),
  timeZone: digestTimeZoneField,
});
export type SubscriberEmailsChange = z.infer<typeof subscriberEmailsBody>;

/** Longest comp a manager may give at once. */
export const MAX_COMP_DAYS = 3650;

/**
 * POST manage/{siteSlug}/subscribers/{subscriptionId}/actions: a manager's action on one
 * subscriber. `confirm: true` is the kitchen's confirmation step, required by the API so no
 * client can act on a single click.
 */
export const subscriberActionBody = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("comp"),
    days: z.coerce.number().int("Whole days").min(1, "At least 1 day").max(MAX_COMP_DAYS),
    confirm: z.literal(true, "Confirm the action"),
  }),
  z.object({ action: z.literal("end_comp"), confirm: z.literal(true, "Confirm the action") }),
  z.object({ action: z.literal("refund"), confirm: z.literal(true, "Confirm the action") }),
  z.object({
    action: z.literal("cancel"),
    when: z.enum(["now", "period_end"]),
    confirm: z.literal(true, "Confirm the action"),
  }),
]);
export type SubscriberActionBody = z.infer<typeof subscriberActionBody>;

export const subscriberActionParams = z.object({
  siteSlug: z.string().min(1).max(120),
  subscriptionId: z.uuid(),
});
