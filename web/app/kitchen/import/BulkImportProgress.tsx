import { Link } from "@remix-run/react";

export type BulkRow = {
  url: string;
  state: "waiting" | "working" | "done" | "failed";
  message?: string;
  recipe?: { id: string; title: string };
};

/** Several addresses imported one after another, each becoming a draft. */
export function BulkImportProgress({ rows, siteSlug }: { rows: BulkRow[]; siteSlug: string }) {
  const done = rows.filter((row) => row.state === "done" || row.state === "failed").length;
  return (
    <section className="import-bulk stack" aria-label="Import progress">
      <p role="status">
        {done} of {rows.length} imported
      </p>
      <ul className="import-bulk__rows">
        {rows.map((row) => (
          <li key={row.url} data-state={row.state}>
            <span className="import-bulk__url">{row.url}</span>{" "}
            {row.state === "waiting" ? <span>Waiting</span> : null}
            {row.state === "working" ? <span>Importing…</span> : null}
            {row.state === "failed" ? <span className="field__error">{row.message}</span> : null}
            {row.state === "done" && row.recipe ? (
              <Link
                to={`/kitchen/${encodeURIComponent(siteSlug)}/recipes/${encodeURIComponent(row.recipe.id)}`}
              >
                {row.recipe.title}
              </Link>
            ) : null}
            {row.message && row.state === "done" ? (
              <span className="import-bulk__note"> {row.message}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
