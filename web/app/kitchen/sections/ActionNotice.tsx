import { type ReactNode, useEffect, useRef } from "react";

type Props = {
  ok: boolean;
  /** Changes with each answer (its message, say), so a second delete is focused too. */
  answerKey: string;
  children: ReactNode;
};

const lost = (focused: Element | null) => !focused || focused === document.body;

/**
 * A list page's answer to an action done from a row ("Deleted …"). The row goes, and with it
 * the button that was pressed, which the confirm dialog had handed focus back to: focus would
 * fall to the page's start. The notice takes it then, and only then (a person already
 * elsewhere stays where they are). The answer can come before the list is reloaded without
 * the row, so the notice also waits for the focused button to leave the page.
 */
export function ActionNotice({ ok, answerKey, children }: Props) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (lost(focused)) {
      notice.current?.focus();
      return;
    }
    const gone = new MutationObserver(() => {
      if (focused?.isConnected) return;
      gone.disconnect();
      if (lost(document.activeElement)) notice.current?.focus();
    });
    gone.observe(document.body, { childList: true, subtree: true });
    return () => gone.disconnect();
  }, [answerKey]);
  return (
    <p
      ref={notice}
      tabIndex={-1}
      role="status"
      className={`notice ${ok ? "notice--success" : "notice--warning"}`}
    >
      {children}
    </p>
  );
}
