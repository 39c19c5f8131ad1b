import { Form, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SIGN_OUT_ELSEWHERE_INTENT } from "../../lib/account/sign-out-elsewhere";
import { ConfirmDialog } from "../ConfirmDialog";
import { ActionFeedback } from "./StatusMessage";

/** The action's answer; `at` makes each answer new, even when it says the same. */
export type SignOutElsewhereResult = {
  intent: typeof SIGN_OUT_ELSEWHERE_INTENT;
  ok: boolean;
  message: string;
  at: number;
};

/**
 * Profile's "Sign out everywhere else", for the phone of a friend or a library computer. It
 * asks first (without script the form posts at once, as an API token's Revoke does); the
 * answer says how many sessions ended and gets focus. This browser stays signed in; the
 * account menu's Sign out is unchanged.
 */
export function SignOutElsewhere({ result }: { result: SignOutElsewhereResult | undefined }) {
  const navigation = useNavigation();
  const feedback = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const closeDialog = useCallback(() => setForm(null), []);
  const signingOut =
    navigation.state !== "idle" && navigation.formData?.get("intent") === SIGN_OUT_ELSEWHERE_INTENT;

  // The news, once it comes, is where the person looks next.
  useEffect(() => {
    if (result) feedback.current?.focus();
  }, [result]);

  return (
    <section className="stack" aria-labelledby="sign-out-elsewhere-heading">
      <h2 id="sign-out-elsewhere-heading">Sign out everywhere else</h2>
      <p className="subdued">
        Signed in on a friend's phone or a library computer? This signs you out on every other
        device and browser, here and on every site, the next time it opens a page. Recipes kept
        there for reading offline go too. You stay signed in on this one.
      </p>
      <ActionFeedback ref={feedback} result={result} />
      <Form method="post" action="/profile" preventScrollReset>
        <input type="hidden" name="intent" value={SIGN_OUT_ELSEWHERE_INTENT} />
        <button
          type="submit"
          className="button button--secondary"
          disabled={signingOut}
          onClick={(event) => {
            const owner = event.currentTarget.form;
            if (!owner) return;
            event.preventDefault();
            setForm(owner);
          }}
        >
          {signingOut ? "Signing out…" : "Sign out everywhere else"}
        </button>
      </Form>
      <ConfirmDialog
        open={form !== null}
        question="Sign out everywhere else?"
        detail="Every other device and browser where you are signed in, on this platform or on a creator's site, is signed out. You stay signed in here."
        confirmLabel="Sign out everywhere else"
        onConfirm={() => form?.requestSubmit()}
        onClose={closeDialog}
      />
    </section>
  );
}
