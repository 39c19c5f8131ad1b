import type { ImageView } from "@schema/api/public-read";

/**
 * Sized image addresses. Images are served by the web host at /media/{key}; the query asks
 * for a size, which the API makes through the Images binding (worker/routes/media.ts), so
 * one upload serves the slider, the social card and the structured data.
 */

/** docs/spec/visitor-experience.md §9: default image quality 75; the social image is 800×600. */
export const IMAGE_QUALITY = 75;
export const SOCIAL_IMAGE = { width: 800, height: 600 } as const;

export type ImageSize = { width: number; height?: number };

export function imageUrl(image: Pick<ImageView, "url" | "crop">, size: ImageSize): string {
  const params = new URLSearchParams({ width: String(size.width) });
  if (size.height) {
    params.set("height", String(size.height));
    params.set("fit", "cover");
  }
  params.set("quality", String(IMAGE_QUALITY));
  const crop = image.crop;
  if (crop && crop.width > 0 && crop.height > 0) {
    // The creator's crop, applied before resizing: x,y,width,height in source pixels.
    params.set("crop", [crop.x, crop.y, crop.width, crop.height].map(Math.round).join(","));
  }
  return `${image.url}?${params}`;
}

/** Widths offered to the browser for a responsive image (never wider than the source). */
export function imageSrcSet(image: Pick<ImageView, "url" | "crop" | "width">, widths: number[]) {
  const usable = widths.filter((width) => width <= image.width);
  // A wider candidate than the upload was wanted (a high-density screen): the upload's own
  // width is the sharpest there is, so it tops the list.
  const list =
    usable.length < widths.length && !usable.includes(image.width)
      ? [...usable, image.width]
      : usable;
  return list.map((width) => `${imageUrl(image, { width })} ${width}w`).join(", ");
}

/** An absolute address, for structured data and social cards (crawlers need the origin). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
