import { useState } from "react";

/**
 * A show/hide section (WAI disclosure pattern): a button with aria-expanded that controls a
 * region. Open by default unless told otherwise, so the server HTML shows everything and a
 * page that never hydrates still reads in full. The region's `id` is named by the caller, from
 * its place on the page: the recipe's parts are rendered once and reused (KeptMarkup), where
 * React's useId would not give the same ids as the page around them.
 */
export function useDisclosure(id: string, initiallyOpen = true) {
  const [open, setOpen] = useState(initiallyOpen);
  return {
    open,
    toggle: () => setOpen((value) => !value),
    buttonProps: {
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": id,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id, hidden: !open },
  };
}
