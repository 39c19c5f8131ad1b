import { Form, Link, useNavigation } from "@remix-run/react";
import { INVALID_EMAIL_MESSAGE } from "@schema/api/email-pattern";
import type { CurrentUser, PlanType } from "@schema/api/identity";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { isValidEmail } from "../../lib/email";
import {
  currentPlan,
  defaultPlan,
  type PlanOption,
  pickedPlan,
  showsPlanChooser,
  subscribeButtonLabel,
} from "../../lib/interactions/plans";
import type { SubscribeError } from "../../lib/interactions/subscribe-result";
import { ACCOUNT_EXISTS_MESSAGE } from "../../lib/interactions/subscribe-result";
import { signInHref } from "../../lib/next-path";
import { useHydrated } from "../../lib/use-hydrated";
import { ErrorBox } from "../ErrorBox";
import { PlanChooser } from "./PlanChooser";

type Props = {
  options: readonly PlanOption[];
  user: CurrentUser | null;
  /** From ?email= or the form's last submission. */
  defaultEmail: string;
  /** The plan the last submission chose (kept after an error). */
  submittedPlan?: PlanType;
  error?: SubscribeError;
  /** The page the reader came from; the pages after subscribing lead back to it. */
  next: string;
  /** Under each paid plan: what it gives on this site (PlanChooser). */
  paidNote: string;
};

/**
 * The subscribe form (docs/spec/visitor-experience.md §4 "Subscribe flow", §5, §8): the e-mail
 * (locked to the account's when signed in), the plan chooser where there is more than the free
 * plan, and one button whose text follows the plan and the request. A malformed address is caught
 * before anything is sent; the server checks again.
 */
export function SubscribeForm({
  options,
  user,
  defaultEmail,
  submittedPlan,
  error,
  next,
  paidNote,
}: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const emailId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // True only for the render that hydrates the server's form (not a mount after a move).
  const hydrating = useRef(!hydrated);
  const current = currentPlan(user);
  const chooser = showsPlanChooser(options);
  const [plan, setPlan] = useState<PlanType | null>(submittedPlan ?? defaultPlan(options, current));
  const [email, setEmail] = useState(user?.email ?? defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(
    error?.kind === "field" ? error.message : null,
  );
  const [requestError, setRequestError] = useState<SubscribeError | null>(
    error && error.kind !== "field" ? error : null,
  );

  // A new answer from the server replaces what the visitor was shown.
  useEffect(() => {
    setFieldError(error?.kind === "field" ? error.message : null);
    setRequestError(error && error.kind !== "field" ? error : null);
  }, [error]);

  // Keep what was typed before the page finished loading.
  useEffect(() => {
    if (!user && input.current) setEmail(input.current.value);
  }, [user]);

  // A radio picked before or while the page hydrated is still the one shown, but it never
  // reached the state (React reads the server's choice, and the next render would put that
  // back). Take the shown one, or the button would say one plan while the form posts another.
  useEffect(() => {
    if (!hydrating.current) return;
    hydrating.current = false;
    const shown = form.current?.querySelector<HTMLInputElement>('input[name="plan"]:checked');
    const picked = pickedPlan(shown?.value, options, current);
    if (picked) setPlan(picked);
  }, [options, current]);

  // From the post until the next page has loaded: a redirect (success, checkout) rather
  // than the reload of this page that follows an error.
  const loading =
    navigation.formAction === "/subscribe" &&
    (navigation.state === "submitting" ||
      (navigation.state === "loading" && navigation.location.pathname !== "/subscribe"));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (user || isValidEmail(email)) return;
    event.preventDefault();
    setFieldError(INVALID_EMAIL_MESSAGE);
    input.current?.focus();
  }

  return (
    <Form
      ref={form}
      method="post"
      action="/subscribe"
      noValidate
      className="stack subscribe-form"
      onSubmit={onSubmit}
    >
      {next === "/" ? null : <input type="hidden" name="next" value={next} />}
      {chooser ? (
        <PlanChooser
          options={options}
          value={plan}
          current={current}
          paidNote={paidNote}
          onChange={(next) => {
            setPlan(next);
            setRequestError(null);
          }}
        />
      ) : (
        <input type="hidden" name="plan" value="free" />
      )}
      <div className="field">
        <label htmlFor={emailId}>Email</label>
        <input
          ref={input}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          // Signed in: the account's address, shown but not editable
          // (docs/spec/visitor-experience.md §5).
          disabled={user !== null}
          defaultValue={user?.email ?? defaultEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(null);
            setRequestError(null);
          }}
        />
        {fieldError ? <ErrorBox id={errorId}>{fieldError}</ErrorBox> : null}
      </div>
      {requestError?.kind === "account-exists" ? (
        <ErrorBox>
          {ACCOUNT_EXISTS_MESSAGE} <Link to={signInHref("/sign-in", "/subscribe")}>Sign in</Link> to
          manage your subscription.
        </ErrorBox>
      ) : requestError?.kind === "message" ? (
        <ErrorBox>{requestError.message}</ErrorBox>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={loading || plan === null || (hydrated && !user && email.trim() === "")}
      >
        {subscribeButtonLabel({ loading, signedIn: user !== null, chooser, plan })}
      </button>
    </Form>
  );
}
