/**
 * Rate limits count in windows that follow the wall clock: the Rate Limiting bindings in
 * 10 or 60 seconds, the KV limits (services/limits/kv-windows.ts) in 15 minutes or an hour. A test
 * that counts up to a limit fails if a window rolls over in the middle of its count (the
 * count starts again), so it first makes sure the rest of the window is long enough.
 */

export const windowOf = (periodSeconds: number, now = Date.now()) =>
  Math.floor(now / 1000 / periodSeconds);

const secondsLeft = (periodSeconds: number) =>
  periodSeconds - ((Date.now() / 1000) % periodSeconds);

/**
 * Returns at once when at least `spareSeconds` are left of the current window; otherwise
 * waits for the next window to begin. A test calling it can wait up to `spareSeconds`.
 */
export async function timeLeftInWindow(periodSeconds: number, spareSeconds: number) {
  const left = secondsLeft(periodSeconds);
  if (left < spareSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

/**
 * Runs `run` (which must start from fresh people and assert nothing) inside one window,
 * starting with half a window to spare and running again if a rollover cut it anyway.
 */
export async function inOneWindow<T>(periodSeconds: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await timeLeftInWindow(periodSeconds, periodSeconds / 2);
    const started = windowOf(periodSeconds);
    const result = await run();
    if (windowOf(periodSeconds) === started) return result;
  }
  throw new Error("No run fitted inside one rate-limit window");
}
