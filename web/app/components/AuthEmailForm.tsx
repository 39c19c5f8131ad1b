import { Form, useNavigation } from "@remix-run/react";
import { INVALID_EMAIL_MESSAGE } from "@schema/api/email-pattern";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { isValidEmail } from "../lib/email";
import { useHydrated } from "../lib/use-hydrated";
import { ErrorBox } from "./ErrorBox";

type Props = {
  mode: "sign-in" | "sign-up";
  /** Where the form posts; the current route when omitted (the expired-link page posts to /sign-in). */
  action?: string;
  next: string;
  defaultEmail?: string;
  /** From the server action: the e-mail was rejected as malformed. */
  fieldError?: string;
  /** From the server action: the request failed. */
  formError?: string;
  /** Sign-up on a site that sends newsletters: "Subscribe to {site} newsletter". */
  subscribeLabel?: string | null;
  /** Whether that box starts ticked (a gift's friend signs up unsubscribed unless they tick it). */
  subscribeChecked?: boolean;
};

/**
 * The e-mail stage of sign-in and sign-up (docs/spec/visitor-experience.md §5). Works without
 * script (the server validates too); with script, the button waits for an address and a malformed
 * one is caught before anything is sent.
 */
export function AuthEmailForm(props: Props) {
  const { mode, action, next, defaultEmail = "", fieldError, formError, subscribeLabel } = props;
  const subscribeChecked = props.subscribeChecked ?? true;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const errorId = useId();
  const subscribeId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState(fieldError ?? null);
  const [requestError, setRequestError] = useState(formError ?? null);

  // A new answer from the server replaces what the visitor was shown.
  useEffect(() => {
    setError(fieldError ?? null);
    setRequestError(formError ?? null);
  }, [fieldError, formError]);

  // Keep what was typed before the page finished loading.
  useEffect(() => {
    if (inputRef.current) setEmail(inputRef.current.value);
  }, []);

  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "request";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (isValidEmail(email)) return;
    event.preventDefault();
    setError(INVALID_EMAIL_MESSAGE);
    inputRef.current?.focus();
  }

  return (
    <Form method="post" action={action} noValidate className="stack" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="request" />
      <input type="hidden" name="next" value={next} />
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          ref={inputRef}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={defaultEmail}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
            setRequestError(null);
          }}
        />
        {error ? <ErrorBox id={errorId}>{error}</ErrorBox> : null}
      </div>
      {subscribeLabel ? (
        <div className="checkbox-field">
          <input
            id={subscribeId}
            type="checkbox"
            name="subscribe"
            defaultChecked={subscribeChecked}
          />
          <label htmlFor={subscribeId}>{subscribeLabel}</label>
        </div>
      ) : null}
      {requestError ? <ErrorBox>{requestError}</ErrorBox> : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={(hydrated && email.trim() === "") || submitting}
      >
        {mode === "sign-in" ? "Sign In" : "Sign Up"}
      </button>
    </Form>
  );
}
