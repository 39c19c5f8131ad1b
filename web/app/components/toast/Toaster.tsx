import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { isToastHotkey, visibleToasts } from "../../lib/interactions/toasts";
import { useToasts } from "./toast-store";

// Fetched with the first toast: the region itself (and Alt+T) must be in every page from the
// start, the toast's own code only once there is something to show.
const ToastItem = lazy(() =>
  import("./ToastItem").then((module) => ({ default: module.ToastItem })),
);

/**
 * The toasts region (docs/spec/visitor-experience.md §9): bottom centre, one toast at a time, 4 s
 * each unless the visitor hovers or focuses it (or the tab is hidden), swipe or close to dismiss,
 * and Alt+T moves focus to it. The region is always in the page, so screen readers announce what
 * gets added to it.
 */
export function Toaster() {
  const toasts = useToasts();
  const listRef = useRef<HTMLOListElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const shown = visibleToasts(toasts);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToastHotkey(event) || !listRef.current?.firstElementChild) return;
      event.preventDefault();
      returnFocus.current = document.activeElement as HTMLElement | null;
      listRef.current.focus();
    };
    const onVisibility = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("keydown", onKey);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  // The last toast went while focus was in it: give focus back to where the visitor was.
  useEffect(() => {
    if (shown.length > 0 || !focused) return;
    setFocused(false);
    returnFocus.current?.focus({ preventScroll: true });
    returnFocus.current = null;
  }, [shown.length, focused]);

  return (
    <section className="toaster" aria-label="Notifications alt+T" aria-live="polite">
      <ol
        ref={listRef}
        className="toaster__list"
        tabIndex={-1}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {/* Only with a toast to show: a boundary in the server's HTML would hydrate late, and
            any update to the list before then would make React throw it away (error 421). */}
        {shown.length > 0 ? (
          <Suspense fallback={null}>
            {shown.map((item) => (
              <ToastItem key={item.id} toast={item} paused={hovered || focused || hidden} />
            ))}
          </Suspense>
        ) : null}
      </ol>
    </section>
  );
}
