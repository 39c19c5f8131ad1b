import { useEffect, useState } from "react";
import { commentElementId, LINKED_COMMENT_PARAMETER } from "../../lib/interactions/linked-comment";

/**
 * The comment the page's address names (`?comment={id}`, an e-mail's link), brought into
 * view and focused once the comments are in, so the reader lands on the words they were told
 * of. Null when the address names none.
 */
export function useLinkedComment(loaded: boolean): string | null {
  const [linked] = useState(() =>
    typeof window === "undefined"
      ? null
      : new URLSearchParams(window.location.search).get(LINKED_COMMENT_PARAMETER),
  );
  useEffect(() => {
    if (!loaded || !linked) return;
    const element = document.getElementById(commentElementId(linked));
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [loaded, linked]);
  return linked;
}
