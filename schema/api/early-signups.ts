import { z } from "zod";
import { email } from "./common";

/** POST manage/early-signups: the platform home page's "tell me when I can open a site". */
export const earlySignupBody = z.object({
  email,
  siteName: z
    .string()
    .trim()
    .max(120, "Keep the site name under 120 characters")
    .optional()
    .transform((value) => value || undefined),
});
export type EarlySignupInput = z.input<typeof earlySignupBody>;

/** POST manage/early-signups/confirmations: the link in the confirmation e-mail. */
export const earlySignupConfirmationBody = z.object({ token: z.string().min(20).max(100) });

/** GET manage/early-signups (platform staff only). */
export const earlySignupView = z.object({
  id: z.uuid(),
  email: z.string(),
  siteName: z.string().nullable(),
  /** Whether the link in the confirmation e-mail was followed. */
  confirmed: z.boolean(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type EarlySignupView = z.infer<typeof earlySignupView>;
export const earlySignupListResponse = z.object({ earlySignups: z.array(earlySignupView) });
export type EarlySignupListResponse = z.infer<typeof earlySignupListResponse>;
