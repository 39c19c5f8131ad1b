import { useEffect, useId, useRef } from "react";
import { useFocusWrap } from "../lib/use-focus-wrap";

type Props = {
  open: boolean;
  question: string;
  detail: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  /** Called whenever the dialog closes, after a confirmation too. */
  onClose: () => void;
};

/**
 * A yes/no question before an action that cannot simply be undone
 * (docs/spec/visitor-experience.md §8 hide and delete confirmations; an API token's revoke). A
 * native modal <dialog> (the rest of the page is inert, Escape cancels) announced as an alert
 * dialog, with focus on the harmless choice first and back on the opener afterwards.
 */
export function ConfirmDialog(props: Props) {
  const { open, question, detail, confirmLabel, onConfirm, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useFocusWrap(dialog, open);
  const questionId = useId();
  const detailId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      element.showModal();
      cancelButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const closed = () => {
      returnFocus.current?.focus({ preventScroll: true });
      returnFocus.current = null;
      onClose();
    };
    element.addEventListener("close", closed);
    return () => element.removeEventListener("close", closed);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={questionId}
      aria-describedby={detail ? detailId : undefined}
    >
      <p id={questionId} className="confirm-dialog__question">
        {question}
      </p>
      {detail ? (
        <p id={detailId} className="confirm-dialog__detail">
          {detail}
        </p>
      ) : null}
      <div className="button-row confirm-dialog__actions">
        <button
          ref={cancelButton}
          type="button"
          className="button button--secondary"
          onClick={() => dialog.current?.close()}
        >
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onConfirm();
            dialog.current?.close();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
