import type { imageBody } from "@schema/api/manage-uploads";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import type { SiteDatabases } from "../../lib/site-databases";
import { refuseWriteWhileMoving } from "../../lib/site-moving";
import { requireManager } from "../../middleware/manager";
import type { Session } from "../identity/sessions";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { ImageView } from "./image-view";
import { parseImageKey } from "./upload-signing";
import { recordUploadedImage } from "./uploaded-image";

/**
 * POST manage/images: the images row for an uploaded file. The key says which site it was
 * issued for; the caller must run that site, and the bytes must be in R2 already.
 * Registering the same key again answers the same image (a retried request is harmless).
 */
export async function registerImage(
  c: {
    var: { db: Db; databases: SiteDatabases; session: Session | null };
    env: Pick<Env, "MEDIA">;
  },
  body: z.infer<typeof imageBody>,
): Promise<{ image: ImageView; created: boolean }> {
  const parsed = parseImageKey(body.key);
  // A key we never issue names no site the caller runs: the same 404 as someone else's.
  if (!parsed) throw notFound("Upload");
  const { site, manager, dbs } = await requireManager(c, { id: parsed.siteId });
  refuseWriteWhileMoving("POST", site);
  // A site's media is its own database's (ADR 0014); the uploader is named there too.
  await ensurePersonAnchor(dbs, manager.user.id);
  return recordUploadedImage(dbs.site, c.env.MEDIA, body, {
    siteId: site.id,
    uploaderId: manager.user.id,
    contentType: parsed.contentType,
  });
}
