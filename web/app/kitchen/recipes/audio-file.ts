import {
  AUDIO_TYPES,
  type AudioContentType,
  audioContentType,
  MAX_AUDIO_BYTES,
} from "@schema/api/story-audio";
import { formatMegabytes } from "../shared/image-file";

/**
 * What the browser works out about a story's audio file before it goes up: its upload type
 * (from its own type, or its name when the system leaves it untyped) and whether it may be
 * uploaded at all. The server checks both again.
 */

/** For <input type="file" accept>: the types, their other names and the extensions. */
export const AUDIO_ACCEPT = [
  ...Object.keys(AUDIO_TYPES),
  "audio/x-m4a",
  "audio/x-wav",
  ...Object.values(AUDIO_TYPES).map((extension) => `.${extension}`),
].join(",");

export const AUDIO_TYPE_ERROR = "Upload an MP3, M4A, Ogg or WAV file";

const BY_EXTENSION: Record<string, AudioContentType> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
};

export function audioTypeOf(file: { name: string; type: string }): AudioContentType | null {
  const typed = audioContentType.safeParse(file.type);
  if (typed.success) return typed.data;
  if (file.type && file.type !== "application/octet-stream") return null;
  return BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? null;
}

/** Why a file can't be the story's audio, or null when it can. */
export function audioFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes = MAX_AUDIO_BYTES,
): string | null {
  if (!audioTypeOf(file)) return `${file.name}: ${AUDIO_TYPE_ERROR}`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > maxBytes) {
    return `${file.name} is ${formatMegabytes(file.size)}; audio may be at most ${formatMegabytes(maxBytes)}`;
  }
  return null;
}
