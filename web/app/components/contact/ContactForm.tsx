import { Form, useNavigation } from "@remix-run/react";
import { CONTACT_LIMITS } from "@schema/api/site-page-constants";
import { useEffect, useId, useRef } from "react";
import type { ContactField, ContactResult } from "../../lib/site/contact-form.server";
import { ErrorBox } from "../ErrorBox";

type Props = {
  result: ContactResult | undefined;
  siteTitle: string;
  /** A signed-in reader's address, filled in (and still editable) so they need not type it. */
  email?: string | null;
};

/**
 * The /contact form: name, e-mail and message, each labelled, its error tied to it
 * (aria-describedby) and announced. Works without script; the server checks every field.
 * After a send the form empties and a status line says so, and takes the focus: the button
 * that had it is no longer what the reader is doing, and focus left on it (or lost to the
 * body when it was disabled while sending) leaves a keyboard reader nowhere.
 */
export function ContactForm({ result, siteTitle, email }: Props) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const nameId = useId();
  const emailId = useId();
  const messageId = useId();
  const ids = { name: nameId, email: emailId, message: messageId };
  const errors = result && !result.sent ? result.errors : {};
  const values = result && !result.sent ? result.values : undefined;
  const sending = navigation.state === "submitting";

  // Focus goes to the first field the server refused, or the form is cleared after a send.
  useEffect(() => {
    if (!result) return;
    if (result.sent) {
      formRef.current?.reset();
      statusRef.current?.focus();
      return;
    }
    const first = (["name", "email", "message"] as ContactField[]).find((f) => result.errors[f]);
    if (first)
      document.getElementById({ name: nameId, email: emailId, message: messageId }[first])?.focus();
  }, [result, nameId, emailId, messageId]);

  const described = (field: ContactField) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": `${ids[field]}-error` }
      : {};

  return (
    <Form method="post" noValidate className="stack contact-form" ref={formRef}>
      <div className="field">
        <label htmlFor={ids.name}>Name</label>
        <input
          id={ids.name}
          name="name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
          defaultValue={values?.name}
          {...described("name")}
        />
        {errors.name ? <ErrorBox id={`${ids.name}-error`}>{errors.name}</ErrorBox> : null}
      </div>
      <div className="field">
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          defaultValue={values?.email ?? email ?? undefined}
          {...described("email")}
        />
        {errors.email ? <ErrorBox id={`${ids.email}-error`}>{errors.email}</ErrorBox> : null}
      </div>
      <div className="field">
        <label htmlFor={ids.message}>Message</label>
        <textarea
          id={ids.message}
          name="message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          required
          defaultValue={values?.message}
          {...described("message")}
        />
        {errors.message ? <ErrorBox id={`${ids.message}-error`}>{errors.message}</ErrorBox> : null}
      </div>
      {result && !result.sent && result.formError ? <ErrorBox>{result.formError}</ErrorBox> : null}
      <p role="status" className="contact-form__status" ref={statusRef} tabIndex={-1}>
        {result?.sent ? `Thanks! Your message was sent to ${siteTitle}.` : ""}
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}
