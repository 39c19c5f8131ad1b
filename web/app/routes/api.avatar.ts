import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { avatarBody, avatarContentType } from "@schema/api/account-avatar";
import { z } from "zod";
import type { AvatarActionReply } from "../lib/account/avatar";
import { callApi } from "../lib/api.server";
import { getViewer } from "../lib/current-user.server";
import { resolveHost } from "../lib/host.server";
import {
  readWrite,
  reply,
  replyFailure,
  signInRequired,
} from "../lib/interactions/api-route.server";
import { readSessionToken } from "../lib/session.server";

/**
 * The profile page's picture (platform host only), called from the browser:
 *  POST /api/avatar { intent: "upload-url", contentType } → { upload } (a signed URL; the
 *       browser PUTs the bytes to it, /uploads/… forwards them to the API);
 *  POST /api/avatar { intent: "save", image: { key, width, height, lqip } } → { avatar }
 *       (registers the upload and makes it the profile's picture);
 *  POST /api/avatar { intent: "remove" } → { avatar: null }.
 */
const intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload-url"), contentType: avatarContentType }),
  z.object({ intent: z.literal("save"), image: avatarBody }),
  z.object({ intent: z.literal("remove") }),
]);

export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const host = await resolveHost(args);
  if (host.kind !== "platform") {
    return reply({ error: "not_found", message: "Not found" }, 404);
  }
  const token = readSessionToken(args.request);
  if (!token) return signInRequired();
  const parsed = intent.safeParse(body);
  if (!parsed.success) {
    return reply(
      {
        error: "bad_request",
        message: parsed.error.issues[0]?.message ?? "That picture can't be uploaded",
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      },
      400,
    );
  }
  const call = parsed.data;

  if (call.intent === "upload-url") {
    // The call of docs/spec/platform-and-kitchen.md §7: the key names the person's own place; the
    // API names the file in it.
    const { user } = await getViewer(args, host);
    if (!user) return signInRequired();
    const result = await callApi(
      args,
      (api) =>
        api.manage["image-upload-urls"].$post({
          json: { key: `users/${user.id}/`, contentType: call.contentType },
        }),
      { token },
    );
    return result.ok ? reply<AvatarActionReply>({ upload: result.body }) : replyFailure(result);
  }

  let avatarId: string | null = null;
  if (call.intent === "save") {
    const registered = await callApi(
      args,
      (api) => api.manage.avatars.$post({ json: call.image }),
      {
        token,
      },
    );
    if (!registered.ok) return replyFailure(registered);
    avatarId = registered.body.image.id;
  }
  const saved = await callApi(
    args,
    (api) =>
      api.manage["current-user"].$put({ json: { avatar: avatarId ? { id: avatarId } : null } }),
    { token },
  );
  if (!saved.ok) return replyFailure(saved);
  return reply<AvatarActionReply>({ avatar: saved.body.currentUser.avatar });
}

/** Nothing to read here: the profile page's loader has the picture. */
export const loader = () => reply({ error: "not_found", message: "Not found" }, 404);
