import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** docs/spec/visitor-experience.md §9: story and long text collapse above 300px height. */
export const COLLAPSE_THRESHOLD_PX = 300;

// Rough characters that fill 300px of body text: ~12 lines on a phone, ~12 on a wide
// column. Only a first guess for the server render, so the page does not jump much when
// script measures the real height.
const PHONE_CHARS = 500;
const WIDE_CHARS = 1100;

export type LengthEstimate = "short" | "medium" | "long";

export function estimateLength(characters: number): LengthEstimate {
  if (characters > WIDE_CHARS) return "long";
  if (characters > PHONE_CHARS) return "medium";
  return "short";
}

type Props = {
  /** Characters of text inside, for the server's guess. */
  characters: number;
  children: ReactNode;
  className?: string;
};

/**
 * Text clipped at 300px with a fade and a 'Read more' button when it is taller. The server
 * guesses from the length (CSS applies the guess per screen width); script measures the real
 * height and corrects it.
 */
export function CollapsibleText({ characters, children, className }: Props) {
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState<boolean | null>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > COLLAPSE_THRESHOLD_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = [
    "collapsible",
    `collapsible--${estimateLength(characters)}`,
    overflowing === null ? "" : overflowing ? "is-overflowing" : "is-fitting",
    expanded ? "is-expanded" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={classes}>
      <div ref={content} id={id} className="collapsible__content">
        {children}
      </div>
      <button
        type="button"
        className="collapsible__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "Read less" : "Read more"}
      </button>
    </div>
  );
}
