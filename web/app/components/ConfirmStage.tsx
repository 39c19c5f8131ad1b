import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { ErrorBox } from "./ErrorBox";

type Props = {
  email: string;
  next: string;
  codeError?: string;
  /** The form stage again ('Enter different email'). */
  restartHref: string;
};

/** After a link was requested: check your inbox, or type the 6-digit code from the e-mail. */
export function ConfirmStage({ email, next, codeError, restartHref }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const codeId = useId();
  const errorId = useId();
  const checking =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "code";

  // The form the visitor was in is gone; tell assistive technology where they are now.
  useEffect(() => headingRef.current?.focus(), []);

  // A code refused: back to the field (the button was disabled while checking, which drops
  // focus to the page's start), where the error is read with it and the code can be retyped.
  const codeRef = useRef<HTMLInputElement>(null);
  const wasChecking = useRef(false);
  useEffect(() => {
    if (wasChecking.current && !checking && codeError) codeRef.current?.select();
    wasChecking.current = checking;
  }, [checking, codeError]);

  return (
    <div className="stack">
      <h1 ref={headingRef} tabIndex={-1}>
        Check your email
      </h1>
      <p>
        Click the link we sent to <strong>{email}</strong> to continue.
      </p>
      <p className="subdued">If it has not arrived in a few minutes, check your spam folder.</p>

      <Form method="post" className="stack code-form">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="next" value={next} />
        <div className="field">
          <label htmlFor={codeId}>Or enter the 6-digit code from the email</label>
          <input
            ref={codeRef}
            id={codeId}
            name="code"
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? errorId : undefined}
          />
          {codeError ? <ErrorBox id={errorId}>{codeError}</ErrorBox> : null}
        </div>
        <button type="submit" className="button button--secondary" disabled={checking}>
          {checking ? "Signing In..." : "Sign In with Code"}
        </button>
      </Form>

      <div className="button-row">
        <Link className="button button--primary" to="/">
          Go to Homepage
        </Link>
        <Link className="button button--secondary" to={restartHref}>
          Enter different email
        </Link>
      </div>
    </div>
  );
}
