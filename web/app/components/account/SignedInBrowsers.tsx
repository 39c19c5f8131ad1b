import { Form, useNavigation } from "@remix-run/react";
import type { SignedInBrowser } from "@schema/api/sessions";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  browserLabel,
  SIGN_OUT_BROWSER_INTENT,
  whereLabel,
} from "../../lib/account/signed-in-browsers";
import { useDayOf } from "../../lib/days";
import { relativeTime } from "../../lib/recipe/relative-time";
import { ConfirmDialog } from "../ConfirmDialog";
import { ActionFeedback } from "./StatusMessage";

/** The action's answer; `at` makes each answer new, even when it says the same. */
export type SignOutBrowserResult = {
  intent: typeof SIGN_OUT_BROWSER_INTENT;
  ok: boolean;
  message: string;
  at: number;
};

type Props = {
  /** null: the list could not be read just now (the rest of Profile still works). */
  sessions: SignedInBrowser[] | null;
  /** When the loader read the list: ages are counted from it, so server and browser agree. */
  now: string;
  result: SignOutBrowserResult | undefined;
};

/**
 * Profile's "Where you're signed in": one entry per device and browser (its hops onto other
 * hosts are part of it), this one marked, each other with Sign out. Signing out asks first
 * (without script the form posts at once, as an API token's Revoke does); the entry then
 * leaves the list as the page's data is read again, so the focus goes to the news above it.
 */
export function SignedInBrowsers({ sessions, now, result }: Props) {
  const dayOf = useDayOf();
  const navigation = useNavigation();
  const feedback = useRef<HTMLDivElement>(null);
  const [ending, setEnding] = useState<{ entry: SignedInBrowser; form: HTMLFormElement } | null>(
    null,
  );
  const closeDialog = useCallback(() => setEnding(null), []);
  const endingId =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === SIGN_OUT_BROWSER_INTENT &&
    navigation.formData.get("sessionId");

  useEffect(() => {
    if (result) feedback.current?.focus();
  }, [result]);

  return (
    <section className="stack" aria-labelledby="signed-in-browsers-heading">
      <h2 id="signed-in-browsers-heading">Where you're signed in</h2>
      <ActionFeedback ref={feedback} result={result} />
      {sessions === null ? (
        <p className="subdued">
          This list could not be loaded just now. Reload the page to try again.
        </p>
      ) : (
        <ul className="signed-in-list">
          {sessions.map((entry) => {
            const label = browserLabel(entry);
            const signedInDay = dayOf(entry.signedInAt);
            return (
              <li key={entry.id} className="signed-in panel">
                <div className="signed-in__about">
                  <h3 className="signed-in__name">
                    {label}
                    {entry.current ? (
                      <>
                        {" "}
                        <span className="signed-in__here">This device</span>
                      </>
                    ) : null}
                  </h3>
                  <p>{whereLabel(entry)}</p>
                  <p className="subdued">
                    Signed in <time dateTime={entry.signedInAt}>{signedInDay}</time> ·{" "}
                    {entry.current ? (
                      "Active now"
                    ) : (
                      <>
                        Last active{" "}
                        <time dateTime={entry.lastActiveAt}>
                          {relativeTime(entry.lastActiveAt, new Date(now))}
                        </time>
                      </>
                    )}
                  </p>
                </div>
                {entry.current ? null : (
                  <Form method="post" action="/profile" preventScrollReset>
                    <input type="hidden" name="intent" value={SIGN_OUT_BROWSER_INTENT} />
                    <input type="hidden" name="sessionId" value={entry.id} />
                    <button
                      type="submit"
                      className="button"
                      aria-label={`Sign out ${label}, signed in ${signedInDay}`}
                      disabled={endingId === entry.id}
                      onClick={(event) => {
                        const form = event.currentTarget.form;
                        if (!form) return;
                        event.preventDefault();
                        setEnding({ entry, form });
                      }}
                    >
                      {endingId === entry.id ? "Signing out…" : "Sign out"}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        question={`Sign out ${ending ? browserLabel(ending.entry) : ""}?`}
        detail={ending ? confirmDetail(ending.entry) : null}
        confirmLabel="Sign out"
        onConfirm={() => ending?.form.requestSubmit()}
        onClose={closeDialog}
      />
    </section>
  );
}

function confirmDetail(entry: SignedInBrowser) {
  const where = whereLabel(entry).replace(/^On /, "on ");
  return `It is signed out ${where || "everywhere"} the next time it opens a page, and recipes kept there for reading offline go too. You stay signed in here.`;
}
