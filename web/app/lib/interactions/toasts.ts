/**
 * Toast timing and gestures (docs/spec/visitor-experience.md §9): 4000 ms by default, one visible
 * at a time at the bottom centre, 14 px apart, 356 px wide, dismissed by a swipe of 45 px or a
 * flick faster than 0.11 px/ms (toast-dismissal.ts), and Alt+T moves focus to them.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 1;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;

/**
 * The toasts on screen: the newest first. Older ones stay in the queue with their clocks
 * running (as in the common toast libraries), so they show again only if still due.
 */
export function visibleToasts<T>(queue: readonly T[], max = TOAST_VISIBLE): T[] {
  return queue.slice(0, max);
}

/** Alt+T, whatever the keyboard layout makes of the letter (the code is the key's place). */
export function isToastHotkey(
  event: Pick<KeyboardEvent, "altKey" | "code" | "ctrlKey" | "metaKey">,
) {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === "KeyT";
}
