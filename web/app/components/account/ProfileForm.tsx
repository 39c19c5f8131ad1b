import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../lib/account/field-errors";
import {
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileRequest,
} from "../../lib/account/profile";
import { ErrorBox } from "../ErrorBox";
import { SubmitButton } from "../SubmitButton";
import { FormField } from "./FormField";
import { StatusMessage } from "./StatusMessage";

/** What the action answers; `at` makes each answer new, even when it says the same. */
export type ProfileResult =
  | { ok: true; message: string; at: number }
  | {
      ok: false;
      values: ProfileValues;
      fieldErrors: FieldErrors<ProfileField>;
      formError?: string;
      at: number;
    };

type Props = { email: string; saved: ProfileValues; result: ProfileResult | undefined };

const valuesOf = (form: HTMLFormElement): ProfileValues => {
  const data = new FormData(form);
  const text = (name: ProfileField) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { displayName: text("displayName"), handle: text("handle"), bio: text("bio") };
};

/**
 * Display name, handle and bio, with the e-mail shown read-only. With script, the shared
 * profile shape is checked before anything is sent; the action checks again (and the API
 * after it), so the form also works without script.
 */
export function ProfileForm({ email, saved, result }: Props) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Seeded from the answer too: without script the server render is all there is.
  const failed = result && !result.ok ? result : null;
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>(failed?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(failed?.formError ?? null);
  const [message, setMessage] = useState<string | null>(result?.ok ? result.message : null);
  // The page's other form posts to /profile too, with an intent ("Sign out everywhere else").
  const saving =
    navigation.state === "submitting" &&
    navigation.formAction === "/profile" &&
    !navigation.formData?.has("intent");
  const shown = result && !result.ok ? result.values : saved;

  // A new answer from the action replaces what the form showed.
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setErrors({});
      setFormError(null);
      setMessage(result.message);
      return;
    }
    setErrors(result.fieldErrors);
    setFormError(result.formError ?? null);
    setMessage(null);
    focusFirstInvalid(formRef.current, result.fieldErrors);
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = profileRequest(valuesOf(event.currentTarget), saved);
    setMessage(null);
    setFormError(null);
    if (checked.ok) return;
    event.preventDefault();
    setErrors(checked.fieldErrors);
    focusFirstInvalid(event.currentTarget, checked.fieldErrors);
  }

  const clear = (field: ProfileField) => () => {
    setMessage(null);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action="/profile"
      noValidate
      className="stack account-form"
      onSubmit={onSubmit}
    >
      <FormField label="Email" hint="The address you sign in with. It cannot be changed here.">
        {(control) => (
          <input {...control} type="email" value={email} readOnly className="account-readonly" />
        )}
      </FormField>
      <FormField
        label="Display name"
        hint="Shown with your comments. Optional; 2 to 255 characters."
        error={errors.displayName}
      >
        {(control) => (
          <input
            {...control}
            name="displayName"
            type="text"
            autoComplete="name"
            defaultValue={shown.displayName}
            onChange={clear("displayName")}
          />
        )}
      </FormField>
      <FormField
        label="Handle"
        hint="Letters, digits, dots, dashes and underscores. Optional; 2 to 255 characters."
        error={errors.handle}
      >
        {(control) => (
          <input
            {...control}
            name="handle"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={shown.handle}
            onChange={clear("handle")}
          />
        )}
      </FormField>
      <FormField
        label="Bio"
        hint="A few words about you. Each line becomes a paragraph."
        error={errors.bio}
      >
        {(control) => (
          <textarea
            {...control}
            name="bio"
            rows={5}
            defaultValue={shown.bio}
            onChange={clear("bio")}
          />
        )}
      </FormField>
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <StatusMessage>{message}</StatusMessage>
      <SubmitButton className="button button--primary" busy={saving}>
        {saving ? "Saving…" : "Save profile"}
      </SubmitButton>
    </Form>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<ProfileField>) {
  const first = PROFILE_FIELDS.find((field) => errors[field]);
  if (!first || !form) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}
