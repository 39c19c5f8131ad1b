import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * Remix runs the root loader and the page's loader in parallel, each with its own Request
 * object but the same load context. Keying on the context lets them share one API call
 * (host resolution, the current user) per incoming request.
 */
const memos = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>();

export function memoize<T>(
  context: AppLoadContext,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let memo = memos.get(context);
  if (!memo) {
    memo = new Map();
    memos.set(context, memo);
  }
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    memo.set(key, pending);
  }
  return pending;
}
