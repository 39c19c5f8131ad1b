import { env } from "cloudflare:test";
import { svixSignature } from "../services/mail/webhook-signature";
import { call } from "./factories";

/** POSTs a mail provider's event to /webhooks/mail, signed as Svix signs it (or as told). */
export async function deliverMailEvent(
  body: string,
  options: { secret?: string; timestamp?: number; id?: string; signature?: string } = {},
) {
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const secret = options.secret ?? (env.MAIL_WEBHOOK_SECRET as string);
  const signature = options.signature ?? (await svixSignature(secret, id, timestamp, body));
  return call("POST", "/webhooks/mail", {
    body,
    headers: {
      "Content-Type": "application/json",
      "svix-id": id,
      "svix-timestamp": String(timestamp),
      "svix-signature": signature,
    },
  });
}
