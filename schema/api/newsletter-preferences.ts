import { z } from "zod";

/* The answer shapes (the account area's e-mail preferences) are zod schemas in
   ./answers/newsletters.ts, the OpenAPI document's; their types are re-exported here. */
export type { NewsletterPreference, NewsletterPreferencesResponse } from "./answers/newsletters";

/** PUT manage/newsletter-preferences/{subscriptionId} */
export const newsletterPreferenceParam = z.object({ subscriptionId: z.uuid() });
export const newsletterPreferenceBody = z.object({ newsletterOn: z.boolean() });
