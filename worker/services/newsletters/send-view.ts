import { NEWSLETTER_LINKS } from "@schema/api/newsletter-links";
import type { NewsletterSendView } from "@schema/api/newsletters";
import type { NewsletterSend } from "@schema/db/newsletters";

export function sendView(send: NewsletterSend): NewsletterSendView {
  return {
    id: send.id,
    recipeId: send.recipeId,
    note: send.note,
    status: send.status,
    recipients: send.recipients,
    recipientCount: send.recipientCount,
    sentCount: send.sentCount,
    failedCount: send.failedCount,
    bouncedCount: send.bouncedCount,
    complainedCount: send.complainedCount,
    tracked: send.tracked,
    openedCount: send.openedCount,
    clickedCount: send.clickedCount,
    linkReaders: NEWSLETTER_LINKS.map((link) => ({ link, readers: send.linkReaders[link] ?? 0 }))
      .filter((entry) => entry.readers > 0)
      .sort((a, b) => b.readers - a.readers),
    createdAt: send.createdAt.toISOString(),
    sentAt: send.sentAt?.toISOString() ?? null,
  };
}
