/**
 * When a toast goes (docs/spec/visitor-experience.md §9): its clock runs out, or a swipe of 45 px
 * or a flick faster than 0.11 px/ms dismisses it. Apart from toasts.ts: only a shown toast uses
 * these, and its code loads with the first toast.
 */
export const SWIPE_THRESHOLD_PX = 45;
export const SWIPE_VELOCITY = 0.11;

/** A swipe dismisses when it went far enough, or was quick enough to mean it. */
export function isDismissSwipe(distancePx: number, elapsedMs: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance >= SWIPE_THRESHOLD_PX) return true;
  // A tap that barely moved is not a flick, however short it was.
  if (distance < 4 || elapsedMs <= 0) return false;
  return distance / elapsedMs > SWIPE_VELOCITY;
}

/**
 * Time left on a toast's clock. The clock stops while the visitor hovers or focuses the
 * toasts, or the tab is hidden, so a message is never gone before it could be read.
 */
export function remainingMs(
  durationMs: number,
  runningSinceMs: number | null,
  spentMs: number,
  nowMs: number,
) {
  const running = runningSinceMs === null ? 0 : Math.max(0, nowMs - runningSinceMs);
  return Math.max(0, durationMs - spentMs - running);
}
