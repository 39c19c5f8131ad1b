/**
 * The browser's storage, or null on the server and where merely touching it throws (a
 * sandboxed frame, storage switched off). Reads and writes can still throw (private modes,
 * a full quota): each caller decides what a failure means for it.
 */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}
