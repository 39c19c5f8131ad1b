/**
 * A running step timer's display. Its own module: only the countdown and the timer dock use
 * it, and they load on the first Start, not with the recipe page.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** Timer display (docs/spec/visitor-experience.md §4): "04:05", or "1:02:03" from an hour up. */
export function formatTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${pad(minutes)}:${pad(secs)}`;
}
