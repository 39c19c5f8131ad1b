import type { Env } from "../../env";
import { platformOrigin } from "../sites";

/**
 * The e-mailed download link of an export: /exports/{id}/download?expires=…&signature=…
 * on the platform host, where signature is HMAC-SHA256 over "export:{id}:{expires}" with
 * EXPORT_SIGNING_KEY (truncated to 128 bits). The link is the capability: whoever holds it
 * may download until it expires, signed in or not, as with any e-mailed file link; so it
 * lives a week and names one archive only.
 */

export type ExportSigningEnv = Pick<Env, "ENVIRONMENT" | "EXPORT_SIGNING_KEY">;

/** How long a finished archive can be downloaded (and is kept). */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const DEVELOPMENT_KEY_PREFIX = "dev-only-";
const MAC_BYTES = 16;

function signingSecret(env: ExportSigningEnv): string {
  const secret = env.EXPORT_SIGNING_KEY;
  // The development key is public (wrangler.toml): in production it would let anyone forge
  // a link to anyone's archive, so production refuses to sign or verify with it.
  if (!secret || (env.ENVIRONMENT === "production" && secret.startsWith(DEVELOPMENT_KEY_PREFIX))) {
    throw new Error("EXPORT_SIGNING_KEY is not set for this environment");
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

async function mac(env: ExportSigningEnv, exportId: string, expires: number) {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(signingSecret(env)),
    new TextEncoder().encode(`export:${exportId}:${expires}`),
  );
  return toBase64Url(new Uint8Array(signature).slice(0, MAC_BYTES));
}

/** The link's query for an archive finished at `completedAt`: the same link every time. */
export async function signExportDownload(
  env: ExportSigningEnv,
  exportId: string,
  completedAt: Date,
) {
  const expires = completedAt.getTime() + EXPORT_LINK_TTL_MS;
  return { expires, signature: await mac(env, exportId, expires) };
}

export async function exportDownloadUrl(
  env: ExportSigningEnv & Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">,
  exportId: string,
  completedAt: Date,
) {
  const { expires, signature } = await signExportDownload(env, exportId, completedAt);
  const query = new URLSearchParams({ expires: String(expires), signature });
  return { url: `${platformOrigin(env)}/exports/${exportId}/download?${query}`, expires };
}

/** True when the signature is this export's and the link has not expired. */
export async function verifyExportDownload(
  env: ExportSigningEnv,
  exportId: string,
  link: { expires: number; signature: string },
  now = Date.now(),
): Promise<boolean> {
  if (link.expires <= now) return false;
  const expected = await mac(env, exportId, link.expires);
  if (expected.length !== link.signature.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++)
    diff |= expected.charCodeAt(i) ^ link.signature.charCodeAt(i);
  return diff === 0;
}
