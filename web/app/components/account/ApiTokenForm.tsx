import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ApiTokenField, ApiTokenFormValues } from "../../lib/account/api-tokens";
import type { FieldErrors } from "../../lib/account/field-errors";
import { ErrorBox } from "../ErrorBox";
import { FormField } from "./FormField";

export type ApiTokenSite = { id: string; slug: string; title: string };

export type CreateTokenResult =
  | { kind: "created"; name: string; secret: string; at: number }
  | {
      kind: "invalid";
      values: ApiTokenFormValues;
      fieldErrors: FieldErrors<ApiTokenField>;
      formError?: string;
      at: number;
    };

type Props = { sites: ApiTokenSite[]; result: CreateTokenResult | undefined };

/**
 * A new token: its name, read-only or read-write, and the sites it may act on (all the
 * person manages, or the ones ticked). Plain radio buttons and checkboxes: it works before
 * the page's script has loaded.
 */
export function ApiTokenForm({ sites, result }: Props) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const invalid = result?.kind === "invalid" ? result : null;
  const [scope, setScope] = useState(invalid?.values.scope ?? "all");
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";

  useEffect(() => {
    // A fresh form once a token is made; the first faulty field gets focus otherwise.
    if (result?.kind === "created") {
      formRef.current?.reset();
      setScope("all");
    } else if (result?.kind === "invalid") {
      const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
      first?.focus();
    }
  }, [result]);

  const errors = invalid?.fieldErrors ?? {};
  return (
    <Form ref={formRef} method="post" noValidate className="stack account-form">
      <input type="hidden" name="intent" value="create" />
      <FormField
        label="Token name"
        hint="What it is for, e.g. “Recipe shortcut”."
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            maxLength={80}
            autoComplete="off"
            defaultValue={invalid?.values.name ?? ""}
          />
        )}
      </FormField>
      <fieldset className="account-choices" aria-invalid={errors.access ? true : undefined}>
        <legend>Access</legend>
        <label>
          <input
            type="radio"
            name="access"
            value="read"
            defaultChecked={(invalid?.values.access ?? "read") === "read"}
          />{" "}
          Read only: it can look, not change anything
        </label>
        <label>
          <input
            type="radio"
            name="access"
            value="write"
            defaultChecked={invalid?.values.access === "write"}
          />{" "}
          Read and write: it can do what you can do in the kitchen
        </label>
        {errors.access ? <ErrorBox>{errors.access}</ErrorBox> : null}
      </fieldset>
      <fieldset className="account-choices">
        <legend>Sites</legend>
        <label>
          <input
            type="radio"
            name="scope"
            value="all"
            checked={scope === "all"}
            onChange={() => setScope("all")}
          />{" "}
          All the sites you manage, including future ones
        </label>
        {sites.length ? (
          <>
            <label>
              <input
                type="radio"
                name="scope"
                value="chosen"
                checked={scope === "chosen"}
                onChange={() => setScope("chosen")}
              />{" "}
              Only these:
            </label>
            <ul className="account-choices__sites">
              {sites.map((site) => (
                <li key={site.id}>
                  <label>
                    <input
                      type="checkbox"
                      name="siteIds"
                      value={site.id}
                      defaultChecked={invalid?.values.siteIds.includes(site.id)}
                      onChange={() => setScope("chosen")}
                    />{" "}
                    {site.title} <span className="subdued">({site.slug})</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        ) : (
          // Nothing to choose between: say where an "all" token reaches.
          <p className="subdued">You manage no sites yet: the token reaches the ones you create.</p>
        )}
        {errors.siteIds ? <ErrorBox>{errors.siteIds}</ErrorBox> : null}
      </fieldset>
      {invalid?.formError ? <ErrorBox>{invalid.formError}</ErrorBox> : null}
      <button type="submit" className="button button--primary" disabled={creating}>
        {creating ? "Creating…" : "Create token"}
      </button>
    </Form>
  );
}
