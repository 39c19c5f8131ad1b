import type { MouseEvent } from "react";

/**
 * A link to a part of the same kitchen page, followed without a history entry. The browser's
 * own hash navigation is a history "pop" that the router did not make, which a page guarding
 * unsaved work (unsaved-changes.tsx) cannot tell apart from leaving. The section gets focus,
 * as a skip link gives it, and the address still names it. Without script the plain link works.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
