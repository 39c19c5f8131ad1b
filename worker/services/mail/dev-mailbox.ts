import type { Mailer, MailMessage } from "./mailer";

export type StoredMail = MailMessage & { id: string; sentAt: string };

const PREFIX = "devmail:";
const KEEP_SECONDS = 7 * 24 * 3600;
/** Inverted timestamps make KV's ascending key order list the newest message first. */
const invert = (ms: number) => String(9_999_999_999_999 - ms).padStart(13, "0");

/** Local mail delivery: messages land in KV and are read at /_dev/mail. */
export class DevMailbox implements Mailer {
  constructor(private readonly kv: KVNamespace) {}

  async send(message: MailMessage): Promise<void> {
    const now = Date.now();
    const id = crypto.randomUUID();
    const stored: StoredMail = { ...message, id, sentAt: new Date(now).toISOString() };
    // One key for the recipient's list and one for the list of everything.
    const body = JSON.stringify(stored);
    await Promise.all([
      this.kv.put(`${PREFIX}to:${message.to}:${invert(now)}:${id}`, body, {
        expirationTtl: KEEP_SECONDS,
      }),
      this.kv.put(`${PREFIX}all:${invert(now)}:${id}`, body, { expirationTtl: KEEP_SECONDS }),
    ]);
  }

  async list(to: string | undefined, limit = 50): Promise<StoredMail[]> {
    const prefix = to ? `${PREFIX}to:${to}:` : `${PREFIX}all:`;
    const { keys } = await this.kv.list({ prefix, limit });
    const bodies = await Promise.all(keys.map((key) => this.kv.get<StoredMail>(key.name, "json")));
    return bodies.filter((mail): mail is StoredMail => mail !== null);
  }
}
