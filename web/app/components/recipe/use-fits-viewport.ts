import { useEffect, useRef } from "react";

/** Room kept above a sticky panel (the page's top margin). */
const STICKY_TOP_PX = 16;

/**
 * Marks an element `data-fits` while it is shorter than the window, for CSS that makes it
 * sticky only then (docs/spec/visitor-experience.md §2: the ingredient panel is sticky only when
 * its height fits).
 */
export function useFitsViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const fits = element.offsetHeight + STICKY_TOP_PX * 2 <= window.innerHeight;
      element.toggleAttribute("data-fits", fits);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, []);
  return ref;
}
