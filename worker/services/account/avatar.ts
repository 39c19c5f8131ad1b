import {
  AVATAR_TYPES,
  type AvatarContentType,
  type avatarBody,
  avatarExtension,
} from "@schema/api/account-avatar";
import { images } from "@schema/db/images";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import { type ImageView, imageView } from "../media/image-view";
import { recordUploadedImage } from "../media/uploaded-image";

/**
 * Avatars: a person's own pictures, uploaded through the kitchen's signed-URL mechanism
 * (worker/services/media/upload-signing.ts) but keyed by the person instead of a site:
 * users/{userId}/avatars/{uuid}.{ext}. The key names its owner, so the signature on an
 * upload URL is also the proof of whose avatar the bytes become; registering or choosing
 * an avatar checks the same owner again.
 */

/** Where a person's avatar goes: random and never reused, so the bytes can be cached forever. */
export const newAvatarKey = (userId: string, contentType: AvatarContentType) =>
  `users/${userId}/avatars/${crypto.randomUUID()}.${avatarExtension(contentType)}`;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY_PATTERN = new RegExp(`^users/(${UUID})/avatars/${UUID}\\.([a-z]+)$`);

/** The owner and content type an avatar key was issued for, or null for anything we never issue. */
export function parseAvatarKey(
  key: string,
): { userId: string; contentType: AvatarContentType } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[2]) return null;
  const contentType = AVATAR_TYPES.find((type) => avatarExtension(type) === match[2]);
  return contentType ? { userId: match[1], contentType } : null;
}

/**
 * POST manage/avatars: the images row for an uploaded avatar (no site; the person is its
 * uploader). Someone else's key answers 404, as if it did not exist. Registering the same
 * key again answers the same image, so a retried request is harmless.
 */
export async function registerAvatar(
  db: Db,
  env: Pick<Env, "MEDIA">,
  userId: string,
  body: z.infer<typeof avatarBody>,
): Promise<{ image: ImageView; created: boolean }> {
  const parsed = parseAvatarKey(body.key);
  if (!parsed || parsed.userId !== userId) throw notFound("Upload");
  return recordUploadedImage(db, env.MEDIA, body, {
    siteId: null,
    uploaderId: userId,
    contentType: parsed.contentType,
  });
}

/**
 * The avatar a person may choose: one of their own uploaded avatars. Any other image id
 * (another person's avatar, a site's picture, nothing at all) is 404, so the profile call
 * cannot be used to borrow pictures or to learn which ids exist.
 */
export async function requireOwnAvatar(db: Db, userId: string, imageId: string) {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.uploaderId, userId), isNull(images.siteId)))
    .limit(1);
  if (!row || parseAvatarKey(row.key)?.userId !== userId) throw notFound("Avatar");
  return row;
}

/** A person's avatar as pages show it, or null when they have none. */
export async function avatarView(db: Db, imageId: string | null): Promise<ImageView | null> {
  if (!imageId) return null;
  const [row] = await db.select().from(images).where(eq(images.id, imageId)).limit(1);
  return imageView(row);
}
