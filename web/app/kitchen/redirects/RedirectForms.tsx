import { Form, useNavigation } from "@remix-run/react";
import type { ManageRedirect } from "@schema/api/manage-redirects";
import { resultFor, type SectionResult } from "../sections/section-result";

export const REDIRECT_INTENTS = { add: "add-redirect", remove: "remove-redirect" } as const;

/** The message for one field of the add form: the API names them `redirects.0.from`… */
const issueAt = (result: SectionResult | undefined, field: "from" | "to") =>
  result && !result.ok
    ? result.issues.find((issue) => issue.path === `redirects.0.${field}`)?.message
    : undefined;

/** Old address and where it leads; one for an address that has one replaces its target. */
export function AddRedirectForm({ result }: { result: SectionResult | undefined }) {
  const navigation = useNavigation();
  const answer = resultFor(result, REDIRECT_INTENTS.add);
  const adding =
    navigation.state !== "idle" && navigation.formData?.get("intent") === REDIRECT_INTENTS.add;
  const errors = { from: issueAt(answer, "from"), to: issueAt(answer, "to") };
  // A failure not about either field (the site's limit) is said under the button.
  const general = answer && !answer.ok && !errors.from && !errors.to ? answer.message : null;
  return (
    <Form method="post" className="stack redirect-add" preventScrollReset>
      <input type="hidden" name="intent" value={REDIRECT_INTENTS.add} />
      <div className="kgrid kgrid--wide">
        <Field
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

function Field({
  name,
  label,
  hint,
  error,
}: {
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

/** The redirects as a table, each with its Remove button. */
export function RedirectTable({ redirects }: { redirects: ManageRedirect[] }) {
  return (
    <div className="table-scroll">
      <table className="section-table">
        <caption className="visually-hidden">Redirects, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Old address</th>
            <th scope="col">Leads to</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((redirect) => (
            <tr key={redirect.id}>
              <th scope="row">
                <code>{redirect.from}</code>
              </th>
              <td>
                <code>{redirect.to}</code>
              </td>
              <td>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value={REDIRECT_INTENTS.remove} />
                  <input type="hidden" name="redirectId" value={redirect.id} />
                  <input type="hidden" name="from" value={redirect.from} />
                  <button type="submit" className="button button--secondary button--small">
                    Remove
                    <span className="visually-hidden"> the redirect from {redirect.from}</span>
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
