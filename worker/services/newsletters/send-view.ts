import type { NewsletterSendView } from "@schema/api/newsletters";
import type { NewsletterSend } from "@schema/db/newsletters";

export function sendView(send: NewsletterSend): NewsletterSendView {
  return {
    id: send.id,
    recipeId: send.recipeId,
    note: send.note,
    status: send.status,
    recipientCount: send.recipientCount,
    sentCount: send.sentCount,
    failedCount: send.failedCount,
    bouncedCount: send.bouncedCount,
    complainedCount: send.complainedCount,
    createdAt: send.createdAt.toISOString(),
    sentAt: send.sentAt?.toISOString() ?? null,
  };
}
