import { uploadedResponse } from "@schema/api/answers/manage-uploads";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { answers } from "../openapi/describe";
import { parseAvatarKey } from "../services/account/avatar";
import { storeImageUpload } from "../services/media/store-upload";
import { parseAudioKey, storeAudioUpload } from "../services/media/story-audio";
import { parseImageKey, verifyUpload } from "../services/media/upload-signing";
import { parseSubscriberCsvKey, storeSubscriberCsv } from "../services/subscriber-import/upload";

/**
 * PUT /api/v1/uploads/{key}?expires=…&signature=…: the bytes of one upload, from a URL that
 * POST manage/image-upload-urls signed (a site's image or a person's avatar), or
 * POST manage/{siteSlug}/audio-upload-urls (a recipe's story read aloud). No session: the
 * signature is the permission, and it covers the key (so the site or the person, and the
 * content type) and the expiry.
 */
export const uploads = new Hono<AppEnv>().put(
  "/*",
  answers(200, uploadedResponse, "Stored: the file's key and size"),
  async (c) => {
    // Issued keys hold no characters that need encoding: the raw path is the key, and
    // anything else fails the signature.
    const key = c.req.path.replace(/^.*?\/uploads\//, "");
    await verifyUpload(c.env, key, c.req.query("expires"), c.req.query("signature"));
    // A subscriber CSV streams to R2 as it comes (it may be tens of megabytes).
    const csv = parseSubscriberCsvKey(key);
    if (csv) return c.json(await storeSubscriberCsv(c.env, key, csv, c.req.raw));
    // A recipe's story read aloud streams the same way.
    const audio = parseAudioKey(key);
    if (audio) return c.json(await storeAudioUpload(c.env, key, audio, c.req.raw));
    // A site's image or a person's avatar: the key says which, and whose.
    const target = parseImageKey(key) ?? parseAvatarKey(key);
    if (!target) throw new ApiError("forbidden", "This upload link is not valid");

    return c.json(await storeImageUpload(c.var.databases, c.env, key, target, c.req.raw));
  },
);
