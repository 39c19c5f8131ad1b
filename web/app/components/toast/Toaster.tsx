import { type PointerEvent, useEffect, useRef, useState } from "react";
import {
  isDismissSwipe,
  isToastHotkey,
  remainingMs,
  visibleToasts,
} from "../../lib/interactions/toasts";
import { CloseIcon } from "../site/icons";
import { dismissToast, type Toast, useToasts } from "./toast-store";

/**
 * The toasts region (visitor spec §9): bottom centre, one toast at a time, 4 s each unless
 * the visitor hovers or focuses it (or the tab is hidden), swipe or close to dismiss, and
 * Alt+T moves focus to it. The region is always in the page, so screen readers announce
 * what gets added to it.
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
        {shown.map((item) => (
          <ToastItem key={item.id} toast={item} paused={hovered || focused || hidden} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const spent = useRef(0);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ startY: number; startX: number; at: number; pointer: number } | null>(
    null,
  );

  // The clock: runs while not paused, keeps what it spent across pauses.
  useEffect(() => {
    if (paused) return;
    const since = Date.now();
    const left = remainingMs(toast.durationMs, since, spent.current, since);
    const timeout = window.setTimeout(() => dismissToast(toast.id), left);
    return () => {
      window.clearTimeout(timeout);
      spent.current += Date.now() - since;
    };
  }, [paused, toast.id, toast.durationMs]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    // Buttons and links inside keep their own clicks.
    if ((event.target as HTMLElement).closest("button, a, input")) return;
    swipe.current = {
      startY: event.clientY,
      startX: event.clientX,
      at: performance.now(),
      pointer: event.pointerId,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipe.current?.pointer !== event.pointerId) return;
    setOffset(event.clientY - swipe.current.startY);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipe.current;
    if (start?.pointer !== event.pointerId) return;
    swipe.current = null;
    const distance = event.clientY - start.startY;
    if (isDismissSwipe(distance, performance.now() - start.at)) dismissToast(toast.id);
    else setOffset(0);
  };

  return (
    <li
      className="toast"
      data-swiping={offset !== 0 || undefined}
      style={
        offset
          ? {
              transform: `translateY(${offset}px)`,
              opacity: 1 - Math.min(Math.abs(offset) / 120, 0.8),
            }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        swipe.current = null;
        setOffset(0);
      }}
    >
      <div className="toast__text">
        <p className="toast__message">{toast.message}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only listens for the click bubbling from the action's own button.
        <div
          className="toast__action"
          // Dismissed after the click has done its work (a form submit needs its form).
          onClick={() => window.setTimeout(() => dismissToast(toast.id), 0)}
        >
          {toast.action}
        </div>
      ) : null}
      <button
        type="button"
        className="toast__close"
        aria-label="Close toast"
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
