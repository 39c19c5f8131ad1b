import type { Mailer, MailMessage } from "./message";

/**
 * Delivery through a single-message HTTP e-mail API that takes
 * { from, to, subject, text, html, reply_to, headers } with a bearer key (Resend's /emails
 * shape; Postmark and others differ only in field names). Configured by MAIL_API_URL and
 * MAIL_API_KEY. A batch goes out one message at a time, each with its own idempotency key
 * derived from the batch's; production newsletters should use ResendMailer's batch call.
 */
export class HttpMailer implements Mailer {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly from: string,
  ) {}

  private async post(message: MailMessage, idempotencyKey?: string) {
    const response = await fetch(this.url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        "Content-Type": "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: message.from ?? this.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      }),
    });
    if (!response.ok) {
      throw new Error(`Mail delivery failed: ${response.status} ${await response.text()}`);
    }
  }

  async send(message: MailMessage): Promise<void> {
    await this.post(message);
  }

  async sendBatch(messages: MailMessage[], idempotencyKey: string): Promise<void> {
    for (const [index, message] of messages.entries()) {
      await this.post(message, `${idempotencyKey}/${message.id ?? index}`);
    }
  }
}
