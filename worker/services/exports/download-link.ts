import type { Env } from "../../env";
import { sameMac, shortMac, usableSecret } from "../../lib/signing";
import { platformOrigin } from "../sites/lookup";

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

function signingSecret(env: ExportSigningEnv): string {
  const secret = usableSecret(env.EXPORT_SIGNING_KEY, env.ENVIRONMENT);
  if (!secret) throw new Error("EXPORT_SIGNING_KEY is not set for this environment");
  return secret;
}

const mac = (env: ExportSigningEnv, exportId: string, expires: number) =>
  shortMac(signingSecret(env), `export:${exportId}:${expires}`);

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
  return sameMac(await mac(env, exportId, link.expires), link.signature);
}
