import { z } from "zod";

/* The answer shapes (the account area's e-mail preferences) are zod schemas in
   ./answers/newsletters.ts, the OpenAPI document's; their types are re-exported here. */
export type {
  NewsletterPreference,
  NewsletterPreferencesResponse,
  ReplyEmailsStatusResponse,
} from "./answers/newsletters";

/** PUT manage/newsletter-preferences/{subscriptionId} */
export const newsletterPreferenceParam = z.object({ subscriptionId: z.uuid() });
export const newsletterPreferenceBody = z.object({ newsletterOn: z.boolean() });

/** PUT manage/comment-reply-emails: the account's switch for e-mails about replies. */
export const replyEmailsBody = z.object({ commentReplies: z.boolean() });

/** comment-reply-emails/{token}: the signed token of the reply e-mails' link. */
export const replyEmailsParam = z.object({ token: z.string().min(1).max(200) });
