/**
 * HMAC-SHA256 for the capabilities the platform puts in links: upload URLs, unsubscribe
 * tokens, export downloads. Each has a secret of its own (wrangler.toml [vars] holds a
 * public `dev-only-` value; production sets the real one with `wrangler secret put`).
 */

const DEVELOPMENT_KEY_PREFIX = "dev-only-";

/**
 * The secret, or null where signing must not happen: none set, or the public development
 * value in production, which would let anyone forge the links it signs.
 */
export function usableSecret(secret: string | undefined, environment: string): string | null {
  if (!secret) return null;
  if (environment === "production" && secret.startsWith(DEVELOPMENT_KEY_PREFIX)) return null;
  return secret;
}

const keys = new Map<string, Promise<CryptoKey>>();

/** The secret as a Web Crypto HMAC key, imported once per isolate. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

export const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** HMAC-SHA256 of `message`, truncated to 128 bits (enough to forge-proof a link), base64url. */
export async function shortMac(secret: string, message: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(secret),
    new TextEncoder().encode(message),
  );
  return toBase64Url(new Uint8Array(signature).slice(0, 16));
}

/** Compares a given MAC with the expected one in time that does not depend on where they differ. */
export function sameMac(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
