import type { Env } from "../../env";
import { sameMac, shortMac, usableSecret } from "../../lib/signing";

/**
 * The per-recipient unsubscribe token of a newsletter: "{subscriptionId}.{mac}", where mac
 * is HMAC-SHA256 over "unsubscribe:{siteId}:{subscriptionId}" with UNSUBSCRIBE_SIGNING_KEY,
 * truncated to 128 bits. The token is the capability (RFC 8058's one-click POST comes from
 * the mail provider without a session): it can only turn that one subscription's newsletter
 * off and on, on that one site, and it does not expire, as an unsubscribe link must not.
 */

export type UnsubscribeSigningEnv = Pick<Env, "ENVIRONMENT" | "UNSUBSCRIBE_SIGNING_KEY">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signingSecret(env: UnsubscribeSigningEnv): string {
  const secret = usableSecret(env.UNSUBSCRIBE_SIGNING_KEY, env.ENVIRONMENT);
  if (!secret) throw new Error("UNSUBSCRIBE_SIGNING_KEY is not set for this environment");
  return secret;
}

const mac = (env: UnsubscribeSigningEnv, siteId: string, subscriptionId: string) =>
  shortMac(signingSecret(env), `unsubscribe:${siteId}:${subscriptionId}`);

export async function unsubscribeToken(
  env: UnsubscribeSigningEnv,
  siteId: string,
  subscriptionId: string,
): Promise<string> {
  return `${subscriptionId}.${await mac(env, siteId, subscriptionId)}`;
}

/** The subscription a token was issued for on this site, or null for anything else. */
export async function verifyUnsubscribeToken(
  env: UnsubscribeSigningEnv,
  siteId: string,
  token: string,
): Promise<string | null> {
  const [subscriptionId, given, ...rest] = token.split(".");
  if (!subscriptionId || !given || rest.length || !UUID.test(subscriptionId)) return null;
  return sameMac(await mac(env, siteId, subscriptionId), given) ? subscriptionId : null;
}
