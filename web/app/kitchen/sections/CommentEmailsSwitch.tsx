import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import type { SectionResult } from "./section-result";

/** The intent the Comments page's action saves the switch under. */
export const COMMENT_EMAILS_INTENT = "comment-emails";

/**
 * The signed-in person's switch for an e-mail about each reader's comment on this site. With
 * script it saves as it is clicked; without, the Save button posts the form and the page's
 * status line answers.
 */
export function CommentEmailsSwitch({ on }: { on: boolean }) {
  const fetcher = useFetcher<SectionResult>();
  const hydrated = useHydrated();
  // The box follows the click at once; the page's value after each reload, and again when
  // a save failed.
  const [checked, setChecked] = useState(on);
  useEffect(() => setChecked(on), [on]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) setChecked(on);
  }, [fetcher.state, fetcher.data, on]);
  return (
    <fetcher.Form method="post" className="kpage-header__actions comment-emails">
      <input type="hidden" name="intent" value={COMMENT_EMAILS_INTENT} />
      <label>
        <input
          type="checkbox"
          name="commentEmails"
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            fetcher.submit(event.currentTarget.form);
          }}
        />{" "}
        E-mail me each reader's comment
      </label>
      {hydrated ? null : (
        <button type="submit" className="button button--secondary button--small">
          Save
        </button>
      )}
      <span role="status" className="visually-hidden">
        {fetcher.state === "idle" && fetcher.data ? fetcher.data.message : ""}
      </span>
    </fetcher.Form>
  );
}
