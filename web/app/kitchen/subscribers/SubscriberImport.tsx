import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import type {
  SubscriberImportRowsResponse,
  SubscriberImportRowView,
  SubscriberImportView,
} from "@schema/api/subscriber-imports";
import { type FormEvent, useEffect, useState } from "react";
import { putWithProgress } from "../shared/image-file";
import { useJsonAction } from "../shared/use-json-action";
import type {
  ImportCreateResult,
  ImportFormResult,
  ImportUploadUrlResult,
} from "./subscriber-import.server";

const POLL_MS = 2000;

const SOURCE_NAMES = {
  substack: "a Substack subscriber export",
  ghost: "a Ghost members export",
  mailchimp: "a Mailchimp audience export",
  other: "a CSV file",
} as const;

/** What each outcome means, in the preview's counts and the report. */
const OUTCOMES = [
  { key: "new", label: "new", reason: "Will be imported" },
  { key: "already_subscribed", label: "already subscribed", reason: "Already subscribed" },
  { key: "invalid", label: "invalid", reason: "Not a valid e-mail address" },
  { key: "suppressed", label: "suppressed", reason: "Bounced or complained before" },
  { key: "duplicate", label: "duplicates", reason: "Appears earlier in the file" },
  { key: "opted_out", label: "opted out", reason: "Turned e-mails off on the other platform" },
] as const;

const reasonOf = (outcome: SubscriberImportRowView["outcome"]) =>
  outcome === "imported"
    ? "Imported"
    : (OUTCOMES.find((entry) => entry.key === outcome)?.reason ?? outcome);

type Phase = { kind: "idle" } | { kind: "busy"; text: string } | { kind: "failed"; text: string };

type Props = {
  siteSlug: string;
  latest: SubscriberImportView | null;
  report: (SubscriberImportRowsResponse & { after: number }) | null;
  /** The first page of rows that had a paid plan elsewhere (after the import). */
  paid: SubscriberImportRowsResponse | null;
  formResult: ImportFormResult | null;
};

/**
 * /kitchen/{site}/subscribers: bring a list from Substack, Ghost, Mailchimp or any CSV. The
 * file goes from the browser straight to storage (a signed upload URL, as pictures do), is
 * read in the background into a preview, and imported once the creator confirms consent;
 * the page follows along while either runs.
 */
export function SubscriberImport({ siteSlug, latest, report, paid, formResult }: Props) {
  const revalidator = useRevalidator();
  const urlCall = useJsonAction<ImportUploadUrlResult>();
  const createCall = useJsonAction<ImportCreateResult>();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const running = latest?.status === "reading" || latest?.status === "importing";
  const action = `/kitchen/${encodeURIComponent(siteSlug)}/subscribers`;

  useEffect(() => {
    if (!running || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, revalidator]);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) {
      setPhase({ kind: "failed", text: "Choose a CSV file first." });
      return;
    }
    setPhase({ kind: "busy", text: "Starting the upload…" });
    const issued = await urlCall.call(action, { intent: "subscriber-import-upload-url" });
    if (!issued?.ok) {
      setPhase({ kind: "failed", text: issued?.message ?? "The upload could not start." });
      return;
    }
    if (file.size > issued.upload.maxBytes) {
      setPhase({ kind: "failed", text: "This file is too large to import." });
      return;
    }
    const put = await putWithProgress(issued.upload.uploadUrl, file, "text/csv", (fraction) =>
      setPhase({ kind: "busy", text: `Uploading… ${Math.round(fraction * 100)}%` }),
    );
    if (!put.ok) {
      setPhase({ kind: "failed", text: put.message });
      return;
    }
    setPhase({ kind: "busy", text: "Reading the file…" });
    const created = await createCall.call(action, {
      intent: "subscriber-import-create",
      key: issued.upload.key,
      fileName: file.name.slice(0, 200),
    });
    if (!created?.ok) {
      setPhase({ kind: "failed", text: created?.message ?? "The file could not be read." });
      return;
    }
    setPhase({ kind: "idle" });
    revalidator.revalidate();
  }

  return (
    <section className="subscriber-import stack" aria-labelledby="subscriber-import-title">
      <h2 id="subscriber-import-title">Import subscribers</h2>
      <form method="post" onSubmit={upload} className="list-filters">
        <div className="field kfield">
          <label htmlFor="subscriber-import-file">
            CSV from Substack, Ghost, Mailchimp or anywhere else
          </label>
          <input id="subscriber-import-file" name="file" type="file" accept=".csv,text/csv" />
        </div>
        <button type="submit" className="button button--secondary" disabled={phase.kind === "busy"}>
          Upload and preview
        </button>
      </form>
      {phase.kind !== "idle" ? (
        <p role={phase.kind === "failed" ? "alert" : "status"} className="list-summary">
          {phase.text}
        </p>
      ) : null}
      {formResult ? (
        <p role={formResult.ok ? "status" : "alert"} className="list-summary">
          {formResult.message}
        </p>
      ) : null}
      {latest ? <ImportState latest={latest} report={report} paid={paid} /> : null}
    </section>
  );
}

