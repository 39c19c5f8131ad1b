import type { Mailer, MailMessage } from "./mailer";

/**
 * Production delivery through an HTTP e-mail API that takes
 * { from, to, subject, text, html, reply_to? } with a bearer key (Resend's shape; Postmark and others
 * differ only in field names). Configured by MAIL_API_URL and MAIL_API_KEY.
 */
export class HttpMailer implements Mailer {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${this.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: this.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
      }),
    });
    if (!response.ok) {
      throw new Error(`Mail delivery failed: ${response.status} ${await response.text()}`);
    }
  }
}
