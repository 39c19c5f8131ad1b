import { Form } from "@remix-run/react";
import type { ApiTokenView } from "@schema/api/api-tokens";
import { useDayOf } from "../../lib/days";

/** The person's live tokens: what each may do and when it was last used, and Revoke. */
export function ApiTokenList({ tokens }: { tokens: ApiTokenView[] }) {
  const dayOf = useDayOf();
  if (tokens.length === 0) {
    return <p className="subdued">You have no API tokens.</p>;
  }
  return (
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
            <button type="submit" className="button" aria-label={`Revoke ${token.name}`}>
              Revoke
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
