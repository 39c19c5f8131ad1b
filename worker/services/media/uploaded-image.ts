import type { imageBody } from "@schema/api/manage-uploads";
import { images } from "@schema/db/images";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../env";
import { ApiError } from "../../errors";
import { type ImageView, imageView } from "./image-view";

/**
 * The images row for bytes already uploaded under `body.key` (a site's picture or a
 * person's avatar; the callers check who may register the key). The bytes must be in R2
 * first. Registering the same key again answers the same image, so a retried request is
 * harmless.
 */
export async function recordUploadedImage(
  db: Db,
  media: R2Bucket,
  body: z.infer<typeof imageBody>,
  owner: { siteId: string | null; uploaderId: string; contentType: string },
): Promise<{ image: ImageView; created: boolean }> {
  const object = await media.head(body.key);
  if (!object) {
    throw new ApiError("bad_request", "Upload the file first", [
      { path: "key", message: "No file has been uploaded under this key" },
    ]);
  }
  const [inserted] = await db
    .insert(images)
    .values({
      siteId: owner.siteId,
      uploaderId: owner.uploaderId,
      key: body.key,
      // What R2 stored; the type the key was issued for if it stored none.
      contentType: object.httpMetadata?.contentType ?? owner.contentType,
      width: body.width,
      height: body.height,
      lqip: body.lqip ?? null,
      bytes: object.size,
    })
    .onConflictDoNothing({ target: images.key })
    .returning();
  const row =
    inserted ?? (await db.select().from(images).where(eq(images.key, body.key)).limit(1))[0];
  const view = imageView(row);
  if (!view) throw new Error(`Image ${body.key} vanished after insert`);
  return { image: view, created: Boolean(inserted) };
}
