import { listenForDismiss } from "../../lib/dismiss";

/**
 * What the share menu does once open, beyond the native <details>: Escape closes it (focus
 * back on its button), and so do a click outside the panel and focus leaving the menu. Its
 * own module, fetched when a reader reaches for the menu (hover, focus or open), not with the
 * page. Returns the detach function.
 */
export function attachShareMenu(element: HTMLDetailsElement): () => void {
  return listenForDismiss({
    close: (refocus) => {
      element.open = false;
      if (refocus) element.querySelector("summary")?.focus();
    },
    inside: (target) => element.contains(target),
    // On a phone the details box is the sheet's backdrop: a press there is outside.
    pressInside: (target) =>
      Boolean(
        element.querySelector(".share-menu__panel")?.contains(target) ||
          element.querySelector("summary")?.contains(target),
      ),
  });
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
