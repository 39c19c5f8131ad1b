import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { imageBody } from "../../../schema/api/manage-uploads";
import { images } from "../../../schema/db/images";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import { type ImageView, imageView } from "../media";
import type { Session } from "../sessions";
import { requireManager } from "./manager";
import { parseImageKey } from "./upload-signing";

/**
 * POST manage/images: the images row for an uploaded file. The key says which site it was
 * issued for; the caller must run that site, and the bytes must be in R2 already.
 * Registering the same key again answers the same image (a retried request is harmless).
 */
export async function registerImage(
  c: { var: { db: Db; session: Session | null }; env: Pick<Env, "MEDIA"> },
  body: z.infer<typeof imageBody>,
): Promise<{ image: ImageView; created: boolean }> {
  const parsed = parseImageKey(body.key);
  // A key we never issue names no site the caller runs: the same 404 as someone else's.
  if (!parsed) throw notFound("Upload");
  const { site, manager } = await requireManager(c, { id: parsed.siteId });
  const object = await c.env.MEDIA.head(body.key);
  if (!object) {
    throw new ApiError("bad_request", "Upload the file first", [
      { path: "key", message: "No file has been uploaded under this key" },
    ]);
  }
  const [inserted] = await c.var.db
    .insert(images)
    .values({
      siteId: site.id,
      uploaderId: manager.user.id,
      key: body.key,
      contentType: object.httpMetadata?.contentType ?? parsed.contentType,
      width: body.width,
      height: body.height,
      lqip: body.lqip ?? null,
      bytes: object.size,
    })
    .onConflictDoNothing({ target: images.key })
    .returning();
  const row =
    inserted ?? (await c.var.db.select().from(images).where(eq(images.key, body.key)).limit(1))[0];
  const view = imageView(row);
  if (!view) throw new Error(`Image ${body.key} vanished after insert`);
  return { image: view, created: Boolean(inserted) };
}
