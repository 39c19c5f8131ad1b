import { Form, useNavigation } from "@remix-run/react";
import type { ManageRedirect } from "@schema/api/manage-redirects";
import { type Ref, useEffect, useRef } from "react";
import { resultFor, type SectionResult } from "../sections/section-result";

export const REDIRECT_INTENTS = {
  add: "add-redirect",
  addMany: "add-redirects",
  remove: "remove-redirect",
} as const;

/** The answer meant for one of the page's forms, and whether that form is being sent now. */
function useFormAnswer(result: SectionResult | undefined, intent: string) {
  const navigation = useNavigation();
  return {
    answer: resultFor(result, intent),
    sending: navigation.state !== "idle" && navigation.formData?.get("intent") === intent,
  };
}

/** The message for one field of the add form: the API names them `redirects.0.from`… */
const issueAt = (result: SectionResult | undefined, field: "from" | "to") =>
  result && !result.ok
    ? result.issues.find((issue) => issue.path === `redirects.0.${field}`)?.message
    : undefined;

/** Old address and where it leads; one for an address that has one replaces its target. */
export function AddRedirectForm({ result }: { result: SectionResult | undefined }) {
  const { answer, sending: adding } = useFormAnswer(result, REDIRECT_INTENTS.add);
  const errors = { from: issueAt(answer, "from"), to: issueAt(answer, "to") };
  // A saved one empties the form (below): the next one starts where the last was typed,
  // rather than the focus falling back to the page with the button that held it.
  const fromField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer?.ok) fromField.current?.focus();
  }, [answer]);
  // A failure not about either field (the site's limit) is said under the button.
  const general = answer && !answer.ok && !errors.from && !errors.to ? answer.message : null;
  return (
    <Form
      method="post"
      className="stack redirect-add"
      preventScrollReset
      // A saved redirect empties the fields for the next one; a refused one keeps them.
      key={answer?.ok ? answer.message : "editing"}
    >
      <input type="hidden" name="intent" value={REDIRECT_INTENTS.add} />
      <div className="kgrid kgrid--wide">
        <Field
          inputRef={fromField}
          name="from"
          label="Old address"
          hint="A path like /category/desserts/, or the whole address from your old site"
          error={errors.from}
        />
        <Field
          name="to"
          label="Leads to"
          hint="A page of your site like /recipes/plum-cake, or any web address"
          error={errors.to}
        />
      </div>
      <p>
        <button type="submit" className="button button--primary" disabled={adding}>
          {adding ? "Adding…" : "Add redirect"}
        </button>
      </p>
      {general ? (
        <p className="field__error" role="alert">
          {general}
        </p>
      ) : null}
    </Form>
  );
}

/** Many at once, pasted from an old blog's list or a spreadsheet: one per line. */
export function AddManyForm({ result }: { result: SectionResult | undefined }) {
  const { answer, sending: adding } = useFormAnswer(result, REDIRECT_INTENTS.addMany);
  const errors = answer && !answer.ok ? answer.issues.map((issue) => issue.message) : [];
  return (
    <details className="redirect-many" open={errors.length > 0 || undefined}>
      <summary>Add many at once</summary>
      <Form
        method="post"
        className="stack"
        preventScrollReset
        key={answer?.ok ? answer.message : "editing"}
      >
        <input type="hidden" name="intent" value={REDIRECT_INTENTS.addMany} />
        <div className="field kfield">
          <label htmlFor="redirect-lines">Redirects, one per line</label>
          <p className="field__hint" id="redirect-lines-hint">
            The old address, then where it leads, parted by a space, a tab, a comma or -&gt;. Like:
            /category/cakes/ /collections/cakes
          </p>
          <textarea
            id="redirect-lines"
            name="lines"
            rows={6}
            required
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={`redirect-lines-hint${errors.length ? " redirect-lines-errors" : ""}`}
          />
          {errors.length ? (
            <div id="redirect-lines-errors">
              {errors.map((message) => (
                <p key={message} className="field__error">
                  {message}
                </p>
              ))}
            </div>
          ) : null}
        </div>
        <p>
          <button type="submit" className="button button--secondary" disabled={adding}>
            {adding ? "Adding…" : "Add these redirects"}
          </button>
        </p>
      </Form>
    </details>
  );
}

function Field({
  inputRef,
  name,
  label,
  hint,
  error,
}: {
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
}) {
  const id = `redirect-${name}`;
  return (
    <div className="field kfield">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={name}
        required
        maxLength={name === "to" ? 2000 : 500}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The redirects, each "old → new" with its Remove button; wraps on a phone. */
export function RedirectList({ redirects }: { redirects: ManageRedirect[] }) {
  return (
    <ul className="redirect-list" aria-label="Redirects, newest first">
      {redirects.map((redirect) => (
        <li key={redirect.id} className="redirect">
          <p className="redirect__addresses">
            <code>{redirect.from}</code>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> leads to </span>
            <code>{redirect.to}</code>
          </p>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={REDIRECT_INTENTS.remove} />
            <input type="hidden" name="redirectId" value={redirect.id} />
            <input type="hidden" name="from" value={redirect.from} />
            <button type="submit" className="button button--secondary button--small">
              Remove<span className="visually-hidden"> the redirect from {redirect.from}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
