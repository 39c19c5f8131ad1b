import { z } from "zod";
import { richTextSchema } from "../content/rich-text";
import { email, nextPath } from "./common";

/** POST …/sign-in?next= */
export const signInQuery = z.object({ next: nextPath });
export const signInBody = z.object({
  email,
  /** The form's origin + /sign-in/callback. Only used when it is one of the site's own hosts. */
  callbackUrl: z.string().url().max(2048).optional(),
});

/** POST manage/sign-up?next= (platform host: marketing attribution fields are optional). */
export const manageSignUpBody = signInBody.extend({
  fbp: z.string().max(255).optional(),
  fbc: z.string().max(255).optional(),
  eventId: z.string().max(255).optional(),
  userAgent: z.string().max(1024).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** POST site/{siteSlug}/sign-up?next= */
export const siteSignUpBody = signInBody.extend({ subscribe: z.boolean().default(false) });

/** POST …/sign-in/{token}: the token from the e-mail link. */
export const tokenParam = z.object({ token: z.string().min(16).max(128) });

/** POST …/sign-in-codes: the one-time code printed in the same e-mail. */
export const signInCodeBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** POST manage/single-use-tokens: optionally for signing in on one site (custom domains). */
export const singleUseTokenBody = z
  .object({ siteSlug: z.string().max(120).optional() })
  .default({});

const crop = z.object({
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  x: z.number(),
  y: z.number(),
});

/**
 * PUT manage/current-user (docs/spec/platform-and-kitchen.md §9: display name and handle 2 to 255,
 * both optional).
 */
export const profileBody = z.object({
  // null clears the field; leaving it out keeps it.
  displayName: z.string().trim().min(2).max(255).nullable().optional(),
  handle: z
    .string()
    .trim()
    .min(2)
    .max(255)
    .regex(/^[a-zA-Z0-9_.-]+$/, "Use letters, digits, dots, dashes and underscores")
    .nullable()
    .optional(),
  bio: richTextSchema.nullable().optional(),
  avatar: z.object({ id: z.uuid(), crop: crop.optional() }).nullable().optional(),
});

/* The answer shapes are zod schemas in ./answers/identity.ts, the OpenAPI document's; their
   types are re-exported here. */
export type {
  CurrentSubscription,
  CurrentUser,
  CurrentUserResponse,
  PlanType,
  SignInConfirmResponse,
  SignOutElsewhereResponse,
  SiteUserData,
} from "./answers/identity";