function ImportState({
  latest,
  report,
  paid,
}: Pick<Props, "latest" | "report" | "paid"> & { latest: SubscriberImportView }) {
  const name = latest.fileName ?? "Your file";
  const { progress, counts } = latest;
  if (latest.status === "failed") {
    return <p role="alert">{`${name}: ${latest.error ?? "this file could not be read."}`}</p>;
  }
  if (latest.status === "reading") {
    const percent = Math.floor((progress.bytesRead / Math.max(1, progress.fileBytes)) * 100);
    return (
      <div className="stack">
        <p role="status">{`Reading ${name}: ${progress.rowsRead} rows so far…`}</p>
        <progress max={100} value={percent} aria-label="Reading the file" />
      </div>
    );
  }
  if (latest.status === "importing") {
    return (
      <div className="stack">
        <p role="status">
          {`Importing ${name}: ${progress.rowsImportedSoFar} of ${progress.rowsToImport} subscribers…`}
        </p>
        <progress
          max={Math.max(1, progress.rowsToImport)}
          value={progress.rowsImportedSoFar}
          aria-label="Importing subscribers"
        />
      </div>
    );
  }
  return (
    <div className="stack">
      {latest.status === "done" ? (
        <p role="status">
          {`Imported ${counts.imported} ${counts.imported === 1 ? "subscriber" : "subscribers"} from ${name}.`}
          {latest.paidElsewhere
            ? ` ${latest.paidElsewhere} had a paid plan there and came in on the free plan (the report notes their old plan).`
            : ""}
        </p>
      ) : (
        <p>{`${name} looks like ${SOURCE_NAMES[latest.source]} with ${progress.rowsRead} rows.`}</p>
      )}
      {latest.status !== "done" ? <Columns latest={latest} /> : null}
      {latest.status === "ready" ? <Preview latest={latest} /> : null}
      {latest.status === "done" && report ? (
        <Report latest={latest} report={report} paid={paid?.rows ?? []} />
      ) : null}
    </div>
  );
}

