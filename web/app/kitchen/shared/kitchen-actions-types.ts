import type { ImageResponse, ImageUploadUrlResponse } from "@schema/api/manage-uploads";
import type { ActionFailure } from "./action-result";

/** Answers of the kitchen layout's upload intents (kitchen-actions.server.ts). */
export type UploadUrlResult = { ok: true; upload: ImageUploadUrlResponse } | ActionFailure;
export type RegisterImageResult = { ok: true; image: ImageResponse["image"] } | ActionFailure;
