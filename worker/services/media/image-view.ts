import type { Image } from "@schema/db/images";

/** An image as pages receive it: where to load it and how to lay it out before it loads. */
export type ImageView = {
  id: string;
  url: string;
  width: number;
  height: number;
  lqip: string | null;
};

/** Files are served by the web host at /media/{key} (see worker/routes/media.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

export const imageView = (image: Image | null | undefined): ImageView | null =>
  image
    ? {
        id: image.id,
        url: mediaUrl(image.key),
        width: image.width,
        height: image.height,
        lqip: image.lqip,
      }
    : null;
