import { z } from "zod";
import { imageView, richText } from "./public-read";
import { unitPreferencesView } from "./unit-preferences";

/**
 * Answer shapes of sign-in and the current user. Only the worker loads these schemas (see
 * ./public-read.ts for why); ../identity.ts re-exports the types.
 */

export const planTypeView = z.enum(["free", "monthly", "yearly"]);
export type PlanType = z.infer<typeof planTypeView>;

export const currentSubscription = z.object({
  planType: planTypeView,
  priceAmountCents: z.number().int().nullable(),
  cadence: z.enum(["month", "year"]).nullable(),
});
export type CurrentSubscription = z.infer<typeof currentSubscription>;

export const currentUser = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
  handle: z.string().nullable(),
  bio: richText.nullable(),
  avatar: imageView.nullable(),
  currentSubscription: currentSubscription
    .nullable()
    .describe("The person's plan on the site asked about (null on the platform)"),
  isSubscribed: z.boolean(),
  isSubscribedToFree: z.boolean(),
  isSubscribedToPaid: z.boolean(),
  managesSite: z
    .boolean()
    .describe("Whether the person owns or manages the site asked about (false on the platform)"),
  unitPreferences: unitPreferencesView.describe(
    "The units the person chose, on any site: applied over the browser's choice where set",
  ),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const siteUserData = z.object({
  bookmarks: z.array(z.uuid()).describe("Ids of the recipes the person bookmarked on this site"),
});
export type SiteUserData = z.infer<typeof siteUserData>;

export const currentUserResponse = z.object({ currentUser, siteUserData });
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const signInConfirmResponse = currentUserResponse.extend({
  authToken: z.string().describe("The session's bearer token"),
  restoredAccount: z
    .object({
      freeSubscriptions: z
        .number()
        .int()
        .describe("Free subscriptions the deletion ended, running again"),
      paidSubscriptionsEnded: z
        .int()
        .describe("Paid subscriptions cancelled in Stripe since the deletion: they stay ended"),
    })
    .optional()
    .describe("Present when this sign-in undid the account's deletion"),
});
export type SignInConfirmResponse = z.infer<typeof signInConfirmResponse>;

/** POST manage/single-use-tokens */
export const singleUseTokenResponse = z.object({
  singleUseToken: z
    .string()
    .describe("Signs the person in once, on the named site or the platform"),
});

/** POST manage/sign-out-everywhere-else */
export const signOutElsewhereResponse = z.object({
  signedOut: z
    .int()
    .nonnegative()
    .describe(
      "How many sessions this call ended, on the platform and every site (0 when none was left)",
    ),
});
export type SignOutElsewhereResponse = z.infer<typeof signOutElsewhereResponse>;
