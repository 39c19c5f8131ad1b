import type { Env } from "../env";
import { sameMac, shortMac, usableSecret } from "./signing";

/**
 * The tokens in the links that turn an e-mail off: "{id}.{mac}", where mac is HMAC-SHA256
 * over "{scope}:{id}" with UNSUBSCRIBE_SIGNING_KEY, truncated to 128 bits. The token is the
 * capability (RFC 8058's one-click POST comes from the mail provider without a session): it
 * names one row (`id`) for one purpose (`scope`), and it does not expire, as a link that
 * stops e-mail must not. Used by the newsletter's unsubscribe link and the reply e-mails',
 * and by the newsletter's counted links and open image (newsletters/engagement.ts).
 */

export type OptOutSigningEnv = Pick<Env, "ENVIRONMENT" | "UNSUBSCRIBE_SIGNING_KEY">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signingSecret(env: OptOutSigningEnv): string {
  const secret = usableSecret(env.UNSUBSCRIBE_SIGNING_KEY, env.ENVIRONMENT);
  if (!secret) throw new Error("UNSUBSCRIBE_SIGNING_KEY is not set for this environment");
  return secret;
}

const mac = (env: OptOutSigningEnv, scope: string, id: string) =>
  shortMac(signingSecret(env), `${scope}:${id}`);

export async function optOutToken(env: OptOutSigningEnv, scope: string, id: string) {
  return `${id}.${await mac(env, scope, id)}`;
}

/** The id (a UUID) a token was issued for in this scope, or null for anything else. */
export async function verifyOptOutToken(
  env: OptOutSigningEnv,
  scope: string,
  token: string,
): Promise<string | null> {
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length || !UUID.test(id)) return null;
  return sameMac(await mac(env, scope, id), given) ? id : null;
}
