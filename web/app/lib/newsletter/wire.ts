/**
 * The newsletter calls' answers as the web app reads them (the API contract of issue 13:
 * worker/routes for newsletter sends, previews, test sends, the audience, suppressions and
 * the unsubscribe link).
 */

export type NewsletterSendStatus = "queued" | "sending" | "sent" | "failed";

export type NewsletterSendView = {
  id: string;
  recipeId: string;
  note: string | null;
  status: NewsletterSendStatus;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  createdAt: string;
  sentAt: string | null;
};

/** GET manage/{site}/newsletter-sends?recipeId=, newest first. */
export type NewsletterSendListResponse = { sends: NewsletterSendView[] };
/** POST manage/{site}/newsletter-sends (202). */
export type NewsletterSendResponse = { send: NewsletterSendView };
/** GET manage/{site}/newsletter-audience. */
export type NewsletterAudienceResponse = { count: number; mailingAddress: string | null };
/** POST manage/{site}/newsletter-previews. */
export type NewsletterPreviewResponse = { subject: string; html: string; text: string };
export type NewsletterAudienceKind = "paid" | "free";
/** POST manage/{site}/newsletter-test-sends (202). */
export type NewsletterTestSendResponse = { sentTo: string };

/** GET manage/{site}/suppressions. */
export type Suppression = { email: string; reason: string; createdAt: string };
export type SuppressionListResponse = { suppressions: Suppression[] };

/** GET site/{site}/unsubscribe/{token}; POST …/unsubscribe/{token} and …/resubscribe/{token}. */
export type UnsubscribeLinkResponse = { email: string; siteTitle: string; subscribed: boolean };
export type SubscribedResponse = { subscribed: boolean };

/** Sends still going out: their progress is worth polling for. */
export const isSendInProgress = (send: Pick<NewsletterSendView, "status">) =>
  send.status === "queued" || send.status === "sending";

/** What a bad or tampered unsubscribe link gets: the page's own not-found message (404). */
export const UNKNOWN_LINK = { unknownUnsubscribeLink: true } as const;
