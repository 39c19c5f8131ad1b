import type { Env } from "../../env";
import { DevMailbox } from "./dev-mailbox";
import { HttpMailer } from "./http-mailer";
import type { Mailer } from "./message";
import { ResendMailer } from "./resend-mailer";
import { SinkMailer } from "./sink-mailer";

export type { Mailer, MailMessage } from "./message";
export { MAX_BATCH_MESSAGES } from "./message";

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
