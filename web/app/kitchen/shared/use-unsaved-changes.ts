import { type BlockerFunction, useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback } from "react";

/**
 * Guards unsaved work. While `dirty`, leaving for another kitchen page is held (the blocker,
 * shown with UnsavedChangesDialog) and closing or reloading the tab asks the browser's own
 * question (beforeunload). Changing only the query or hash of the same page is not leaving.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        // Older browsers show the prompt only when returnValue is set.
        event.returnValue = "";
      },
      [dirty],
    ),
  );

  return blocker;
}
