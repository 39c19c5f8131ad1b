import { type ImageContentType, MAX_UPLOAD_BYTES } from "@schema/api/manage-uploads";
import { images } from "@schema/db/images";
import { eq } from "drizzle-orm";
import type { Env } from "../../env";
import { ApiError } from "../../errors";
import { type SiteDatabases, siteWithDbs } from "../../lib/site-databases";
import { looksLike } from "./sniff";

/** Whose picture a signed upload key names, and the one type its link takes. */
export type ImageUploadTarget = { contentType: ImageContentType } & (
  | { siteId: string }
  | { userId: string }
);

const tooLarge = () =>
  new ApiError("payload_too_large", `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/**
 * The bytes of a site's image or a person's avatar, put in R2 under `key` once the request
 * has shown it sends the signed type, within the size limit, and bytes that look like that
 * type. The signature was checked by the caller. A site's images are its own database's
 * rows, an avatar the platform's (ADR 0014).
 */
export async function storeImageUpload(
  databases: SiteDatabases,
  env: Pick<Env, "MEDIA">,
  key: string,
  target: ImageUploadTarget,
  request: Request,
) {
  const sent = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (sent !== target.contentType) {
    throw new ApiError("bad_request", `This link takes a ${target.contentType} file`, [
      { path: "contentType", message: `Send the file as ${target.contentType}` },
    ]);
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  if (bytes.byteLength === 0) throw new ApiError("bad_request", "The file is empty");
  if (!looksLike(target.contentType, bytes)) {
    throw new ApiError("bad_request", `The file is not a ${target.contentType} image`);
  }
  // Once registered, an image's bytes are cached forever: the link may not swap them.
  const site = "siteId" in target ? await siteWithDbs(databases, target.siteId) : null;
  const db = site?.dbs.site ?? databases.platform;
  const [registered] = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.key, key))
    .limit(1);
  if (registered) throw new ApiError("conflict", "This file is already in use");

  await env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: target.contentType },
    customMetadata: "siteId" in target ? { siteId: target.siteId } : { userId: target.userId },
  });
  return { key, bytes: bytes.byteLength };
}
