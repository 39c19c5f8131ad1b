import { z } from "zod";

/**
 * A recipe's story read aloud (docs/spec/visitor-experience.md §2, "audio story"): the audio
 * types the kitchen may upload, with the extension each is stored under. Every one plays in
 * current browsers' <audio>.
 */
export const AUDIO_TYPES = {
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
} as const;
export type AudioContentType = keyof typeof AUDIO_TYPES;

/** About 50 minutes of speech at 128 kbit/s. The bytes stream to R2, never whole in memory. */
export const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

/** What operating systems call the same files: an M4A is often "audio/x-m4a". */
const ALIASES: Record<string, AudioContentType> = {
  "audio/mp3": "audio/mpeg",
  "audio/x-m4a": "audio/mp4",
  "audio/m4a": "audio/mp4",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
};

const isAudioType = (value: string): value is AudioContentType => value in AUDIO_TYPES;

export const audioContentType = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => {
    const bare = value.split(";")[0]?.trim() ?? "";
    return ALIASES[bare] ?? bare;
  })
  .refine(isAudioType, "Upload an MP3, M4A, Ogg or WAV file")
  .transform((value) => value as AudioContentType);

/** POST manage/{siteSlug}/audio-upload-urls: a signed URL for one audio file of the site. */
export const audioUploadUrlBody = z.object({ contentType: audioContentType });

/** A recipe's storyAudioKey as the write shape takes it: a key an audio upload URL gave. */
export const storyAudioKey = z.string().trim().min(1).max(300).nullable().optional();

export type { AudioUploadUrlResponse } from "./answers/manage-uploads";
