import type { Mailer, MailMessage } from "./message";

const API = "https://api.resend.com";

/**
 * Production delivery through Resend (https://resend.com/docs/api-reference): single
 * messages through POST /emails, newsletters through POST /emails/batch (up to 100 per
 * call) with an Idempotency-Key header, so a retried batch is not sent again. Tags name
 * the site and delivery; Resend echoes them in its webhooks (routes/mail-webhooks.ts).
 */
export class ResendMailer implements Mailer {
  constructor(
    private readonly apiKey: string,
    private readonly defaultFrom: string,
  ) {}

  private payload(message: MailMessage) {
    return {
      from: message.from ?? this.defaultFrom,
      to: [message.to],
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.replyTo ? { reply_to: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.tags
        ? { tags: Object.entries(message.tags).map(([name, value]) => ({ name, value })) }
        : {}),
    };
  }

  private async post(path: string, body: unknown, idempotencyKey?: string) {
    const response = await fetch(`${API}${path}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        "Content-Type": "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`Resend ${path} failed: ${response.status} ${await response.text()}`);
    }
  }

  async send(message: MailMessage): Promise<void> {
    await this.post("/emails", this.payload(message));
  }

  async sendBatch(messages: MailMessage[], idempotencyKey: string): Promise<void> {
    if (!messages.length) return;
    await this.post(
      "/emails/batch",
      messages.map((message) => this.payload(message)),
      idempotencyKey,
    );
  }
}
