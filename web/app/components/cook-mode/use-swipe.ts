import { type PointerEvent, useRef } from "react";

/** How far a finger must travel sideways, in CSS pixels, to turn the step. */
const SWIPE_MIN_PX = 60;

/**
 * A sideways swipe turns the step: left for the next, right for the previous. Only touch and
 * pen count (a mouse drag selects text), and only a mostly sideways move, so scrolling a long
 * step up and down never turns it. The element gets `touch-action: pan-y` (cook-mode.css), so
 * the browser keeps vertical scrolling and leaves sideways moves to this.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
