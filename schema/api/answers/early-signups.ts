import { z } from "zod";

/**
 * Answer shapes of the early sign-up calls; only the worker loads these schemas.
 * ../early-signups.ts re-exports the types.
 */

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
