import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { ChevronIcon } from "./icons";

type Props = {
  /** What the slides are, for the arrow buttons' names ("Previous collections"). */
  label: string;
  /**
   * Item width class: featured 30rem, collections 24rem, products 22rem
   * (docs/spec/visitor-experience.md §9).
   */
  variant: "featured" | "collections" | "products" | "recipes";
  children: ReactNode;
};

/**
 * A horizontal row that scrolls and snaps. Scrolling (touch, trackpad, keyboard through the
 * links inside) needs no script; the arrow buttons are the script's addition and are shown
 * only where it runs (site.css, `scripting` media query).
 */
export function Slider({ label, variant, children }: Props) {
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    update();
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <div className={`slider slider--${variant}`}>
      <ul className="slider__track" id={trackId} ref={track} onScroll={update}>
        {Children.map(children, (child) =>
          child ? <li className="slider__item">{child}</li> : null,
        )}
      </ul>
      <div className="slider__controls">
        <button
          type="button"
          className="slider__button"
          aria-controls={trackId}
          aria-label={`Previous ${label}`}
          disabled={edges.start}
          onClick={() => scroll(-1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className="slider__button"
          aria-controls={trackId}
          aria-label={`Next ${label}`}
          disabled={edges.end}
          onClick={() => scroll(1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
    </div>
  );
}
