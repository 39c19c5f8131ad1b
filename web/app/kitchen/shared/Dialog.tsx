import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useFocusWrap } from "../../lib/use-focus-wrap";

type Props = {
  title: string;
  /** The main button's label ("Publish", "Delete recipe"). */
  confirmLabel: string;
  /** The closing button's label: "Cancel" unless "Stay" or "Close" reads better. */
  cancelLabel?: string;
  /** "danger" styles the main button for destructive actions. */
  tone?: "default" | "danger";
  /** Busy while the action runs: the buttons are disabled and the label says so. */
  busy?: boolean;
  busyLabel?: string;
  /** An error from the last attempt, shown above the buttons. */
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
  children?: ReactNode;
  /** Wider, for an editor inside (a crop box). */
  wide?: boolean;
  /**
   * "confirm": start on the main button, for a dialog that only confirms what the person just
   * asked for (Publish) but opens with a link, which the browser would focus first.
   * "cancel": start on Cancel, as a danger dialog does, for a step that cannot be undone
   * without being destructive (e-mailing subscribers).
   */
  initialFocus?: "confirm" | "cancel";
};

/**
 * A modal dialog for a confirmation or a short form (publish, delete). A native <dialog>
 * opened with showModal() brings the focus trap, Escape and the inert page; focus returns to
 * what opened it when it closes. Portalled to <body> so it never nests a form in a form.
 * Render it only while open.
 */
export function Dialog({
  title,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "default",
  busy = false,
  busyLabel,
  error,
  onConfirm,
  onClose,
  children,
  wide = false,
  initialFocus,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const danger = tone === "danger";
  // Tab from the last control comes round to the first, as in the site's dialogs.
  useFocusWrap(ref, true);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
    // A destructive dialog starts on Cancel: a reflexive Enter must not delete anything.
    if (danger || initialFocus === "cancel") cancelRef.current?.focus();
    else if (initialFocus === "confirm") confirmRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onConfirm();
  };

  if (typeof document === "undefined") return null;
  return createPortal(
    <dialog
      ref={ref}
      className={`kdialog ${wide ? "kdialog--wide" : ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <h2 id={titleId} className="kdialog__title">
          {title}
        </h2>
        {children}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button
            ref={confirmRef}
            type="submit"
            className={`button ${tone === "danger" ? "button--danger" : "button--primary"}`}
            disabled={busy}
          >
            {busy ? (busyLabel ?? `${confirmLabel}…`) : confirmLabel}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onClose}
            disabled={busy}
          >
            {cancelLabel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
