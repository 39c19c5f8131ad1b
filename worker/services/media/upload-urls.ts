import { avatarContentType } from "@schema/api/account-avatar";
import { imageContentType, MAX_UPLOAD_BYTES } from "@schema/api/manage-uploads";
import type { z } from "zod";
import type { AppEnv } from "../../env";
import { ApiError, issuesFromZod, notFound } from "../../errors";
import { requireManager } from "../../middleware/manager";
import { requireSession } from "../../middleware/session";
import { newAvatarKey } from "../account/avatar";
import type { Session } from "../identity/sessions";
import { newImageKey, uploadUrl } from "./upload-signing";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PLACE = new RegExp(`^(sites|users)/(${UUID})/`);

type Caller = { env: AppEnv["Bindings"]; var: AppEnv["Variables"] };

/** The content type, if the place takes it; 400 on contentType otherwise. */
function typeFor<T>(shape: z.ZodType<T>, contentType: string): T {
  const parsed = shape.safeParse(contentType);
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error).map((issue) => ({ ...issue, path: "contentType" }));
  throw new ApiError("bad_request", issues[0]?.message ?? "Unsupported type", issues);
}

/**
 * POST manage/image-upload-urls: a signed URL for one file in the place `key` names, if the
 * caller may put files there. A site the caller does not manage, someone else's avatar or a
 * place we do not have all answer 404, the same as a site that does not exist.
 */
export async function issueImageUploadUrl(c: Caller, body: { key: string; contentType: string }) {
  const place = PLACE.exec(body.key);
  if (!place?.[1] || !place[2]) throw notFound("Upload location");
  const [, kind, id] = place;

  let key: string;
  if (kind === "sites") {
    const { site } = await requireManager(c, { id });
    key = newImageKey(site.id, typeFor(imageContentType, body.contentType));
  } else {
    // Avatars belong to the account area: a session signed in on one creator's site is 401.
    const session: Session = requireSession(c, "platform");
    if (session.user.id !== id) throw notFound("Upload location");
    key = newAvatarKey(session.user.id, typeFor(avatarContentType, body.contentType));
  }
  return { ...(await uploadUrl(c.env, key)), maxBytes: MAX_UPLOAD_BYTES };
}
