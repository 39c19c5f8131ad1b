import type { Env } from "../../env";
import { DevMailbox } from "./dev-mailbox";
import { HttpMailer } from "./http-mailer";
import { ResendMailer } from "./resend-mailer";
import { SinkMailer } from "./sink-mailer";

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

/**
 * Development and tests keep mail in the local dev mailbox; production delivers it through
 * Resend's batch API (RESEND_API_KEY) or, for one-off mail only, a generic HTTP API.
 */
export function mailerFor(env: Env): Mailer {
  if (env.ENVIRONMENT === "production") {
    if (env.RESEND_API_KEY) return new ResendMailer(env.RESEND_API_KEY, env.MAIL_FROM);
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
      throw new Error(
        "RESEND_API_KEY, or MAIL_API_URL and MAIL_API_KEY, must be set in production",
      );
    }
    return new HttpMailer(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM);
  }
  // The newsletter benchmark counts deliveries in its own sink instead of the mailbox.
  if (env.MAIL_SINK_URL) return new SinkMailer(env.MAIL_SINK_URL);
  return new DevMailbox(env.KV);
}

/** The address inside "Name <address>" (or the bare address). */
export function addressOf(mailbox: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailbox);
  return (match?.[1] ?? mailbox).trim();
}

/**
 * "Site title" <platform address>: each site's newsletters come from the platform's one
 * verified sending domain under the site's own name. Characters that would break the
 * header (quotes, backslashes, angle brackets, line breaks) are dropped from the name.
 */
export function fromName(name: string, platformFrom: string): string {
  const clean = name.replace(/["\\<>\r\n]/g, "").trim() || "Newsletter";
  return `"${clean}" <${addressOf(platformFrom)}>`;
}
