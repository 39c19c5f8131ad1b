import { NEWSLETTER_LINK_LABELS } from "@schema/api/newsletter-links";
import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import type { NewsletterAudienceResponse, NewsletterSendView } from "@schema/api/newsletters";

/** The kitchen's words for newsletter sends: counts, progress and results. */

const COUNT = new Intl.NumberFormat("en-US");

const KIND: Record<NewsletterRecipients, string> = { everyone: "", paid: "paid ", free: "free " };

/** "1 subscriber", "1,204 subscribers"; "4 paid subscribers" for a send to part of them. */
export const subscriberCount = (count: number, recipients: NewsletterRecipients = "everyone") =>
  `${COUNT.format(count)} ${KIND[recipients]}${count === 1 ? "subscriber" : "subscribers"}`;

/** The publish flow's offer: "E-mail this recipe to 12 subscribers". */
export const audienceOffer = (count: number, recipients: NewsletterRecipients = "everyone") =>
  `E-mail this recipe to ${subscriberCount(count, recipients)}`;

/** How many a send to `recipients` would reach now, from the audience's counts. */
export const recipientsCount = (
  audience: Pick<NewsletterAudienceResponse, "count" | "paid" | "free">,
  recipients: NewsletterRecipients,
) => (recipients === "everyone" ? audience.count : audience[recipients]);

/** "Sent 40 of 1,204": how far a send has got. */
export const sendProgress = (send: Pick<NewsletterSendView, "sentCount" | "recipientCount">) =>
  `Sent ${COUNT.format(send.sentCount)} of ${COUNT.format(send.recipientCount)}`;

/** What a send's row says about it now, in its status's words. */
export function sendSummary(send: NewsletterSendView): string {
  const failed = send.failedCount > 0 ? `, ${COUNT.format(send.failedCount)} failed` : "";
  switch (send.status) {
    // Recipients are counted as the fan-out writes them: "Sent 0 of 0" until then says nothing.
    case "queued":
      return send.recipientCount === 0 ? "Queued" : `Queued: ${sendProgress(send)}`;
    case "sending":
      return send.recipientCount === 0 ? "Sending" : `Sending: ${sendProgress(send)}${failed}`;
    case "sent":
      return `Sent to ${COUNT.format(send.sentCount)} of ${subscriberCount(send.recipientCount, send.recipients)}${failed}${reported(send)}`;
    case "failed":
      return `Failed: ${sendProgress(send)}${failed}`;
  }
}

/** What the provider reported back after sending: ", 2 bounced, 1 marked as spam". */
function reported(send: Pick<NewsletterSendView, "bouncedCount" | "complainedCount">) {
  const bounced = send.bouncedCount > 0 ? `, ${COUNT.format(send.bouncedCount)} bounced` : "";
  const spam =
    send.complainedCount > 0 ? `, ${COUNT.format(send.complainedCount)} marked as spam` : "";
  return bounced + spam;
}

/** When the send was finished, or else asked for. */
export const sendMoment = (send: NewsletterSendView) => send.sentAt ?? send.createdAt;

/** A number of readers as a whole percentage of those the send reached. */
export const percentOf = (count: number, of: number) => Math.round((count / Math.max(of, 1)) * 100);

/** "12 (40%)": a number of readers and its share of those the send reached. */
const share = (count: number, of: number) => `${COUNT.format(count)} (${percentOf(count, of)}%)`;

/**
 * "Opened by 12 (40%) · Clicked by 3 (10%)" for a send that counts them, once any e-mail
 * went out; null otherwise.
 */
export function engagementSummary(send: NewsletterSendView): string | null {
  if (!send.tracked || send.sentCount === 0) return null;
  return `Opened by ${share(send.openedCount, send.sentCount)} · Clicked by ${share(
    send.clickedCount,
    send.sentCount,
  )}`;
}

/** "Clicked the recipe: 3 · metric units: 1", most clicked first; null before any click. */
export function linkSummary(send: NewsletterSendView): string | null {
  if (!send.linkReaders.length) return null;
  const [first, ...rest] = send.linkReaders.map(
    ({ link, readers }) => `${NEWSLETTER_LINK_LABELS[link]}: ${COUNT.format(readers)}`,
  );
  return [`Clicked ${first}`, ...rest].join(" · ");
}
