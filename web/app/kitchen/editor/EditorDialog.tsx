import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useFocusWrap } from "../../lib/use-focus-wrap";

type Props = {
  title: string;
  submitLabel: string;
  /** Returns false to keep the dialog open (invalid input, shown by the dialog's fields). */
  onSubmit(): boolean;
  onClose(): void;
  children: ReactNode;
};

/**
 * A small modal for the toolbar (measurement, ingredient, link). A native <dialog> opened with
 * showModal gives the focus trap, Escape and the inert page for free.
 *
 * It is portalled to <body> because the editor usually sits inside the recipe's <form>: a form
 * nested in a form is invalid HTML, and Enter in a dialog field would submit the recipe.
 * React still bubbles events through the portal, so submit is stopped here.
 */
export function EditorDialog({ title, submitLabel, onSubmit, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useFocusWrap(ref, true);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (onSubmit()) onClose();
  };

  if (typeof document === "undefined") return null;
  return createPortal(
    <dialog
      ref={ref}
      className="rte-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form method="dialog" className="stack" onSubmit={handleSubmit} noValidate>
        <h2 id={titleId} className="rte-dialog__title">
          {title}
        </h2>
        {children}
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
