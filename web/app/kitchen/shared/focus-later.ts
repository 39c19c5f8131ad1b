const FOCUSABLE = "input, select, textarea, button, [contenteditable='true']";

/**
 * Focuses an element once React has rendered it: after "Add ingredient" the new line's
 * first field, after "Remove" the list's add button. Elements opt in with a data-focus-key;
 * a wrapper passes focus to the first field inside it (a rich-text editor, say).
 */
export function focusLater(key: string) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const element = document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
      if (!element) return;
      const target = element.matches(FOCUSABLE)
        ? element
        : element.querySelector<HTMLElement>(FOCUSABLE);
      (target ?? element).focus();
    }),
  );
}
