import { useEffect, useRef } from "react";
import { type RestoredAccount, restoreNoticeLines } from "../../lib/account/restore-notice";

/**
 * "Welcome back", after a sign-in that undid the account's deletion: what came back and
 * what did not. Focused once on arrival so a screen reader hears it before the list.
 */
export function RestoredNotice({ restored }: { restored: RestoredAccount }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="panel stack" role="status" tabIndex={-1}>
      <h2>Welcome back</h2>
      {restoreNoticeLines(restored).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
