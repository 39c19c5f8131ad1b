import type { Env } from "../../env";

/**
 * The per-recipient unsubscribe token of a newsletter: "{subscriptionId}.{mac}", where mac
 * is HMAC-SHA256 over "unsubscribe:{siteId}:{subscriptionId}" with UNSUBSCRIBE_SIGNING_KEY,
 * truncated to 128 bits. The token is the capability (RFC 8058's one-click POST comes from
 * the mail provider without a session): it can only turn that one subscription's newsletter
 * off and on, on that one site, and it does not expire, as an unsubscribe link must not.
 */

export type UnsubscribeSigningEnv = Pick<Env, "ENVIRONMENT" | "UNSUBSCRIBE_SIGNING_KEY">;

const DEVELOPMENT_KEY_PREFIX = "dev-only-";
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signingSecret(env: UnsubscribeSigningEnv): string {
  const secret = env.UNSUBSCRIBE_SIGNING_KEY;
  // The development key is public (wrangler.toml): in production it would let anyone
  // unsubscribe anyone, so production refuses to sign or verify with it.
  if (!secret || (env.ENVIRONMENT === "production" && secret.startsWith(DEVELOPMENT_KEY_PREFIX))) {
    throw new Error("UNSUBSCRIBE_SIGNING_KEY is not set for this environment");
  }
  return secret;
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function mac(env: UnsubscribeSigningEnv, siteId: string, subscriptionId: string) {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(signingSecret(env)),
    new TextEncoder().encode(`unsubscribe:${siteId}:${subscriptionId}`),
  );
  return toBase64Url(new Uint8Array(signature).slice(0, MAC_BYTES));
}

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
  const expected = await mac(env, siteId, subscriptionId);
  if (expected.length !== given.length) return null;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0 ? subscriptionId : null;
}
