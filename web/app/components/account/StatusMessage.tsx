import { forwardRef, type ReactNode } from "react";
import { ErrorBox } from "../ErrorBox";

/**
 * A polite live region for "saved" and "removed" messages. It is always in the page, empty
 * until there is news, because screen readers only announce changes to a region they
 * already know.
 */
export function StatusMessage({ children }: { children?: ReactNode }) {
  return (
    <div className="account-status" role="status">
      {children ? <p className="account-status__text">{children}</p> : null}
    </div>
  );
}

type FeedbackProps = { result: { ok: boolean; message: string } | undefined };

/**
 * The answer to a list action (remove a bookmark, cancel a subscription): the news in the
 * live region, or the failure in the alert box. tabIndex -1 lets the page move focus here,
 * as the button that had focus has just left the list with its row.
 */
export const ActionFeedback = forwardRef<HTMLDivElement, FeedbackProps>(function ActionFeedback(
  { result },
  ref,
) {
  return (
    <div ref={ref} className="account-feedback" tabIndex={-1}>
      <StatusMessage>{result?.ok ? result.message : null}</StatusMessage>
      {result && !result.ok ? <ErrorBox>{result.message}</ErrorBox> : null}
    </div>
  );
});
