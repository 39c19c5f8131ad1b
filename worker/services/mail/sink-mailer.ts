import type { Mailer, MailMessage } from "./message";

/**
 * The newsletter benchmark's transport (npm run bench -- --newsletter-only): each batch is
 * POSTed as { idempotencyKey, messages: [{ id, to, sendId }] } to the bench's counting sink
 * (MAIL_SINK_URL), which counts every delivery id and answers like a provider would,
 * failures included. Never used in production (mailerFor ignores it there).
 */
export class SinkMailer implements Mailer {
  constructor(private readonly url: string) {}

  private async post(messages: MailMessage[], idempotencyKey: string) {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        idempotencyKey,
        messages: messages.map((message) => ({
          id: message.id ?? crypto.randomUUID(),
          to: message.to,
          sendId: message.tags?.send ?? null,
          bytes: message.html.length + message.text.length,
        })),
      }),
    });
    if (!response.ok) throw new Error(`Mail sink answered ${response.status}`);
  }

  async send(message: MailMessage): Promise<void> {
    await this.post([message], crypto.randomUUID());
  }

  async sendBatch(messages: MailMessage[], idempotencyKey: string): Promise<void> {
    await this.post(messages, idempotencyKey);
  }
}
