import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After moving to another page in the browser, focus goes to its heading, so a keyboard or
 * screen reader user starts at the top of what they opened and hears its name. Without it,
 * focus stays on the followed link where it outlives the page (a header or kitchen menu link),
 * or falls to the document's start. Only then: a page that changes its address under a field
 * being typed in (a new recipe's first save) keeps the field, and a link followed from the
 * menu sheet leaves focus to the sheet, which gives it back to the menu button as it closes.
 */
export function useFocusNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    const leftBehind =
      !active ||
      active === document.body ||
      (active instanceof HTMLAnchorElement && active.pathname === pathname);
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!leftBehind || !heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
