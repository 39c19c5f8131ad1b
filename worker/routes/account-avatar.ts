import { type AvatarResponse, avatarBody } from "@schema/api/account-avatar";
import { imageResponse } from "@schema/api/answers/manage-uploads";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import { registerAvatar } from "../services/account/avatar";
import { validate } from "../validate";

/**
 * A signed-out caller, or one signed in on a single creator's site, hears 401 before
 * anything about their body: the profile belongs to the account area (platform session),
 * like PUT manage/current-user.
 */
const platformSession = createMiddleware<AppEnv>(async (c, next) => {
  requireSession(c, "platform");
  await next();
});

/**
 * The profile's avatar upload, in three steps like the kitchen's images:
 *  1. POST /api/v1/manage/image-upload-urls { key: "users/{userId}/", contentType } → a
 *     signed URL for one file under the caller's own key (routes/manage-uploads.ts);
 *  2. PUT the bytes to that URL (web host /uploads/… → PUT /api/v1/uploads/…);
 *  3. POST /api/v1/manage/avatars { key, width, height, lqip } → the image, which
 *     PUT manage/current-user { avatar: { id } } then makes the profile's avatar.
 */
export const accountAvatar = new Hono<AppEnv>().post(
  "/avatars",
  sessionOnly,
  answers(
    201,
    imageResponse,
    "Registered: the avatar image (PUT manage/current-user makes it the profile's)",
  ),
  answers(200, imageResponse, "The file was registered before: the same image"),
  platformSession,
  validate("json", avatarBody),
  async (c) => {
    const session = requireSession(c, "platform");
    const { image, created } = await registerAvatar(
      c.var.db,
      c.env,
      session.user.id,
      c.req.valid("json"),
    );
    return c.json({ image } satisfies AvatarResponse, created ? 201 : 200);
  },
);
