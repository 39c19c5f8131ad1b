import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { EarlySignupResult } from "../lib/platform/early-signups.server";
import { ErrorBox } from "./ErrorBox";

/**
 * "Tell me when I can open a site" on the platform home page. Posts to /early-signups (a
 * page of its own without script); with script the answer replaces the form in place.
 */
export function EarlySignupForm() {
  const fetcher = useFetcher<EarlySignupResult>();
  const emailId = useId();
  const siteId = useId();
  const errorId = useId();
  const result = fetcher.data;
  if (result?.ok) {
    return (
      <p role="status" className="early-signup__done">
        Thanks! Check {result.email} for a link to confirm your sign-up.
      </p>
    );
  }
  const fieldError = result && !result.ok ? result.fieldError : undefined;
  return (
    <fetcher.Form method="post" action="/early-signups" noValidate className="stack early-signup">
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError ? <ErrorBox id={errorId}>{fieldError}</ErrorBox> : null}
      </div>
      <div className="field">
        <label htmlFor={siteId}>Site name (optional)</label>
        <input id={siteId} name="siteName" maxLength={120} />
      </div>
      {result && !result.ok && result.formError ? <ErrorBox>{result.formError}</ErrorBox> : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={fetcher.state === "submitting"}
      >
        Join the early list
      </button>
    </fetcher.Form>
  );
}
