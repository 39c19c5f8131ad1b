import { imageContentType, MAX_UPLOAD_BYTES } from "@schema/api/manage-uploads";
import type { ImportWarning } from "@schema/api/recipe-import";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import type { ImageView } from "../media/image-view";
import { looksLike } from "../media/sniff";
import { newImageKey } from "../media/upload-signing";
import { recordUploadedImage } from "../media/uploaded-image";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { type FetchOptions, fetchGuarded } from "./page-fetcher";

/**
 * An imported recipe's pictures become the site's own uploads, stored and registered as
 * the kitchen's uploads are (size, and a blur placeholder from the Images binding), so the
 * recipe never hotlinks another site. A picture that cannot be copied is a warning.
 */
export type CopyEnv = Pick<Env, "MEDIA" | "IMAGES">;

export async function copyImages(
  env: CopyEnv,
  dbs: SiteDbs,
  site: Site,
  uploaderId: string,
  urls: string[],
  fetchOptions: FetchOptions,
): Promise<{ images: ImageView[]; warnings: ImportWarning[] }> {
  const images: ImageView[] = [];
  const warnings: ImportWarning[] = [];
  // A site's media is its own database's (ADR 0014); the uploader is named there too.
  if (urls.length) await ensurePersonAnchor(dbs, uploaderId);
  for (const url of urls) {
    try {
      images.push(await copyImage(env, dbs.site, site, uploaderId, url, fetchOptions));
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : "it could not be read";
      warnings.push({ message: `The picture ${url} was not copied: ${reason}` });
    }
  }
  return { images, warnings };
}

async function copyImage(
  env: CopyEnv,
  db: Db,
  site: Site,
  uploaderId: string,
  url: string,
  fetchOptions: FetchOptions,
): Promise<ImageView> {
  const fetched = await fetchGuarded(url, {
    ...fetchOptions,
    maxBytes: MAX_UPLOAD_BYTES,
    accept: /^image\//i,
    notAccepted: "the address is not a picture",
    tooLarge: "the picture is larger than 15 MB",
  });
  const type = imageContentType.safeParse(fetched.contentType);
  if (!type.success || !looksLike(type.data, fetched.bytes)) {
    throw new ApiError("bad_request", "it is not a picture the kitchen accepts");
  }
  const info = await env.IMAGES.info(streamOf(fetched.bytes));
  if (!("width" in info) || !info.width || !info.height) {
    throw new ApiError("bad_request", "its size could not be read");
  }
  const key = newImageKey(site.id, type.data);
  await env.MEDIA.put(key, fetched.bytes, { httpMetadata: { contentType: type.data } });
  const { image } = await recordUploadedImage(
    db,
    env.MEDIA,
    { key, width: info.width, height: info.height, lqip: await placeholder(env, fetched.bytes) },
    { siteId: site.id, uploaderId, contentType: type.data },
  );
  return image;
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new Response(bytes).body as ReadableStream<Uint8Array>;
}

/** A 16-pixel-wide copy as a data: URL, the blur shown while the picture loads. */
async function placeholder(env: CopyEnv, bytes: Uint8Array): Promise<string | null> {
  try {
    const result = await env.IMAGES.input(streamOf(bytes))
      .transform({ width: 16 })
      .output({ format: "image/png" });
    const small = new Uint8Array(await new Response(result.image()).arrayBuffer());
    let binary = "";
    for (const byte of small) binary += String.fromCharCode(byte);
    return `data:image/png;base64,${btoa(binary)}`;
  } catch {
    // The picture is still usable without its placeholder.
    return null;
  }
}
