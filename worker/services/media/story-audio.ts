import type { StoryAudioView } from "@schema/api/public-read";
import { AUDIO_TYPES, type AudioContentType, MAX_AUDIO_BYTES } from "@schema/api/story-audio";
import type { Env } from "../../env";
import { ApiError, type FieldIssue } from "../../errors";
import type { Site } from "../sites/lookup";
import { mediaUrl } from "./image-view";
import { looksLikeAudio } from "./sniff";
import { uploadUrl } from "./upload-signing";

/**
 * A recipe's story read aloud. The file takes the kitchen's upload path (a signed URL the
 * browser PUTs to, worker/routes/uploads.ts) under sites/{siteId}/audio/{uuid}.{ext}; the
 * recipe names it by that key (recipes.story_audio_key), and /media serves it with Range
 * requests so a player can seek. It goes with the site's other files when the site is
 * deleted (deletion/site-purge.ts) and into the site's export.
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY_PATTERN = new RegExp(`^sites/(${UUID})/audio/${UUID}\\.([a-z0-9]+)$`);
/** The sniff reads this many bytes of the head of the file. */
const HEAD_BYTES = 12;

/** The site and content type an audio key was issued for, or null for anything else. */
export function parseAudioKey(
  key: string,
): { siteId: string; contentType: AudioContentType } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[2]) return null;
  const entry = Object.entries(AUDIO_TYPES).find(([, ext]) => ext === match[2]);
  return entry ? { siteId: match[1], contentType: entry[0] as AudioContentType } : null;
}

/** POST manage/{siteSlug}/audio-upload-urls: where the site's next audio file goes. */
export async function issueAudioUploadUrl(
  env: Parameters<typeof uploadUrl>[0],
  site: Site,
  contentType: AudioContentType,
) {
  const key = `sites/${site.id}/audio/${crypto.randomUUID()}.${AUDIO_TYPES[contentType]}`;
  return { ...(await uploadUrl(env, key)), maxBytes: MAX_AUDIO_BYTES };
}

const tooLarge = () =>
  new ApiError(
    "payload_too_large",
    `Audio files may be at most ${MAX_AUDIO_BYTES / 1024 / 1024} MB`,
  );

/**
 * PUT of an audio file to its signed URL: the signed type, a Content-Length within the
 * limit, a head that looks like that type, and then the bytes streamed into R2 without being
 * held in memory (a FixedLengthStream refuses a body of any other length).
 */
export async function storeAudioUpload(
  env: Pick<Env, "MEDIA">,
  key: string,
  target: { siteId: string; contentType: AudioContentType },
  request: Request,
) {
  const sent = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (sent !== target.contentType) {
    throw new ApiError("bad_request", `This link takes a ${target.contentType} file`, [
      { path: "contentType", message: `Send the file as ${target.contentType}` },
    ]);
  }
  const declared = request.headers.get("Content-Length");
  const length = Number(declared ?? "");
  if (!declared || !Number.isSafeInteger(length) || length < 0) {
    throw new ApiError("bad_request", "Send the file with its Content-Length");
  }
  if (length === 0 || !request.body) throw new ApiError("bad_request", "The file is empty");
  if (length > MAX_AUDIO_BYTES) throw tooLarge();
  // A page caches the file forever once a recipe names it: the link may not swap the bytes.
  if (await env.MEDIA.head(key)) throw new ApiError("conflict", "This file is already stored");

  const reader = request.body.getReader();
  const head = await readHead(reader, HEAD_BYTES);
  if (!looksLikeAudio(target.contentType, head)) {
    await reader.cancel();
    throw new ApiError("bad_request", `The file is not ${AUDIO_NAMES[target.contentType]} audio`);
  }
  const { readable, writable } = new FixedLengthStream(length);
  const pump = async () => {
    const writer = writable.getWriter();
    await writer.write(head);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      await writer.write(chunk.value);
    }
    await writer.close();
  };
  try {
    const [, stored] = await Promise.all([
      pump(),
      env.MEDIA.put(key, readable, {
        httpMetadata: { contentType: target.contentType },
        customMetadata: { siteId: target.siteId },
      }),
    ]);
    return { key, bytes: stored?.size ?? length };
  } catch (error) {
    // A body shorter or longer than its Content-Length: nothing is stored.
    console.warn(`story audio: ${key} did not arrive whole`, error);
    throw new ApiError("bad_request", "The file did not arrive whole. Please upload it again.");
  }
}

/** The first `size` bytes (or all of a shorter body), read off the stream. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, size: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < size) {
    const chunk = await reader.read();
    if (chunk.done) break;
    chunks.push(chunk.value);
    total += chunk.value.byteLength;
  }
  const head = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.byteLength;
  }
  return head;
}

const AUDIO_NAMES: Record<AudioContentType, string> = {
  "audio/mpeg": "MP3",
  "audio/mp4": "M4A",
  "audio/ogg": "Ogg",
  "audio/wav": "WAV",
};

/**
 * What a recipe save says of its storyAudioKey: a key issued for this site whose file is in
 * R2, or an issue on the field (another site's key answers the same as a missing file).
 */
export async function storyAudioIssues(
  media: Pick<R2Bucket, "head">,
  siteId: string,
  key: string | null | undefined,
): Promise<FieldIssue[]> {
  if (!key) return [];
  const stored = parseAudioKey(key)?.siteId === siteId ? await media.head(key) : null;
  return stored ? [] : [{ path: "storyAudioKey", message: "Upload the audio file first" }];
}

/** The story's audio as a page receives it. */
export function storyAudioView(key: string | null): StoryAudioView | null {
  const parsed = key ? parseAudioKey(key) : null;
  return key && parsed ? { url: mediaUrl(key), contentType: parsed.contentType } : null;
}
