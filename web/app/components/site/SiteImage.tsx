import type { ImageView } from "@schema/api/public-read";
import type { CSSProperties } from "react";
import { imageSrcSet, imageUrl } from "../../lib/recipe-page/image-url";

/** The blur placeholder only when it is an inline image: it goes into a CSS url(). */
const LQIP = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

type Props = {
  image: Pick<ImageView, "url" | "width" | "height" | "lqip" | "crop">;
  alt: string;
  /** The widest the image is drawn, in CSS pixels; the srcset goes up to twice that. */
  displayWidth: number;
  /** How wide it is in the layout, for the browser's choice among the srcset. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /**
   * The page's main picture (its largest paint): loaded at once and ahead of other images.
   * One per page, or it means nothing.
   */
  priority?: boolean;
};

/**
 * An uploaded image with its intrinsic width and height (no layout shift) and the blurred
 * placeholder behind it until the bytes arrive. The frame (16:9, square…) is the caller's CSS.
 */
export function SiteImage(props: Props) {
  const { image, alt, displayWidth, sizes, className, eager, priority } = props;
  const style: CSSProperties | undefined =
    image.lqip && LQIP.test(image.lqip)
      ? { backgroundImage: `url("${image.lqip}")`, backgroundSize: "cover" }
      : undefined;
  return (
    <img
      className={className}
      src={imageUrl(image, { width: Math.min(displayWidth, image.width) })}
      srcSet={imageSrcSet(
        image,
        [displayWidth / 2, displayWidth, displayWidth * 2].map(Math.round),
      )}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? "eager" : "lazy"}
      // Lower case: React 18 passes unknown lower-case attributes through, but warns about
      // the camel-case prop it does not know yet.
      {...(priority ? { fetchpriority: "high" } : {})}
      decoding={priority ? "auto" : "async"}
      style={style}
    />
  );
}
