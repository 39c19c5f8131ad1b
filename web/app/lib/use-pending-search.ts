import { useEffect, useState } from "react";

export type PendingSearch = {
  /** Runs `search` once typing has paused for the delay; a newer call replaces a waiting one. */
  schedule(search: () => void): void;
  /** Drops the waiting search, if any (it ran, or another control took over). */
  cancel(): void;
  /** Whether a search is waiting for its pause. */
  readonly waiting: boolean;
};

/**
 * A search that runs when typing pauses (the site's recipe search, the kitchen's recipe list).
 * A link followed while it waits (a result, an Edit link, a chip, the header) means the person
 * is leaving this search, so it must not fire after and pull them back. That is read at the
 * click itself, in the capture phase: the router's navigation state reaches React only on a
 * later render, which a busy phone can run after the pause has ended.
 */
export function usePendingSearch(delayMs: number): PendingSearch {
  // One object for the component's life, holding its own timer: nothing here renders.
  const [pending] = useState<PendingSearch>(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const cancel = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    return {
      schedule(search) {
        cancel();
        timer = setTimeout(() => {
          timer = null;
          search();
        }, delayMs);
      },
      cancel,
      get waiting() {
        return timer !== null;
      },
    };
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) pending.cancel();
    };
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      pending.cancel();
    };
  }, [pending]);

  return pending;
}
