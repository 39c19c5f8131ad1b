import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";

/**
 * After moving to another kitchen page, focus goes to its heading, so a keyboard or screen
 * reader user starts at the top of what they opened and hears its name. Without it, focus
 * stays on the side menu's link (or falls to the document's start with the old page's link).
 * Only then: a page that changes its address under a field being typed in (a new recipe's
 * first save) keeps the field.
 */
export function useFocusNewPage(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!focusWasLeftBehind(pathname)) return;
    const heading = container.current?.querySelector<HTMLElement>("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname, container]);
}

/** Focus is nowhere, or on the link just followed (the kitchen menu stays across pages). */
function focusWasLeftBehind(pathname: string): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLAnchorElement && active.pathname === pathname;
}
