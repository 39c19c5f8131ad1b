/**
 * Svix webhook signatures, as Resend signs its webhooks: HMAC-SHA256 over
 * "{svix-id}.{svix-timestamp}.{raw body}" with the base64 secret after "whsec_", sent as
 * space-separated "v1,{base64}" entries in svix-signature (several during a secret
 * rotation). Timestamps more than five minutes off are refused, so a captured request
 * cannot be replayed later.
 */

export const TOLERANCE_SECONDS = 5 * 60;

export type SvixHeaders = { id: string | null; timestamp: string | null; signature: string | null };

function secretBytes(secret: string): Uint8Array | null {
  const encoded = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret;
  try {
    return Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function sign(secret: Uint8Array, content: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    secret,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(content));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

function sameText(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The signature header a Svix sender would send: for tests and the local stand-in. */
export async function svixSignature(secret: string, id: string, timestamp: number, body: string) {
  const bytes = secretBytes(secret);
  if (!bytes) throw new Error("Malformed webhook secret");
  return `v1,${await sign(bytes, `${id}.${timestamp}.${body}`)}`;
}

export async function verifySvix(
  secret: string,
  headers: SvixHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const bytes = secretBytes(secret);
  if (!bytes) return false;
  const expected = await sign(bytes, `${id}.${timestamp}.${body}`);
  return signature
    .split(" ")
    .map((entry) => entry.split(","))
    .some(
      ([version, value]) => version === "v1" && value !== undefined && sameText(value, expected),
    );
}
