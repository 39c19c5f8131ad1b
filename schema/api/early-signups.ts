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
export type EarlySignupView = {
  id: string;
  email: string;
  siteName: string | null;
  confirmed: boolean;
  createdAt: string;
  confirmedAt: string | null;
};
export type EarlySignupListResponse = { earlySignups: EarlySignupView[] };
