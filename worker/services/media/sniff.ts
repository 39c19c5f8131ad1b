import type { ImageContentType } from "@schema/api/manage-uploads";
import type { AudioContentType } from "@schema/api/story-audio";

/**
 * Whether the first bytes of a file look like the image type it claims to be. Files are
 * served with their declared type (and nosniff), so this is not what keeps pages safe; it
 * stops a mislabelled or broken file at upload time, where the author can still fix it.
 */
export function looksLike(contentType: ImageContentType, bytes: Uint8Array): boolean {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  switch (contentType) {
    case "image/jpeg":
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case "image/png":
      return ascii(0, 8) === "\x89PNG\r\n\x1a\n";
    case "image/gif":
      return ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a";
    case "image/webp":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
    // ISO base media files: a box size, then "ftyp" and a brand.
    case "image/avif":
    case "image/heic":
    case "image/heif":
      return ascii(4, 8) === "ftyp";
    case "image/svg+xml": {
      const head = new TextDecoder()
        .decode(bytes.subarray(0, 4096))
        .replace(/^\uFEFF/, "")
        .trimStart();
      return head.startsWith("<") && /<svg[\s>]/i.test(head);
    }
  }
}

/** The same check for a recipe's audio story (media/story-audio.ts): the first 12 bytes. */
export function looksLikeAudio(contentType: AudioContentType, bytes: Uint8Array): boolean {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  switch (contentType) {
    // An ID3 tag, or straight into an MPEG frame (its 11-bit sync word).
    case "audio/mpeg":
      return ascii(0, 3) === "ID3" || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case "audio/mp4":
      return ascii(4, 8) === "ftyp";
    case "audio/ogg":
      return ascii(0, 4) === "OggS";
    case "audio/wav":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE";
  }
}
