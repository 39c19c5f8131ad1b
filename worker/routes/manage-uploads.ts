import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { imageBody, imageUploadUrlBody, MAX_UPLOAD_BYTES } from "../../schema/api/manage-uploads";
import type { AppEnv } from "../env";
import { unauthorized } from "../errors";
import { registerImage } from "../services/manage/images";
import { requireManager } from "../services/manage/manager";
import { newImageKey, uploadUrl } from "../services/manage/upload-signing";
import { validate } from "../validate";

/** A signed-out caller hears 401 before anything about their body. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.session) throw unauthorized();
  await next();
});

/**
 * Image uploads from the kitchen, in three steps:
 *  1. POST /api/v1/manage/image-upload-urls → a signed URL for one file of one site;
 *  2. PUT the bytes to that URL (web host /uploads/… → PUT /api/v1/uploads/…);
 *  3. POST /api/v1/manage/images with the key and the picture's size → the image.
 */
export const manageUploads = new Hono<AppEnv>()
  .post("/image-upload-urls", signedIn, validate("json", imageUploadUrlBody), async (c) => {
    const { siteSlug, contentType } = c.req.valid("json");
    const { site } = await requireManager(c, { slug: siteSlug });
    const key = newImageKey(site.id, contentType);
    return c.json({ ...(await uploadUrl(c.env, key)), maxBytes: MAX_UPLOAD_BYTES });
  })
  .post("/images", signedIn, validate("json", imageBody), async (c) => {
    const { image, created } = await registerImage(c, c.req.valid("json"));
    return c.json({ image }, created ? 201 : 200);
  });
