import { z } from "zod";
import type { AccountSite } from "./subscriptions";

/**
 * The account area's e-mail preferences (issue 16): one row per site whose newsletter the
 * signed-in person could get (a current subscription on a site that sends newsletters).
 */
export type NewsletterPreference = {
  subscriptionId: string;
  site: AccountSite;
  /** The person wants this site's e-mails. */
  newsletterOn: boolean;
  /** The site stopped mailing the address after a bounce or complaint. */
  suppressed: boolean;
};

/** GET manage/newsletter-preferences, and the answer to a change. */
export type NewsletterPreferencesResponse = { preferences: NewsletterPreference[] };

/** PUT manage/newsletter-preferences/{subscriptionId} */
export const newsletterPreferenceParam = z.object({ subscriptionId: z.uuid() });
export const newsletterPreferenceBody = z.object({ newsletterOn: z.boolean() });
