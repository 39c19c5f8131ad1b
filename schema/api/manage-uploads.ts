import { z } from "zod";

/**
 * Image types the kitchen may upload (docs/spec/platform-and-kitchen.md §5), with the extension
 * each is stored under.
 */
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "image/heic": "heic",
  "image/heif": "heif",
  "image/svg+xml": "svg",
} as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

const isImageType = (value: string): value is ImageContentType => value in IMAGE_TYPES;

export const imageContentType = z
  .string()
  .trim()
  .toLowerCase()
  // "image/jpeg; charset=binary" is still a JPEG.
  .transform((value) => value.split(";")[0]?.trim() ?? "")
  .refine(isImageType, "Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC, HEIF or SVG image")
  .transform((value) => value as ImageContentType);

/**
 * POST manage/image-upload-urls { key, contentType } (docs/spec/platform-and-kitchen.md §7). `key`
 * says where the file goes: `sites/{siteId}/…` for a site the caller manages, `users/{userId}/…`
 * for the caller's own avatar. The server names the file inside that place
 * (sites/{siteId}/images/{uuid}.{ext}, users/{userId}/avatars/{uuid}.{ext}), so names never collide
 * and always match the type; the answer's `key` is the one to PUT and register.
 */
export const imageUploadUrlBody = z.object({
  key: z.string().trim().min(1, "Say where the file goes").max(1024),
  // Which types are taken depends on the place (an avatar takes fewer): checked there.
  contentType: z.string().max(200),
});

/* The answers (ImageUploadUrlResponse, ImageResponse) are zod schemas in
   ./answers/manage-uploads.ts, the OpenAPI document's; their types are re-exported here. */
export type { ImageResponse, ImageUploadUrlResponse } from "./answers/manage-uploads";

/** POST manage/images: registers an uploaded file as an image of its site. */
export const imageBody = z.object({
  key: z.string().max(1024),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  lqip: z
    .string()
    .max(20_000)
    .regex(/^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/, "Use a data: URL")
    .nullable()
    .optional(),
});
