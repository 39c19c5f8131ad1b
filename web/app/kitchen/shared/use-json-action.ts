import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef } from "react";

type Waiting<T> = { resolve(value: T | undefined): void; before: T | undefined };

export type CallOptions = {
  /**
   * Give up waiting after this long (the call resolves `undefined`). A request can hang
   * (a dropped mobile connection, a stuck dev server); the next call replaces it.
   */
  timeoutMs?: number;
};

/**
 * A route action called with a JSON body and awaited like a function:
 *
 *   const save = useJsonAction<SaveResult>();
 *   const result = await save.call("/kitchen/demo/recipes/123", { intent: "save", recipe });
 *
 * The browser never talks to the API itself (the API is a service binding), so kitchen
 * components reach it through their route's action. This wraps a Remix fetcher so sequences
 * (ask for an upload URL, PUT the bytes, register the image) read top to bottom. One call at a
 * time per hook: a second call supersedes the first, which then resolves `undefined`, as a
 * fetcher aborts its earlier submission.
 *
 * A call is done when the fetcher is idle with new data. (Not "busy, then idle": the router
 * updates state inside startTransition, and React may never render the busy state.) Every
 * answer is a fresh object, so new data is told apart by identity. The route should export
 * `clientAction = networkTolerantAction`, so a failed request also ends with data.
 */
export function useJsonAction<Result>() {
  // An explicit key: without one the fetcher's own key is only assigned after the first
  // render, and a call made straight away (an upload starting on mount) would be lost.
  const fetcher = useFetcher<Result>({ key: `json-action-${useId()}` });
  const waiting = useRef<Waiting<Result> | null>(null);
  const data = useRef(fetcher.data);
  data.current = fetcher.data;

  useEffect(() => {
    const pending = waiting.current;
    if (!pending || fetcher.state !== "idle" || fetcher.data === pending.before) return;
    waiting.current = null;
    pending.resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const submit = fetcher.submit;
  const call = useCallback(
    (action: string, body: Record<string, unknown>, { timeoutMs }: CallOptions = {}) =>
      new Promise<Result | undefined>((resolve) => {
        waiting.current?.resolve(undefined);
        const entry: Waiting<Result> = { resolve, before: data.current };
        waiting.current = entry;
        if (timeoutMs) {
          setTimeout(() => {
            if (waiting.current !== entry) return;
            waiting.current = null;
            resolve(undefined);
          }, timeoutMs);
        }
        // biome-ignore lint/suspicious/noExplicitAny: fetcher.submit types JSON as its own JsonValue
        submit(body as any, { method: "post", action, encType: "application/json" });
      }),
    [submit],
  );

  return { call, state: fetcher.state };
}
