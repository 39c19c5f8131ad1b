import { useEffect, useState } from "react";

export const WAKE_LOCK_UNSUPPORTED =
  "Sorry, this browser can't keep the screen on, so it may dim while you cook.";
export const WAKE_LOCK_REFUSED =
  "Sorry, the browser didn't let us keep the screen on, so it may dim while you cook.";

/**
 * Keeps the screen on while cook mode is open (the Screen Wake Lock API). The browser drops
 * the lock whenever the tab goes to the background, so it is asked for again each time the tab
 * is visible again. Where the API is missing or the browser refuses, the answer is a note to
 * show once: it is set on the first failure and never replaced, so the reader is told once,
 * not at every return to the tab.
 */
export function useWakeLock(): string | null {
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!("wakeLock" in navigator)) {
      setNote(WAKE_LOCK_UNSUPPORTED);
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let closed = false;

    const acquire = async () => {
      if (asking || document.visibilityState !== "visible") return;
      if (sentinel && !sentinel.released) return;
      asking = true;
      try {
        const granted = await navigator.wakeLock.request("screen");
        if (closed) await granted.release();
        else sentinel = granted;
      } catch {
        // NotAllowedError: a policy, a battery saver or the permission said no.
        if (!closed) setNote((current) => current ?? WAKE_LOCK_REFUSED);
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void acquire();
    };

    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
    };
  }, []);

  return note;
}
