import { IMAGE_TYPES, type ImageContentType, MAX_UPLOAD_BYTES } from "@schema/api/manage-uploads";

/**
 * What the browser works out about a picture before it is uploaded: whether it may be
 * uploaded at all, its size in pixels and a tiny blurred placeholder (LQIP). The server
 * checks type and size again; checking here first saves the author a wasted upload.
 */

export const ACCEPTED_IMAGE_TYPES = Object.keys(IMAGE_TYPES) as ImageContentType[];
/** For <input type="file" accept>: types plus extensions (some systems leave HEIC untyped). */
export const IMAGE_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES,
  ...Object.values(IMAGE_TYPES).map((extension) => `.${extension}`),
  ".jpeg",
].join(",");

export const TYPE_ERROR = "Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC, HEIF or SVG image";

const BY_EXTENSION: Record<string, ImageContentType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
  svg: "image/svg+xml",
};

/** The upload type of a file: its own type when allowed, else one read from its name. */
export function imageTypeOf(file: { name: string; type: string }): ImageContentType | null {
  const type = file.type.toLowerCase();
  if (type in IMAGE_TYPES) return type as ImageContentType;
  if (type && type !== "application/octet-stream") return null;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? null;
}

/** Why a file can't be uploaded, or null when it can. */
export function imageFileProblem(
  file: { name: string; type: string; size: number },
  maxBytes = MAX_UPLOAD_BYTES,
): string | null {
  if (!imageTypeOf(file)) return `${file.name}: ${TYPE_ERROR}`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > maxBytes) {
    return `${file.name} is ${formatMegabytes(file.size)}; images may be at most ${formatMegabytes(maxBytes)}`;
  }
  return null;
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

/**
 * HEIC/HEIF pictures (iPhone photos) are not decodable by most browsers; their size is in
 * the "ispe" (image spatial extents) box near the start of the file. The largest wins: a
 * file also describes its thumbnails.
 */
export function heifSize(bytes: Uint8Array): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 4; i + 16 <= bytes.length; i++) {
    // "ispe" then 4 bytes of version and flags, then width and height (big-endian).
    if (
      bytes[i] !== 0x69 ||
      bytes[i + 1] !== 0x73 ||
      bytes[i + 2] !== 0x70 ||
      bytes[i + 3] !== 0x65
    )
      continue;
    const width = view.getUint32(i + 8);
    const height = view.getUint32(i + 12);
    if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) {
      best = { width, height };
    }
  }
  return best;
}

export type PictureFacts = { width: number; height: number; lqip: string | null };

/** The LQIP is drawn this small: enough for a blurred preview, a few hundred bytes. */
export const LQIP_SIZE = { width: 16, height: 12 } as const;

/**
 * Browser only. Reads the picture's size in pixels and draws the LQIP (a 16×12 data URL,
 * placeholderDataUrl). Pictures the browser can't decode (HEIC in most) still get their size
 * from the file itself; their LQIP is null.
 */
export async function readPicture(file: File): Promise<PictureFacts | null> {
  const decoded = await decodePicture(file);
  if (!decoded) {
    const size = heifSize(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
    return size ? { ...size, lqip: null } : null;
  }
  try {
    const canvas = document.createElement("canvas");
    canvas.width = LQIP_SIZE.width;
    canvas.height = LQIP_SIZE.height;
    const context = canvas.getContext("2d");
    if (!context) return { width: decoded.width, height: decoded.height, lqip: null };
    // JPEG has no transparency: a transparent PNG's placeholder should be white, not black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(decoded.source, 0, 0, canvas.width, canvas.height);
    return {
      width: decoded.width,
      height: decoded.height,
      lqip: placeholderDataUrl(canvas),
    };
  } finally {
    decoded.release();
  }
}

/**
 * Every page that shows the picture carries this inline, once per card: WebP where the
 * browser can write it (about 150 bytes at this size), else JPEG (Safari; its tables alone
 * are some 600 bytes). Both at quality 0.5: it is drawn blurred anyway.
 */
function placeholderDataUrl(canvas: HTMLCanvasElement): string {
  const webp = canvas.toDataURL("image/webp", 0.5);
  // A browser that cannot encode the type answers PNG instead.
  return webp.startsWith("data:image/webp") ? webp : canvas.toDataURL("image/jpeg", 0.5);
}

type Decoded = {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
};

async function decodePicture(file: File): Promise<Decoded | null> {
  // createImageBitmap cannot take SVG; an <img> can, and knows its intrinsic size.
  if (file.type !== "image/svg+xml" && typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // fall through to <img>
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    const width = img.naturalWidth;
    const height = img.naturalHeight;
    if (!width || !height) {
      URL.revokeObjectURL(url);
      return null;
    }
    return { source: img, width, height, release: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

export type PutResult = { ok: true } | { ok: false; message: string };

/** No progress and no answer for this long: the upload is given up (and can be retried). */
export const UPLOAD_STALL_MS = 30_000;

/**
 * PUTs the bytes to the signed upload URL. XMLHttpRequest rather than fetch: fetch reports
 * no upload progress, and the author watching a 10 MB photo go up wants a moving bar.
 */
export function putWithProgress(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PutResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onloadend = () => clearTimeout(timer);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true });
        return;
      }
      let message = `The upload failed (${xhr.status})`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // not JSON: keep the status
      }
      resolve({ ok: false, message });
    };
    xhr.onerror = () =>
      resolve({ ok: false, message: "The upload was interrupted. Check your connection." });
    xhr.onabort = () =>
      resolve({
        ok: false,
        message: stalled
          ? "The upload stalled. Check your connection and retry."
          : "Upload cancelled",
      });
    signal?.addEventListener("abort", () => xhr.abort());
    watch();
    xhr.send(file);
  });
}
