import { audioUploadUrlResponse } from "@schema/api/answers/manage-uploads";
import { audioUploadUrlBody } from "@schema/api/story-audio";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { issueAudioUploadUrl } from "../services/media/story-audio";
import { validate } from "../validate";

/**
 * A recipe's story read aloud, uploaded in two steps: POST …/audio-upload-urls
 * { contentType } gives a signed URL and a key; the browser PUTs the file there; the key is
 * then saved as the recipe's storyAudioKey (the save checks the file is there).
 */
export const manageStoryAudio = new Hono<ManagerEnv>().post(
  "/:siteSlug/audio-upload-urls",
  answers(200, audioUploadUrlResponse, "A signed URL to PUT one audio file of the site to"),
  manager,
  validate("json", audioUploadUrlBody),
  async (c) => {
    // The same budget as pictures: each URL is one file in the site's storage.
    await enforceAbuseLimit(c.env, "imageUploadUrl", {
      person: c.var.manager.user.id,
      ip: clientIp(c),
    });
    return c.json(await issueAudioUploadUrl(c.env, c.var.site, c.req.valid("json").contentType));
  },
);
