import { type Blocker, type BlockerFunction, useBeforeUnload, useBlocker } from "@remix-run/react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

/**
 * Guards unsaved work. While any form of the page is dirty, leaving for another kitchen page
 * is held (the blocker, shown with UnsavedChangesDialog) and closing or reloading the tab
 * asks the browser's own question (beforeunload). Changing only the query or hash of the
 * same page is not leaving.
 *
 * A router consults one blocker only (the last one registered), so a page with two forms
 * (Plans: prices and offers) guarded neither reliably. The kitchen layout holds the one
 * blocker; each form reports whether it is dirty, and the first dirty one shows the dialog.
 */

type Guard = { report(id: string, dirty: boolean): void; owner: string | null; blocker: Blocker };

const IDLE: Blocker = {
  state: "unblocked",
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

const UnsavedChangesContext = createContext<Guard | null>(null);

/** Around every kitchen page (routes/kitchen.$site.tsx). */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // Insertion order is the order forms first reported, which is the page's order.
  const dirtyForms = useRef(new Set<string>());
  const [owner, setOwner] = useState<string | null>(null);

  const report = useCallback((id: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(id);
    else dirtyForms.current.delete(id);
    setOwner(dirtyForms.current.values().next().value ?? null);
  }, []);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyForms.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirtyForms.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    }, []),
  );

  return (
    <UnsavedChangesContext.Provider value={{ report, owner, blocker }}>
      {children}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Reports this form's unsaved state to the page's guard. Returns the blocker for the form
 * that shows the "Leave without saving?" dialog (the first dirty one), an idle one otherwise.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const guard = useContext(UnsavedChangesContext);
  if (!guard) throw new Error("useUnsavedChanges needs the kitchen's UnsavedChangesProvider");
  const id = useId();
  const { report } = guard;
  useEffect(() => {
    report(id, dirty);
  }, [report, id, dirty]);
  // A form that leaves the page (a section closed, a route changed) is no longer dirty.
  useEffect(() => () => report(id, false), [report, id]);
  return guard.owner === id ? guard.blocker : IDLE;
}
