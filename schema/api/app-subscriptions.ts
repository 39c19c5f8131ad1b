import { z } from "zod";

/**
 * The creator's own platform plan (docs/spec/platform-and-kitchen.md §7): POST
 * manage/{siteSlug}/app-subscriptions starts its Checkout, GET
 * manage/{siteSlug}/current-app-subscription says its state, POST
 * manage/{siteSlug}/app-subscription-billing-portal-sessions opens its Billing Portal.
 */

export const appSubscriptionBody = z.object({
  cadence: z.enum(["month", "year"], { message: 'Choose "month" or "year"' }),
});
export type AppSubscriptionBody = z.infer<typeof appSubscriptionBody>;

/* The answer shapes are zod schemas in ./answers/app-subscriptions.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  CurrentAppSubscriptionResponse,
  PlatformFeatureState,
  StripeRedirectResponse,
} from "./answers/app-subscriptions";