function Columns({ latest }: { latest: SubscriberImportView }) {
  const navigation = useNavigation();
  const needed = latest.status === "needs_mapping";
  // Known exports rarely need it: the choice stays folded away unless nothing matched.
  const body = (
    <Form method="post" className="list-filters" aria-label="Columns">
      <input type="hidden" name="intent" value="subscriber-import-mapping" />
      <input type="hidden" name="importId" value={latest.id} />
      <div className="field kfield">
        <label htmlFor="import-email-column">E-mail address column</label>
        <select
          id="import-email-column"
          name="emailColumn"
          defaultValue={latest.mapping?.email ?? ""}
          required
        >
          <option value="" disabled>
            Choose a column
          </option>
          {latest.columns.map((column, index) => (
            <option key={`${index}-${column}`} value={index}>
              {column || `Column ${index + 1}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field kfield">
        <label htmlFor="import-name-column">Name column</label>
        <select id="import-name-column" name="nameColumn" defaultValue={latest.mapping?.name ?? ""}>
          <option value="">None</option>
          {latest.columns.map((column, index) => (
            <option key={`${index}-${column}`} value={index}>
              {column || `Column ${index + 1}`}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="button button--secondary"
        disabled={navigation.state !== "idle"}
      >
        Use these columns
      </button>
    </Form>
  );
  if (needed) {
    return (
      <div className="stack">
        <p role="alert">
          Which column holds the e-mail addresses? We could not tell from its name.
        </p>
        {body}
      </div>
    );
  }
  return (
    <details>
      <summary>Columns</summary>
      {body}
    </details>
  );
}

function Preview({ latest }: { latest: SubscriberImportView }) {
  const navigation = useNavigation();
  const { counts } = latest;
  const samples = OUTCOMES.flatMap((entry) => latest.samples[entry.key] ?? []).sort(
    (a, b) => a.rowNumber - b.rowNumber,
  );
  return (
    <div className="stack">
      <ul className="stat-list" aria-label="Preview">
        {OUTCOMES.map((entry) => (
          <li key={entry.key} className="stat">
            <span className="stat__value">{counts[entry.key]}</span>{" "}
            <span className="stat__label">{entry.label}</span>
          </li>
        ))}
      </ul>
      {latest.paidElsewhere ? (
        <p className="field__hint">
          {`${latest.paidElsewhere} had a paid plan on the other platform: they come in on the free plan, with a note of their old plan in the report.`}
        </p>
      ) : null}
      {samples.length ? <RowTable rows={samples} caption="Sample rows" /> : null}
      {counts.new > 0 ? (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="subscriber-import-start" />
          <input type="hidden" name="importId" value={latest.id} />
          <label className="checkbox">
            <input type="checkbox" name="consent" value="yes" required /> These people agreed to
            receive e-mail from me, and I may send them my newsletter.
          </label>
          <div>
            <button
              type="submit"
              className="button button--primary"
              disabled={navigation.state !== "idle"}
            >
              {`Import ${counts.new} ${counts.new === 1 ? "subscriber" : "subscribers"}`}
            </button>
          </div>
          <p className="field__hint">
            They join on the free plan with the newsletter on, without a confirmation e-mail.
          </p>
        </Form>
      ) : (
        <p>Nobody in this file is new to your list.</p>
      )}
    </div>
  );
}

function Report({
  latest,
  report,
  paid,
}: {
  latest: SubscriberImportView;
  report: SubscriberImportRowsResponse & { after: number };
  paid: SubscriberImportRowView[];
}) {
  const skipped = OUTCOMES.slice(1).reduce((sum, entry) => sum + latest.counts[entry.key], 0);
  return (
    <div className="stack">
      <p>
        {skipped === 0
          ? "Nothing was skipped."
          : `${skipped} ${skipped === 1 ? "row was" : "rows were"} skipped: ${OUTCOMES.slice(1)
              .filter((entry) => latest.counts[entry.key] > 0)
              .map((entry) => `${latest.counts[entry.key]} ${entry.label}`)
              .join(", ")}.`}
      </p>
      {paid.length ? (
        <RowTable
          rows={paid}
          caption={`Paid on the other platform, imported as free${
            latest.paidElsewhere > paid.length
              ? ` (the first ${paid.length} of ${latest.paidElsewhere})`
              : ""
          }`}
        />
      ) : null}
      {report.rows.length ? <RowTable rows={report.rows} caption="Skipped rows and why" /> : null}
      {report.after > 0 || report.next !== null ? (
        <nav className="pager" aria-label="Report pages">
          {report.after > 0 ? <Link to="?">First page</Link> : <span />}
          {report.next !== null ? (
            <Link to={`?reportAfter=${report.next}`} preventScrollReset>
              More skipped rows →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function RowTable({ rows, caption }: { rows: SubscriberImportRowView[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="section-table section-table--cards">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">What happens</th>
            <th scope="col">Old plan</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rowNumber}>
              <td data-label="Row">{row.rowNumber}</td>
              <th scope="row" className="section-table__email">
                {row.given || "—"}
              </th>
              <td data-label="Name">{row.name ?? "—"}</td>
              <td data-label="What happens">{reasonOf(row.outcome)}</td>
              <td data-label="Old plan">{row.previousPlan ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
