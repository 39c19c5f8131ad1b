import { type ReactNode, useEffect, useId, useRef } from "react";
import { useFocusWrap } from "../../lib/use-focus-wrap";
import { CloseIcon } from "./icons";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /**
   * "drawer": a panel from the left (475px) from 768px up and a bottom sheet (90% of the
   * viewport) below; "dialog": a centred modal (600px at most) from 768px up and a bottom
   * sheet below (docs/spec/visitor-experience.md §2 Header, §9).
   */
  variant: "drawer" | "dialog";
  id?: string;
  /**
   * Rendered open by the server (a no-script visitor followed the opener's link). Script,
   * when it arrives, turns it into a proper modal.
   */
  serverOpen?: boolean;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * A modal panel on the native <dialog>: showModal() makes the rest of the page inert, Tab
 * wraps from its last control to its first (useFocusWrap), Escape closes it, and focus goes
 * back to whatever opened it. Clicking the backdrop closes it too.
 */
export function Sheet(props: Props) {
  const { open, onClose, title, variant, id, serverOpen, children, footer } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const ignoreClose = useRef(false);
  const titleId = useId();
  useFocusWrap(dialog, open);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.matches(":modal")) {
      if (el.open) {
        // Open as a plain dialog from the server: reopen as a modal. close() queues a close
        // event that must not count as the visitor closing it.
        ignoreClose.current = true;
        el.close();
      } else {
        returnFocus.current = document.activeElement as HTMLElement | null;
      }
      el.showModal();
      document.documentElement.classList.add("has-modal");
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onDialogClose = () => {
      if (ignoreClose.current) {
        ignoreClose.current = false;
        return;
      }
      document.documentElement.classList.remove("has-modal");
      // No scroll: the panel may have closed because the visitor jumped to an anchor.
      returnFocus.current?.focus({ preventScroll: true });
      returnFocus.current = null;
      onClose();
    };
    el.addEventListener("close", onDialogClose);
    return () => el.removeEventListener("close", onDialogClose);
  }, [onClose]);

  // Unmounting while open (a route change) must not leave the page unscrollable.
  useEffect(() => () => document.documentElement.classList.remove("has-modal"), []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, native to <dialog>.
    <dialog
      ref={dialog}
      id={id}
      className={`sheet sheet--${variant}`}
      open={serverOpen || undefined}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className="sheet__panel">
        <div className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button
            type="button"
            className="sheet__close"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
