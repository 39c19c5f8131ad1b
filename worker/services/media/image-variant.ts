import { z } from "zod";

/**
 * The size, fit, quality and crop a page asks of an uploaded image (`/media/{key}?width=…`,
 * built by web/app/lib/recipe-page/image-url.ts), checked and turned into an Images
 * binding transform. One upload serves the card, the slider, the social card and the
 * structured data at the size each needs.
 */

/**
 * docs/spec/platform-and-kitchen.md §9: images are served at quality 75 unless a page asks
 * otherwise.
 */
const DEFAULT_QUALITY = 75;

const dimension = z.coerce.number().int().min(1).max(4096);

export const imageVariantQuery = z
  .object({
    width: dimension.optional(),
    height: dimension.optional(),
    fit: z.enum(["cover", "contain", "scale-down"]).optional(),
    quality: z.coerce.number().int().min(1).max(100).optional(),
    /** The creator's crop in source pixels: "x,y,width,height". */
    crop: z
      .string()
      .regex(/^\d{1,5},\d{1,5},\d{1,5},\d{1,5}$/, "Expected x,y,width,height in pixels")
      .optional(),
  })
  .strict();

export type ImageVariantQuery = z.infer<typeof imageVariantQuery>;

/** Formats the Images binding can read and write; anything else (SVG, PDF) is served as is. */
const TRANSFORMABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/avif"]);

export const isTransformable = (contentType: string | undefined) =>
  TRANSFORMABLE.has((contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "");

export const wantsVariant = (query: ImageVariantQuery) =>
  query.width !== undefined || query.height !== undefined || query.crop !== undefined;

export function variantTransform(query: ImageVariantQuery): ImageTransform {
  const transform: ImageTransform = {};
  if (query.crop) {
    const [left, top, width, height] = query.crop.split(",").map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (width > 0 && height > 0) transform.trim = { left, top, width, height };
  }
  if (query.width) transform.width = query.width;
  if (query.height) transform.height = query.height;
  // Never upscale unless a box was asked for (cover fills it exactly).
  transform.fit = query.fit ?? "scale-down";
  return transform;
}

/**
 * WebP where the browser takes it (every current one does): a third the bytes of a PNG
 * photo. Otherwise the source's own format, so old clients still get what they can show.
 */
export function variantOutput(
  accept: string | null,
  sourceType: string,
  quality: number | undefined,
): ImageOutputOptions {
  const format = /\bimage\/webp\b/.test(accept ?? "")
    ? "image/webp"
    : sourceType === "image/png"
      ? "image/png"
      : "image/jpeg";
  // PNG is lossless: a quality would mean nothing to it.
  return format === "image/png" ? { format } : { format, quality: quality ?? DEFAULT_QUALITY };
}

/** A variant's validator: the source's plus what was asked, so each size caches on its own. */
export function variantEtag(sourceEtag: string, query: ImageVariantQuery, format: string) {
  const bare = sourceEtag.replace(/^W\//, "").replace(/"/g, "");
  const parts = [query.width, query.height, query.fit, query.quality, query.crop, format]
    .map((part) => part ?? "")
    .join("-");
  return `"${bare}-${parts.replace(/[^\w.,-]/g, "_")}"`;
}
