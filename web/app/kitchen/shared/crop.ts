/**
 * A picture's crop, in the picture's own pixels ({ width, height, x, y }, as the API stores
 * it). Pure helpers for the crop editor: every result lies inside the picture and is at
 * least MIN_CROP pixels on each side.
 */
export type Crop = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };

export const MIN_CROP = 16;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whole pixels, inside the picture, never smaller than the minimum. */
export function clampCrop(crop: Crop, image: Size): Crop {
  const minWidth = Math.min(MIN_CROP, image.width);
  const minHeight = Math.min(MIN_CROP, image.height);
  const width = Math.round(clamp(crop.width, minWidth, image.width));
  const height = Math.round(clamp(crop.height, minHeight, image.height));
  const x = Math.round(clamp(crop.x, 0, image.width - width));
  const y = Math.round(clamp(crop.y, 0, image.height - height));
  return { x, y, width, height };
}

/** The largest centred crop of the given aspect (width / height); the whole picture for null. */
export function centeredCrop(image: Size, aspect: number | null): Crop {
  if (!aspect) return { x: 0, y: 0, width: image.width, height: image.height };
  let width = image.width;
  let height = width / aspect;
  if (height > image.height) {
    height = image.height;
    width = height * aspect;
  }
  return clampCrop(
    { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height },
    image,
  );
}

export function moveCrop(crop: Crop, dx: number, dy: number, image: Size): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image);
}

/**
 * Grows or shrinks from the bottom-right corner. With an aspect, the height follows the
 * width (and both stop where the picture ends).
 */
export function resizeCrop(
  crop: Crop,
  dw: number,
  dh: number,
  image: Size,
  aspect: number | null,
): Crop {
  let width = clamp(crop.width + dw, MIN_CROP, image.width - crop.x);
  let height = clamp(crop.height + dh, MIN_CROP, image.height - crop.y);
  if (aspect) {
    height = width / aspect;
    if (crop.y + height > image.height) {
      height = image.height - crop.y;
      width = height * aspect;
    }
  }
  return clampCrop({ ...crop, width, height }, image);
}

/** A crop that keeps the whole picture is no crop at all: stored as null. */
export function isWholeImage(crop: Crop, image: Size): boolean {
  return crop.x === 0 && crop.y === 0 && crop.width >= image.width && crop.height >= image.height;
}
