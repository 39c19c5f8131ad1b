/**
 * What the share menu does once open, beyond the native <details>: Escape closes it (focus
 * back on its button), and so do a click outside the panel and focus leaving the menu. Its
 * own module, fetched when a reader reaches for the menu (hover, focus or open), not with the
 * page. Returns the detach function.
 */
export function attachShareMenu(element: HTMLDetailsElement): () => void {
  const close = (returnFocus: boolean) => {
    element.open = false;
    if (returnFocus) element.querySelector("summary")?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close(true);
  };
  const onPointer = (event: PointerEvent) => {
    // Outside the panel: elsewhere on the page, or the sheet's backdrop (the details box).
    const target = event.target as Node;
    const panel = element.querySelector(".share-menu__panel");
    const summary = element.querySelector("summary");
    if (!panel?.contains(target) && !summary?.contains(target)) close(false);
  };
  const onFocus = (event: FocusEvent) => {
    if (!element.contains(event.target as Node)) close(false);
  };
  document.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onPointer);
  document.addEventListener("focusin", onFocus);
  return () => {
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onPointer);
    document.removeEventListener("focusin", onFocus);
  };
}

/**
 * Clipboard API refused (an old browser, or no permission): the selection-copy fallback.
 * The field goes inside the menu, so moving focus to it does not count as leaving the menu.
 */
export function copyWithSelection(text: string, container: HTMLElement) {
  const previous = document.activeElement as HTMLElement | null;
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  container.appendChild(field);
  field.select();
  try {
    document.execCommand("copy");
  } finally {
    field.remove();
    previous?.focus();
  }
}
