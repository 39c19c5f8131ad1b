import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  CREATE_SITE_FIELDS,
  type CreateSiteField,
  type CreateSiteValues,
  createSiteRequest,
} from "../../lib/account/create-site";
import type { FieldErrors } from "../../lib/account/field-errors";
import { SITE_SLUG_MAX, slugFromTitle, tidySlugInput } from "../../lib/account/slug";
import { ErrorBox } from "../ErrorBox";
import { FormField } from "./FormField";

export type CreateSiteResult = {
  values: CreateSiteValues;
  fieldErrors: FieldErrors<CreateSiteField>;
  formError?: string;
  at: number;
};

type Props = {
  /** "http://localhost:8788": the new site lives at {slug}.{host}. */
  platformOrigin: string;
  result: CreateSiteResult | undefined;
};

/** Where a slug's site will be, for the hint under the field. */
function siteAddress(platformOrigin: string, slug: string) {
  const url = new URL(platformOrigin);
  return `${url.protocol}//${slug || "your-site"}.${url.host}`;
}

/**
 * Title and address of a new site. The address follows the title until the person edits
 * it; emptying it hands it back to the title. The API's shape (reserved addresses too) is
 * checked before sending; a taken address comes back from the API at the same field.
 */
export function CreateSiteForm({ platformOrigin, result }: Props) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(result?.values.title ?? "");
  const [slug, setSlug] = useState(result?.values.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(result?.values.slug));
  const [errors, setErrors] = useState<FieldErrors<CreateSiteField>>(result?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(result?.formError ?? null);
  const creating = navigation.state !== "idle" && navigation.formAction === "/create";
  const shownSlug = slugEdited ? slug : slugFromTitle(title);

  useEffect(() => {
    if (!result) return;
    setErrors(result.fieldErrors);
    setFormError(result.formError ?? null);
    focusFirstInvalid(formRef.current, result.fieldErrors);
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    const checked = createSiteRequest({ title, slug: shownSlug });
    if (checked.ok) return;
    event.preventDefault();
    setErrors(checked.fieldErrors);
    focusFirstInvalid(event.currentTarget, checked.fieldErrors);
  }

  const clear = (field: CreateSiteField) => setErrors(({ [field]: _gone, ...rest }) => rest);

  return (
    <Form
      ref={formRef}
      method="post"
      action="/create"
      noValidate
      className="stack account-form"
      onSubmit={onSubmit}
    >
      <FormField
        label="Site title"
        hint="The name visitors see at the top of every page. You can change it later."
        error={errors.title}
      >
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            maxLength={200}
            autoComplete="off"
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              clear("title");
              // The address follows the title, so its error may no longer hold either.
              if (!slugEdited) clear("slug");
            }}
          />
        )}
      </FormField>
      <FormField
        label="Site address"
        hint={
          <>
            Lowercase letters, digits and dashes. Your site will be at{" "}
            <span className="account-address">{siteAddress(platformOrigin, shownSlug)}</span>
          </>
        }
        error={errors.slug}
      >
        {(control) => (
          <input
            {...control}
            name="slug"
            type="text"
            inputMode="url"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={SITE_SLUG_MAX}
            value={shownSlug}
            onChange={(event) => {
              const typed = tidySlugInput(event.currentTarget.value);
              setSlug(typed);
              setSlugEdited(typed !== "");
              clear("slug");
            }}
          />
        )}
      </FormField>
      {formError ? <ErrorBox>{formError}</ErrorBox> : null}
      <button type="submit" className="button button--primary" disabled={creating}>
        {creating ? "Creating…" : "Create site"}
      </button>
    </Form>
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<CreateSiteField>) {
  const first = CREATE_SITE_FIELDS.find((field) => errors[field]);
  if (!first || !form) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}
