import { Form } from "@remix-run/react";
import type { ApiTokenView } from "@schema/api/api-tokens";
import { useCallback, useState } from "react";
import { useDayOf } from "../../lib/days";
import { ConfirmDialog } from "../ConfirmDialog";

/**
 * The person's live tokens: what each may do and when it was last used, and Revoke. A revoke
 * cannot be undone and stops whatever script uses the token, so it asks first (without
 * script the form posts at once).
 */
export function ApiTokenList({ tokens }: { tokens: ApiTokenView[] }) {
  const dayOf = useDayOf();
  const [revoking, setRevoking] = useState<{ name: string; form: HTMLFormElement } | null>(null);
  const closeDialog = useCallback(() => setRevoking(null), []);
  if (tokens.length === 0) {
    return <p className="subdued">You have no API tokens.</p>;
  }
  return (
    <>
      <ul className="api-token-list">
        {tokens.map((token) => (
          <li key={token.id} className="api-token panel">
            <div className="api-token__about">
              <h3 className="api-token__name">{token.name}</h3>
              <p>
                <code>{token.prefix}…</code> ·{" "}
                {token.access === "read" ? "Read only" : "Read and write"} ·{" "}
                {token.sites === null
                  ? "All your sites"
                  : token.sites.map((site) => site.title).join(", ") || "No sites any more"}
              </p>
              <p className="subdued">
                Created <time dateTime={token.createdAt}>{dayOf(token.createdAt)}</time> ·{" "}
                {token.lastUsedAt ? (
                  <>
                    Last used <time dateTime={token.lastUsedAt}>{dayOf(token.lastUsedAt)}</time>
                  </>
                ) : (
                  "Never used"
                )}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="tokenId" value={token.id} />
              <button
                type="submit"
                className="button"
                aria-label={`Revoke ${token.name}`}
                onClick={(event) => {
                  const form = event.currentTarget.form;
                  if (!form) return;
                  event.preventDefault();
                  setRevoking({ name: token.name, form });
                }}
              >
                Revoke
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        question={`Revoke “${revoking?.name ?? ""}”?`}
        detail="Anything still using this token is refused from now on. This can't be undone."
        confirmLabel="Revoke token"
        onConfirm={() => revoking?.form.requestSubmit()}
        onClose={closeDialog}
      />
    </>
  );
}
