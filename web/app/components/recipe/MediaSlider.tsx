import type { ImageView } from "@schema/api/public-read";
import { useCallback, useEffect, useRef, useState } from "react";
import { youtubePlayerUrl, youtubeVideoId } from "../../lib/youtube";
import { SiteImage } from "../site/SiteImage";
import { ArrowIcon } from "./icons";

export type Slide = { kind: "video"; id: string } | { kind: "image"; image: ImageView };

type Props = {
  slides: Slide[];
  /** The recipe (or step) the media shows: image alt text and the video's title. */
  title: string;
  size: "hero" | "step";
  className?: string;
};

const SIZES = {
  hero: { displayWidth: 760, sizes: "(min-width: 1024px) 58vw, 100vw" },
  step: { displayWidth: 480, sizes: "(min-width: 768px) 480px, 100vw" },
} as const;

const PAUSE_VIDEO = JSON.stringify({ event: "command", func: "pauseVideo", args: [] });

/**
 * Photos and video (video first) in a horizontal scroll-snap track: swipeable, scrollable
 * and readable with no script at all. Script adds the arrows (hidden on small screens, where
 * a swipe is the gesture), the dots, and pausing a video when the reader moves away from it.
 */
export function MediaSlider({ slides: given, title, size, className }: Props) {
  const slides = given.filter((slide) => slide.kind === "image" || youtubeVideoId(slide.id));
  const track = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const count = slides.length;

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth || 1;
        setIndex(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
      });
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
    };
  }, [count]);

  // Spec: moving pauses videos. The embed listens for this command (enablejsapi=1).
  useEffect(() => {
    const frames = track.current?.querySelectorAll<HTMLIFrameElement>("iframe[data-slide]") ?? [];
    for (const frame of frames) {
      if (Number(frame.dataset.slide) !== index) frame.contentWindow?.postMessage(PAUSE_VIDEO, "*");
    }
  }, [index]);

  const goTo = useCallback((next: number) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: next * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
    setIndex(next);
  }, []);

  if (count === 0) return null;
  const { displayWidth, sizes } = SIZES[size];
  const media = (slide: Slide, position: number) =>
    slide.kind === "video" ? (
      <iframe
        data-slide={position}
        className="media-slider__video"
        src={youtubePlayerUrl(youtubeVideoId(slide.id) ?? "")}
        title={`Video: ${title}`}
        loading={size === "hero" && position === 0 ? undefined : "lazy"}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    ) : (
      <SiteImage
        className="media-slider__image"
        image={slide.image}
        alt={position === 0 ? title : `${title}, photo ${position + 1}`}
        displayWidth={displayWidth}
        sizes={sizes}
        priority={size === "hero" && position === 0}
      />
    );
  const key = (slide: Slide) => (slide.kind === "video" ? `video-${slide.id}` : slide.image.id);

  // One photo: the same frame, with nothing to scroll to and no controls.
  const many = count > 1;
  return (
    <div className={`media-slider media-slider--${size} ${className ?? ""}`}>
      <section
        ref={track}
        className="media-slider__track"
        // A scrollable region must be reachable by keyboard (arrow keys scroll it).
        tabIndex={many ? 0 : undefined}
        aria-label={many ? `${title}: photos and video` : undefined}
      >
        {slides.map((slide, position) => (
          <figure
            key={key(slide)}
            // The recipe header's "Watch video" leads here; following the anchor also
            // scrolls the track back to this slide.
            id={size === "hero" && slide.kind === "video" ? "video" : undefined}
            className="media-slider__slide"
            aria-label={many ? `${position + 1} of ${count}` : undefined}
          >
            {media(slide, position)}
          </figure>
        ))}
      </section>
      {many ? (
        <>
          <button
            type="button"
            className="media-slider__arrow media-slider__arrow--previous"
            aria-label="Previous Image"
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className="media-slider__arrow media-slider__arrow--next"
            aria-label="Next Image"
            disabled={index === count - 1}
            onClick={() => goTo(index + 1)}
          >
            <ArrowIcon direction="right" />
          </button>
          <div className="media-slider__dots">
            {slides.map((slide, position) => (
              <button
                key={key(slide)}
                type="button"
                className="media-slider__dot"
                aria-label={`Change Image: ${position + 1} of ${count}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
