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

/* The answer shapes are zod schemas in ./answers/early-signups.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  EarlySignupListResponse,
  EarlySignupView,
} from "./answers/early-signups";
