import {
  AVATAR_TYPE_MESSAGE,
  AVATAR_TYPES,
  type AvatarContentType,
} from "@schema/api/account-avatar";
import { type ImageUploadUrlResponse, MAX_UPLOAD_BYTES } from "@schema/api/manage-uploads";
import type { ImageView } from "@schema/api/public-read";
import { imageTypeOf } from "../../kitchen/shared/image-file";

/**
 * The profile picture's checks in the browser, before anything is uploaded (the API checks
 * type, size and bytes again). Pure, so the page and the tests share it.
 */

/** For <input type="file" accept>. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(",");

/**
 * The upload type of a file: the kitchen's rule (its own type, else one read from its
 * name), narrowed to the raster types an avatar may be.
 */
export function avatarTypeOf(file: { name: string; type: string }): AvatarContentType | null {
  const type = imageTypeOf(file);
  return type && (AVATAR_TYPES as readonly string[]).includes(type)
    ? (type as AvatarContentType)
    : null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why a file can't be a profile picture, or null when it can. */
export function avatarFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes = MAX_UPLOAD_BYTES,
): string | null {
  if (!avatarTypeOf(file)) return AVATAR_TYPE_MESSAGE;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > maxBytes) {
    return `${file.name} is ${megabytes(file.size)}; pictures may be at most ${megabytes(maxBytes)}`;
  }
  return null;
}

/** What stands in for a missing picture: the first letter of the name, or of the e-mail. */
export function avatarInitial(displayName: string | null, email: string): string {
  const source = (displayName ?? "").trim() || email.trim();
  return (
    source.codePointAt(0) ? String.fromCodePoint(source.codePointAt(0) as number) : "?"
  ).toUpperCase();
}

/** What POST /api/avatar answers: a signed upload URL, or the profile's picture after a change. */
export type AvatarActionReply = { upload: ImageUploadUrlResponse } | { avatar: ImageView | null };
