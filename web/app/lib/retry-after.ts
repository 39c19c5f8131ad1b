/**
 * The rate limiter's Retry-After (seconds or an HTTP date) as a sentence for the error box,
 * or null when the header is missing or unreadable.
 */
export function retryAfterText(header: string | null | undefined, now = Date.now()): string | null {
  if (!header) return null;
  let seconds = Number(header);
  if (!Number.isFinite(seconds)) {
    const at = Date.parse(header);
    if (Number.isNaN(at)) return null;
    seconds = (at - now) / 1000;
  }
  seconds = Math.ceil(seconds);
  if (seconds <= 0) return null;
  if (seconds < 60) return `You can try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `You can try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  const hours = Math.ceil(minutes / 60);
  return `You can try again in ${hours} hour${hours === 1 ? "" : "s"}.`;
}
