import { z } from "zod";
import { imageView } from "./public-read";

/**
 * Answer shapes of uploads. Only the worker loads these schemas (see ./public-read.ts for
 * why); ../manage-uploads.ts and ../account-avatar.ts re-export the types.
 */

/** POST manage/image-upload-urls */
export const imageUploadUrlResponse = z.object({
  uploadUrl: z.string().describe("PUT the bytes here with the same Content-Type, before expiresAt"),
  key: z.string().describe("Where the file goes: register it under this key once uploaded"),
  expiresAt: z.iso.datetime(),
  maxBytes: z.number().int(),
});
export type ImageUploadUrlResponse = z.infer<typeof imageUploadUrlResponse>;

/** POST manage/{siteSlug}/audio-upload-urls */
export const audioUploadUrlResponse = imageUploadUrlResponse.extend({
  key: z.string().describe("Once uploaded, save it as a recipe's storyAudioKey"),
});
export type AudioUploadUrlResponse = z.infer<typeof audioUploadUrlResponse>;

/** POST manage/images and POST manage/avatars: the registered image. */
export const imageResponse = z.object({ image: imageView });
export type ImageResponse = z.infer<typeof imageResponse>;
export type AvatarResponse = ImageResponse;

/** PUT uploads/{key}: the stored file. */
export const uploadedResponse = z.object({
  key: z
    .string()
    .describe("The key the file is stored under (register it with POST manage/images)"),
  bytes: z.number().int().describe("The stored size"),
});
