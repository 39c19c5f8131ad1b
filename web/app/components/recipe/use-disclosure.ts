import { useId, useState } from "react";

/**
 * A show/hide section (WAI disclosure pattern): a button with aria-expanded that controls a
 * region. Open by default unless told otherwise, so the server HTML shows everything and a
 * page that never hydrates still reads in full.
 */
export function useDisclosure(initiallyOpen = true) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
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
