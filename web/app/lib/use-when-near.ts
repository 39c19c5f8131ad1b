import { type RefObject, useEffect } from "react";

/**
 * Calls `onNear` once, when the element comes within `margin` of the viewport (at once in a
 * browser without IntersectionObserver). For work worth doing only if the reader gets there:
 * the comments' code, then their data.
 */
export function useWhenNear(
  element: RefObject<HTMLElement | null>,
  onNear: () => void,
  margin: string,
  /** Watch again when this changes (a retry after a failure). */
  again?: unknown,
) {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (!("IntersectionObserver" in window)) {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, onNear, margin, again]);
}
