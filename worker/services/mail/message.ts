/**
 * What a message is and what sends one: the interface the transports implement
 * (dev-mailbox.ts, http-mailer.ts, resend-mailer.ts, sink-mailer.ts) and mailer.ts chooses
 * among, kept apart from that choice so a transport does not import its chooser.
 */

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** "Site title <sending address>"; the platform's MAIL_FROM when absent. */
  from?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * Names the provider echoes back in its webhooks (site, send, delivery): how a bounce
   * finds its site's suppression list. Values: letters, digits, "_" and "-".
   */
  tags?: Record<string, string>;
  /** Our id for the message (a newsletter delivery's id); the dev mailbox keeps one copy. */
  id?: string;
  /** Set on sign-in mail so the dev mailbox can show them without parsing HTML. */
  link?: string;
  code?: string;
};

/** The one way the API sends e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Up to 100 messages in one provider call. The provider keeps the idempotency key (24
   * hours at Resend): the same key again sends nothing, so a retried batch mails nobody twice.
   */
  sendBatch(messages: MailMessage[], idempotencyKey: string): Promise<void>;
}

/** The provider's limit of messages per batch call (Resend: 100). */
export const MAX_BATCH_MESSAGES = 100;
