import type { DataExportView } from "@schema/api/data-exports";
import { Moment } from "../Moment";
import { countsText, sizeText } from "./export-text";

const STATE_TEXT = {
  queued: "Waiting to start",
  running: "Being written",
  done: "Ready",
  failed: "Failed",
} as const;

/** An export is still being written: the page asks again until none is. */
export const exportsPending = (exports: DataExportView[]) =>
  exports.some((view) => view.state === "queued" || view.state === "running");

/** The kitchen's and the account area's list of exports: state, what is in it, the link. */
export function ExportList({ exports }: { exports: DataExportView[] }) {
  if (exports.length === 0) return <p className="subdued">No exports yet.</p>;
  return (
    <ul className="export-list" aria-label="Exports">
      {exports.map((view) => {
        const counts = countsText(view);
        return (
          <li key={view.id} className="export-list__item" data-state={view.state}>
            <p>
              <strong>
                <Moment iso={view.createdAt} />
              </strong>{" "}
              <span className="export-list__state">{STATE_TEXT[view.state]}</span>
            </p>
            {counts ? <p className="subdued">{counts}</p> : null}
            {view.state === "failed" ? (
              <p className="field__error">
                Something went wrong writing this archive. Please ask again.
              </p>
            ) : null}
            {view.downloadUrl ? (
              <p>
                <a href={view.downloadUrl} download>
                  Download ({sizeText(view.bytes)})
                </a>
                {view.expiresAt ? (
                  <span className="subdued">
                    {" "}
                    until <Moment iso={view.expiresAt} />
                  </span>
                ) : null}
              </p>
            ) : view.state === "done" ? (
              <p className="subdued">The link has expired; ask for a new export.</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
