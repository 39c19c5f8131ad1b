import type { ImageView } from "@schema/api/public-read";
import { SiteImage } from "./SiteImage";

/** The header's column (.collection-page__header): the widest the cover is drawn. */
const COVER_WIDTH = 760;

/**
 * The collection's own image at the top of its page (the card shows it too). Its width and
 * height are those of what is served (the creator's crop, when there is one), so the browser
 * keeps the right box before the bytes arrive and nothing below it moves. The page's largest
 * picture, so it loads first.
 */
export function CollectionCover({ image, title }: { image: ImageView; title: string }) {
  const served = image.crop
    ? { ...image, width: Math.round(image.crop.width), height: Math.round(image.crop.height) }
    : image;
  return (
    <SiteImage
      className="collection-page__cover"
      image={served}
      alt={`${title}: the collection's cover`}
      displayWidth={COVER_WIDTH}
      sizes={`(min-width: ${COVER_WIDTH + 48}px) ${COVER_WIDTH}px, 100vw`}
      priority
    />
  );
}
