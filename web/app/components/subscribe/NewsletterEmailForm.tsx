import { type FormEvent, useId, useState } from "react";
import { postJson, visitorMessage } from "../../lib/interactions/api-client";
import { newsletterEmail } from "../../lib/interactions/newsletter-modal";
import { GENERIC_ERROR } from "../../lib/interactions/subscribe-result";
import { ErrorBox } from "../ErrorBox";

type Props = {
  /** The field's label (shown to screen readers; the form's heading says it to everyone). */
  label: string;
  defaultEmail?: string;
  className?: string;
  /** confirmationRequired: the address counts once the e-mailed link is used. */
  onDone: (outcome: { confirmationRequired: boolean }) => void;
};

/**
 * One e-mail field that signs the address up for the site's newsletter
 * (POST /api/newsletter): the footer form, the newsletter modal and the recipe page's
 * newsletter box. docs/spec/visitor-experience.md §5: a trimmed empty address is ignored; the
 * input's own type is the only format check. Without script the form still works: it opens
 * /subscribe with the address filled in.
 */
export function NewsletterEmailForm({ label, defaultEmail = "", className, onDone }: Props) {
  const fieldId = useId();
  const errorId = useId();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not state: what was typed before script loaded counts too.
    const address = newsletterEmail(String(new FormData(event.currentTarget).get("email") ?? ""));
    if (!address || sending) return;
    setSending(true);
    setError(null);
    const result = await postJson<{ confirmationRequired?: boolean }>("/api/newsletter", {
      email: address,
    });
    setSending(false);
    if (result.ok) {
      onDone({ confirmationRequired: result.body.confirmationRequired !== false });
      return;
    }
    // Rate limits and the API's own e-mail check explain themselves; faults do not.
    setError(visitorMessage(result) ?? GENERIC_ERROR);
  }

  return (
    <form
      className={`newsletter-form ${className ?? ""}`.trim()}
      method="get"
      action="/subscribe"
      onSubmit={submit}
    >
      <div className="newsletter-form__row">
        <label htmlFor={fieldId} className="visually-hidden">
          {label}
        </label>
        <input
          id={fieldId}
          type="email"
          name="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="you@example.com"
          defaultValue={defaultEmail}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(null)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {error ? <ErrorBox id={errorId}>{error}</ErrorBox> : null}
    </form>
  );
}
