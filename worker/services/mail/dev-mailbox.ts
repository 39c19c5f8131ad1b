import type { Mailer, MailMessage } from "./message";

export type StoredMail = MailMessage & { id: string; sentAt: string };

const PREFIX = "devmail:";
const KEEP_SECONDS = 7 * 24 * 3600;
/**
 * A newsletter to 100,000 readers must not fill the local disk with 100,000 HTML bodies:
 * the first messages of each send are kept in full, the rest only counted.
 */
export const FULL_MESSAGES_PER_SEND = 200;
export const MAX_PAGE = 100;

/** Inverted timestamps make KV's ascending key order list the newest message first. */
const invert = (ms: number) => String(9_999_999_999_999 - ms).padStart(13, "0");
const ttl = { expirationTtl: KEEP_SECONDS };

export type DevMailPage = { messages: StoredMail[]; cursor: string | null };
export type DevSendSummary = { kept: number; counted: number };

/**
 * Local mail delivery: messages land in KV and are read at /_dev/mail. It behaves like the
 * production provider where tests rely on it: a message id is kept once, and a batch's
 * idempotency key sends nothing the second time.
 */
export class DevMailbox implements Mailer {
  constructor(
    private readonly kv: KVNamespace,
    private readonly fullPerSend = FULL_MESSAGES_PER_SEND,
  ) {}

  /** Whether a marker key exists. A list, not a get: KV caches a get's miss for a minute. */
  private async has(key: string) {
    const { keys } = await this.kv.list({ prefix: key, limit: 1 });
    return keys.some((entry) => entry.name === key);
  }

  async send(message: MailMessage): Promise<void> {
    if (message.id && (await this.has(`${PREFIX}id:${message.id}`))) return;
    const now = Date.now();
    const id = message.id ?? crypto.randomUUID();
    const stored: StoredMail = { ...message, id, sentAt: new Date(now).toISOString() };
    // One key for the recipient's list and one for the list of everything.
    const body = JSON.stringify(stored);
    await Promise.all([
      this.kv.put(`${PREFIX}to:${message.to}:${invert(now)}:${id}`, body, ttl),
      this.kv.put(`${PREFIX}all:${invert(now)}:${id}`, body, ttl),
      message.id ? this.kv.put(`${PREFIX}id:${message.id}`, "1", ttl) : null,
    ]);
  }

  async sendBatch(messages: MailMessage[], idempotencyKey: string): Promise<void> {
    const batchKey = `${PREFIX}batch:${idempotencyKey}`;
    if (await this.has(batchKey)) return;
    const sendId = messages[0]?.tags?.send;
    let room = messages.length;
    if (sendId) {
      const { keys } = await this.kv.list({
        prefix: `${PREFIX}send:${sendId}:`,
        limit: this.fullPerSend,
      });
      room = Math.max(0, this.fullPerSend - keys.length);
    }
    const kept = messages.slice(0, room);
    await Promise.all(kept.map((message) => this.send(message)));
    if (sendId) {
      await Promise.all(
        kept.map((message, index) =>
          this.kv.put(
            `${PREFIX}send:${sendId}:${message.id ?? `${idempotencyKey}-${index}`}`,
            "1",
            ttl,
          ),
        ),
      );
      const counted = messages.length - kept.length;
      if (counted > 0) {
        await this.kv.put(`${PREFIX}summary:${sendId}:${idempotencyKey}`, String(counted), ttl);
      }
    }
    await this.kv.put(batchKey, "1", ttl);
  }

  /** Newest first; `cursor` continues where the previous page ended. */
  async list(
    to: string | undefined,
    limit = 50,
    cursor: string | undefined = undefined,
  ): Promise<DevMailPage> {
    const prefix = to ? `${PREFIX}to:${to}:` : `${PREFIX}all:`;
    const page = await this.kv.list({ prefix, limit: Math.min(limit, MAX_PAGE), cursor });
    const bodies = await Promise.all(
      page.keys.map((key) => this.kv.get<StoredMail>(key.name, "json")),
    );
    return {
      messages: bodies.filter((mail): mail is StoredMail => mail !== null),
      cursor: page.list_complete ? null : page.cursor,
    };
  }

  /** How many of a newsletter send's messages were kept in full and how many only counted. */
  async sendSummary(sendId: string): Promise<DevSendSummary> {
    let kept = 0;
    let counted = 0;
    let cursor: string | undefined;
    do {
      const page = await this.kv.list({ prefix: `${PREFIX}send:${sendId}:`, cursor });
      kept += page.keys.length;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    do {
      const page = await this.kv.list({ prefix: `${PREFIX}summary:${sendId}:`, cursor });
      const values = await Promise.all(page.keys.map((key) => this.kv.get(key.name)));
      counted += values.reduce((sum, value) => sum + Number(value ?? 0), 0);
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    return { kept, counted };
  }
}
