import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { uploadedResponse } from "../../schema/api/answers/manage-uploads";
import { MAX_UPLOAD_BYTES } from "../../schema/api/manage-uploads";
import { images } from "../../schema/db/images";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { answers } from "../openapi/describe";
import { parseAvatarKey } from "../services/account/avatar";
import { looksLike } from "../services/media/sniff";
import { parseImageKey, verifyUpload } from "../services/media/upload-signing";
import { parseSubscriberCsvKey, storeSubscriberCsv } from "../services/subscriber-import/upload";

const tooLarge = () =>
  new ApiError("payload_too_large", `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/**
 * PUT /api/v1/uploads/{key}?expires=…&signature=…: the bytes of one upload, from a URL that
 * POST manage/image-upload-urls signed (a site's image or a person's avatar). No session: the
 * signature is the permission, and it covers the key (so the site or the person, and the
 * content type) and the expiry.
 */
export const uploads = new Hono<AppEnv>().put(
  "/*",
  answers(200, uploadedResponse, "Stored: the file's key and size"),
  async (c) => {
    // Issued keys hold no characters that need encoding: the raw path is the key, and
    // anything else fails the signature.
    const key = c.req.path.replace(/^.*?\/uploads\//, "");
    await verifyUpload(c.env, key, c.req.query("expires"), c.req.query("signature"));
    // A subscriber CSV streams to R2 as it comes (it may be tens of megabytes).
    const csv = parseSubscriberCsvKey(key);
    if (csv) return c.json(await storeSubscriberCsv(c.env, key, csv, c.req.raw));
    // A site's image or a person's avatar: the key says which, and whose.
    const target = parseImageKey(key) ?? parseAvatarKey(key);
    if (!target) throw new ApiError("forbidden", "This upload link is not valid");

    const sent = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    if (sent !== target.contentType) {
      throw new ApiError("bad_request", `This link takes a ${target.contentType} file`, [
        { path: "contentType", message: `Send the file as ${target.contentType}` },
      ]);
    }
    const declared = Number(c.req.header("Content-Length") ?? "0");
    if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
    if (bytes.byteLength === 0) throw new ApiError("bad_request", "The file is empty");
    if (!looksLike(target.contentType, bytes)) {
      throw new ApiError("bad_request", `The file is not a ${target.contentType} image`);
    }
    // Once registered, an image's bytes are cached forever: the link may not swap them.
    const [registered] = await c.var.db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.key, key))
      .limit(1);
    if (registered) throw new ApiError("conflict", "This file is already in use");

    await c.env.MEDIA.put(key, bytes, {
      httpMetadata: { contentType: target.contentType },
      customMetadata: "siteId" in target ? { siteId: target.siteId } : { userId: target.userId },
    });
    return c.json({ key, bytes: bytes.byteLength });
  },
);
