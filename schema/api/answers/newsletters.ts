import { z } from "zod";
import { NEWSLETTER_LINKS } from "../newsletter-links";
import { NEWSLETTER_RECIPIENTS } from "../newsletter-recipients";
import { accountSite } from "./subscriptions";

export const newsletterSendStatuses = ["queued", "sending", "sent", "failed"] as const;

/**
 * Answer shapes of newsletters: the kitchen's sends, preview, test send, audience
 * and suppression list, the site's unsubscribe calls and the account area's preferences.
 * Only the worker loads these schemas (see ./public-read.ts for why); ../newsletters.ts and
 * ../newsletter-preferences.ts re-export the types.
 */

export const newsletterSendView = z.object({
  id: z.uuid(),
  recipeId: z.uuid().nullable().describe("null once the recipe was deleted"),
  note: z.string().nullable(),
  status: z.enum(newsletterSendStatuses),
  recipients: z
    .enum(NEWSLETTER_RECIPIENTS)
    .describe("Who it went to: everyone, or only readers with paid access, or only the others"),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  bouncedCount: z.number().int().describe("Recipients the provider reported as a hard bounce"),
  complainedCount: z.number().int().describe("Recipients who marked it as spam"),
  tracked: z.boolean().describe("It counts opens and clicks (the site's setting when it was sent)"),
  openedCount: z
    .number()
    .int()
    .describe("Recipients whose mail program loaded its image, or who clicked a link"),
  clickedCount: z.number().int().describe("Recipients who clicked any of its links"),
  linkReaders: z
    .array(
      z.object({
        link: z.enum(NEWSLETTER_LINKS),
        readers: z.number().int().describe("Recipients who clicked this link"),
      }),
    )
    .describe("Each clicked link, most clicked first"),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable().describe("null until the send finished"),
});
export type NewsletterSendView = z.infer<typeof newsletterSendView>;

export const newsletterSendResponse = z.object({ send: newsletterSendView });
export type NewsletterSendResponse = z.infer<typeof newsletterSendResponse>;
/** A send in the site's list, named by its recipe. */
export const newsletterSendListItem = newsletterSendView.extend({
  recipeTitle: z.string().nullable().describe("The recipe's title; null once it was deleted"),
});
export type NewsletterSendListItem = z.infer<typeof newsletterSendListItem>;
export const newsletterSendListResponse = z.object({ sends: z.array(newsletterSendListItem) });
export type NewsletterSendListResponse = z.infer<typeof newsletterSendListResponse>;

/** GET manage/{siteSlug}/newsletter-audience: who a send would reach now. */
export const newsletterAudienceResponse = z.object({
  count: z.number().int().describe("Confirmed subscribers a send would reach now"),
  paid: z.number().int().describe("Of them, readers with paid access (a paid plan or a comp)"),
  free: z.number().int().describe("Of them, the others"),
  mailingAddress: z
    .string()
    .nullable()
    .describe("The postal address every newsletter's footer carries; required before a send"),
});
export type NewsletterAudienceResponse = z.infer<typeof newsletterAudienceResponse>;

export const newsletterPreviewResponse = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type NewsletterPreviewResponse = z.infer<typeof newsletterPreviewResponse>;
export const newsletterTestSendResponse = z.object({
  sentTo: z.string().describe("The signed-in manager's address the test went to"),
});
export type NewsletterTestSendResponse = z.infer<typeof newsletterTestSendResponse>;

export const suppressionView = z.object({
  email: z.string(),
  reason: z.enum(["bounce", "complaint"]),
  createdAt: z.iso.datetime(),
});
export type SuppressionView = z.infer<typeof suppressionView>;
export const suppressionListResponse = z.object({ suppressions: z.array(suppressionView) });
export type SuppressionListResponse = z.infer<typeof suppressionListResponse>;

export const newsletterOpenResponse = z.object({
  counted: z.boolean().describe("false: a bad token, a send that counts nothing, or too late"),
});
export type NewsletterOpenResponse = z.infer<typeof newsletterOpenResponse>;
export const newsletterClickResponse = newsletterOpenResponse.extend({
  location: z.string().describe("Where the link leads: the reader is sent there"),
});
export type NewsletterClickResponse = z.infer<typeof newsletterClickResponse>;

export const unsubscribeStatusResponse = z.object({
  email: z.string(),
  siteTitle: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeStatusResponse = z.infer<typeof unsubscribeStatusResponse>;
export const unsubscribeResponse = z.object({ subscribed: z.boolean() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/** comment-reply-emails/{token}: the reply e-mails' own link, and the answer to a change. */
export const replyEmailsStatusResponse = z.object({
  email: z.string(),
  commentReplies: z.boolean().describe("Replies to the person's comments are e-mailed to them"),
});
export type ReplyEmailsStatusResponse = z.infer<typeof replyEmailsStatusResponse>;

/**
 * The account area's e-mail preferences: one row per site whose newsletter the
 * signed-in person could get (a current subscription on a site that sends newsletters).
 */
export const newsletterPreference = z.object({
  subscriptionId: z.uuid(),
  site: accountSite,
  newsletterOn: z.boolean().describe("The person wants this site's e-mails"),
  suppressed: z
    .boolean()
    .describe("The site stopped mailing the address after a bounce or complaint"),
});
export type NewsletterPreference = z.infer<typeof newsletterPreference>;

/** GET manage/newsletter-preferences, and the answer to a change. */
export const newsletterPreferencesResponse = z.object({
  preferences: z.array(newsletterPreference),
  commentReplies: z
    .boolean()
    .describe("The person is e-mailed when someone replies to their comment, on any site"),
});
export type NewsletterPreferencesResponse = z.infer<typeof newsletterPreferencesResponse>;
