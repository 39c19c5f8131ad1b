import type { Env } from "../../env";
import { DevMailbox } from "./dev-mailbox";
import { HttpMailer } from "./http-mailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when that is not the sender (the /contact form: the visitor). */
  replyTo?: string;
  /** Set on sign-in mail so the dev mailbox can show them without parsing HTML. */
  link?: string;
  code?: string;
};

/** The one way the API sends e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Development and tests keep mail in the local dev mailbox; production delivers it. */
export function mailerFor(env: Env): Mailer {
  if (env.ENVIRONMENT === "production") {
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
      throw new Error("MAIL_API_URL and MAIL_API_KEY must be set in production");
    }
    return new HttpMailer(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM);
  }
  return new DevMailbox(env.KV);
}
