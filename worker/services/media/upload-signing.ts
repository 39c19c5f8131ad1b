import {
  IMAGE_TYPES,
  type ImageContentType,
  UPLOAD_URL_TTL_SECONDS,
} from "@schema/api/manage-uploads";
import type { Env } from "../../env";
import { ApiError } from "../../errors";
import { hmacKey, toBase64Url, usableSecret } from "../../lib/signing";

/**
 * Signed, expiring upload URLs (docs/architecture.md §5). The URL is the capability: whoever holds
 * it may PUT one file of the signed type under the signed key until it expires, and
 * nothing else. HMAC-SHA256 over "PUT\n{key}\n{expires}" with UPLOAD_SIGNING_KEY.
 */

/** wrangler.toml [vars] has a development value; production sets it with `wrangler secret put`. */
export type UploadSigningEnv = Pick<Env, "ENVIRONMENT" | "UPLOAD_SIGNING_KEY">;

function signingKey(env: UploadSigningEnv): string {
  const secret = usableSecret(env.UPLOAD_SIGNING_KEY, env.ENVIRONMENT);
  // A missing secret, or the development one in production, would make every upload URL
  // forgeable or unusable: refuse loudly instead.
  if (!secret) {
    console.error("UPLOAD_SIGNING_KEY is not set for this environment");
    throw new ApiError("internal", "Uploads are not configured");
  }
  return secret;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const message = (key: string, expires: number) =>
  new TextEncoder().encode(`PUT\n${key}\n${expires}`);

export async function signUpload(env: UploadSigningEnv, key: string, expires: number) {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(signingKey(env)),
    message(key, expires),
  );
  return toBase64Url(new Uint8Array(signature));
}

/** Where a site's image goes: random, never reused, so the bytes can be cached forever. */
export function newImageKey(siteId: string, contentType: ImageContentType) {
  return `sites/${siteId}/images/${crypto.randomUUID()}.${IMAGE_TYPES[contentType]}`;
}

const KEY_PATTERN =
  /^sites\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z]+)$/;

/** The site and content type a key was issued for, or null for anything we never issue. */
export function parseImageKey(
  key: string,
): { siteId: string; contentType: ImageContentType } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[2]) return null;
  const entry = Object.entries(IMAGE_TYPES).find(([, ext]) => ext === match[2]);
  return entry ? { siteId: match[1], contentType: entry[0] as ImageContentType } : null;
}

export async function uploadUrl(
  env: UploadSigningEnv & Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">,
  key: string,
  now = Date.now(),
) {
  const expires = Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS;
  const signature = await signUpload(env, key, expires);
  // The kitchen uploads to its own (platform) host; the web app forwards to the API.
  const url = `${env.PLATFORM_PROTOCOL}://${env.PLATFORM_HOST}/uploads/${key}?expires=${expires}&signature=${signature}`;
  return { uploadUrl: url, key, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Throws 403 unless the signature is ours for this key and has not expired. */
export async function verifyUpload(
  env: UploadSigningEnv,
  key: string,
  expiresParam: string | undefined,
  signatureParam: string | undefined,
  now = Date.now(),
) {
  const forbidden = new ApiError("forbidden", "This upload link is not valid");
  const expires = Number(expiresParam);
  const signature = signatureParam ? fromBase64Url(signatureParam) : null;
  if (!Number.isSafeInteger(expires) || !signature) throw forbidden;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(signingKey(env)),
    signature,
    message(key, expires),
  );
  if (!valid) throw forbidden;
  if (expires * 1000 < now) throw new ApiError("forbidden", "This upload link has expired");
}
