import { type PointerEvent, useEffect, useRef, useState } from "react";
import { isDismissSwipe, remainingMs } from "../../lib/interactions/toast-dismissal";
import { CloseIcon } from "../site/icons";
import { dismissToast, type Toast } from "./toast-store";

/**
 * One toast: its own 4 s clock (paused while the region is hovered, focused or hidden),
 * swipe or close to dismiss. A module of its own, loaded with the first toast, so pages
 * that never show one do not download it.
 */
export function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
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
