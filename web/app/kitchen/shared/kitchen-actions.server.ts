import { data } from "@remix-run/cloudflare";
import { imageBody, imageContentType } from "@schema/api/manage-uploads";
import { audioContentType } from "@schema/api/story-audio";
import { z } from "zod";
import { siteHop } from "../../lib/account-hop.server";
import type { ApiArgs } from "../../lib/api.server";
import { readForm } from "../../lib/read-form.server";
import { readSessionToken } from "../../lib/session.server";
import type { ActionFailure } from "./action-result";
import type { RegisterImageResult, UploadUrlResult } from "./kitchen-actions-types";
import { actionFailure, callManage, requireKitchenSite, signInRedirect } from "./manager.server";

/**
 * The kitchen layout's action (POST /kitchen/{site}): calls every kitchen page shares.
 *  - JSON from a fetcher: `image-upload-url` and `register-image` (steps 1 and 3 of an upload;
 *    step 2, the bytes, goes straight from the browser to the signed /uploads/… URL), and
 *    `audio-upload-url` (a recipe's story read aloud: the key is saved with the recipe);
 *  - a plain form posted into a new tab: `preview`, which signs the author in on the site's
 *    own host (its cookie is separate) and opens a page there.
 */

const jsonIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("image-upload-url"), contentType: imageContentType }),
  z.object({ intent: z.literal("audio-upload-url"), contentType: audioContentType }),
  z.object({ intent: z.literal("register-image"), image: imageBody }),
]);

export async function kitchenLayoutAction(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  const type = args.request.headers.get("Content-Type") ?? "";

  if (!type.includes("application/json")) {
    const form = await readForm(args.request);
    if (form.get("intent") !== "preview") throw data(null, { status: 400 });
    // Drafts and paid recipes show only to a manager signed in on the site's own host.
    const path = String(form.get("path") ?? "/");
    const token = readSessionToken(args.request);
    return siteHop(args, token, site, path, signInRedirect(args.request, true));
  }

  const parsed = jsonIntent.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) {
    return data<ActionFailure>(
      {
        ok: false,
        status: 400,
        error: "bad_request",
        message: "That file can't be uploaded",
        issues: [],
      },
      400,
    );
  }
  const body = parsed.data;
  if (body.intent === "audio-upload-url") {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["audio-upload-urls"].$post({
        param: { siteSlug: site.slug },
        json: { contentType: body.contentType },
      }),
    );
    if (!result.ok) return data<UploadUrlResult>(actionFailure(result), result.status);
    return data<UploadUrlResult>({ ok: true, upload: result.body });
  }
  if (body.intent === "image-upload-url") {
    const result = await callManage(args, (manage) =>
      manage["image-upload-urls"].$post({
        // The spec's call: the key names the site's place; the API names the file in it.
        json: { key: `sites/${site.id}/`, contentType: body.contentType },
      }),
    );
    if (!result.ok) return data<UploadUrlResult>(actionFailure(result), result.status);
    return data<UploadUrlResult>({ ok: true, upload: result.body });
  }
  const result = await callManage(args, (manage) => manage.images.$post({ json: body.image }));
  if (!result.ok) return data<RegisterImageResult>(actionFailure(result), result.status);
  return data<RegisterImageResult>({ ok: true, image: result.body.image });
}
