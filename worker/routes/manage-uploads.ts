import { imageResponse, imageUploadUrlResponse } from "@schema/api/answers/manage-uploads";
import { imageBody, imageUploadUrlBody } from "@schema/api/manage-uploads";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { unauthorized } from "../errors";
import { requireSession } from "../middleware/session";
import { answers } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { registerImage } from "../services/media/images";
import { issueImageUploadUrl } from "../services/media/upload-urls";
import { validate } from "../validate";

/** A signed-out caller hears 401 before anything about their body. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.session) throw unauthorized();
  await next();
});

/**
 * Image uploads from the kitchen, in three steps:
 *  1. POST /api/v1/manage/image-upload-urls { key, contentType } → a signed URL for one file
 *     of a site the caller manages (key sites/{siteId}/…) or of their own avatar
 *     (key users/{userId}/…);
 *  2. PUT the bytes to that URL (web host /uploads/… → PUT /api/v1/uploads/…);
 *  3. POST /api/v1/manage/images with the key and the picture's size → the image.
 */
export const manageUploads = new Hono<AppEnv>()
  .post(
    "/image-upload-urls",
    answers(
      200,
      imageUploadUrlResponse,
      "A signed URL to PUT one file to, and the key to register it under",
    ),
    signedIn,
    validate("json", imageUploadUrlBody),
    async (c) => {
      // A personal API token may ask too: issueImageUploadUrl checks its site scope (another
      // site 404) and keeps avatars to platform sessions; read-only tokens never get here (403).
      const person = requireSession(c, "any", { apiTokens: true }).user.id;
      await enforceAbuseLimit(c.env, "imageUploadUrl", { person, ip: clientIp(c) });
      return c.json(await issueImageUploadUrl(c, c.req.valid("json")));
    },
  )
  .post(
    "/images",
    answers(201, imageResponse, "Registered: the site's new image"),
    answers(200, imageResponse, "The file was registered before: the same image"),
    signedIn,
    validate("json", imageBody),
    async (c) => {
      const { image, created } = await registerImage(c, c.req.valid("json"));
      return c.json({ image }, created ? 201 : 200);
    },
  );
