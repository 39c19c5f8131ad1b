import { z } from "zod";
import { IMAGE_TYPES, type ImageContentType, imageBody } from "./manage-uploads";

/**
 * A person's avatar (docs/spec/platform-and-kitchen.md §3 "User profile": avatar id plus optional
 * crop), uploaded through the same signed-URL mechanism as the kitchen's images but owned by the
 * person, not by a site.
 */

/**
 * Avatars show on every site and in every browser, so only types every browser draws are
 * taken: HEIC/HEIF (most browsers cannot decode them) and SVG (a picture that is a document)
 * are refused here even though the kitchen accepts them.
 */
export const AVATAR_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const satisfies readonly ImageContentType[];
export type AvatarContentType = (typeof AVATAR_TYPES)[number];

export const AVATAR_TYPE_MESSAGE = "Upload a JPEG, PNG, WebP, GIF or AVIF picture";

const isAvatarType = (value: string): value is AvatarContentType =>
  (AVATAR_TYPES as readonly string[]).includes(value);

export const avatarContentType = z
  .string()
  .trim()
  .toLowerCase()
  // "image/png; charset=binary" is still a PNG.
  .transform((value) => value.split(";")[0]?.trim() ?? "")
  .refine(isAvatarType, AVATAR_TYPE_MESSAGE)
  .transform((value) => value as AvatarContentType);

/** POST manage/avatars: registers an uploaded avatar file; the same shape as a site image. */
export const avatarBody = imageBody;

/** The answer (zod schema in ./answers/manage-uploads.ts): the registered avatar. */
export type { AvatarResponse } from "./answers/manage-uploads";

export const avatarExtension = (type: AvatarContentType) => IMAGE_TYPES[type];
