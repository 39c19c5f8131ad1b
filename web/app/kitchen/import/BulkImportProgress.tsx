import { Link } from "@remix-run/react";

export type BulkRow = {
  url: string;
  state: "waiting" | "working" | "done" | "failed";
  message?: string;
  recipe?: { id: string; title: string };
};

type Props = {
  rows: BulkRow[];
  siteSlug: string;
  /** Once all have run: the addresses that failed, to import again. */
  onRetry: (urls: string[]) => void;
  /** Once all have run: back to the form, for other addresses or a page or text. */
  onMore: () => void;
};

/**
 * Several addresses imported one after another, each becoming a draft; when all have run,
 * the count says how many made a draft, and the ones that failed can be tried again.
 */
export function BulkImportProgress({ rows, siteSlug, onRetry, onMore }: Props) {
  const imported = rows.filter((row) => row.state === "done").length;
  const failed = rows.filter((row) => row.state === "failed").map((row) => row.url);
  const finished = imported + failed.length === rows.length;
  let status = `Importing ${imported + failed.length + 1} of ${rows.length}…`;
  if (finished) {
    status = `${imported} of ${rows.length} imported`;
    if (failed.length) status += `; ${failed.length} could not be`;
  }
  return (
    <section className="import-bulk stack" aria-label="Import progress">
      <p role="status">{status}</p>
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
      {finished ? (
        <div className="button-row">
          {failed.length ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => onRetry(failed)}
            >
              {failed.length === 1
                ? "Try the failed address again"
                : "Try the failed addresses again"}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onMore}>
            Import more
          </button>
        </div>
      ) : null}
    </section>
  );
}
