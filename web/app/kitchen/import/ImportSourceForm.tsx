import { useId, useState } from "react";
import { SubmitButton } from "../../components/SubmitButton";
import { ChoiceField } from "../shared/Fields";

export type ImportSource =
  | { kind: "addresses"; urls: string[] }
  | { kind: "page"; html: string; fileName: string }
  | { kind: "text"; text: string };

const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/**
 * Where the recipe comes from: a page's address (several, one per line, import as several
 * drafts), a saved page (the .html file a browser saves), or text pasted from notes.
 */
export function ImportSourceForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit(source: ImportSource): void;
}) {
  const id = useId();
  const [kind, setKind] = useState<ImportSource["kind"]>("addresses");
  const [addresses, setAddresses] = useState("");
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (kind === "addresses") {
      const urls = addresses
        .split(/\s*\n\s*/)
        .map((line) => line.trim())
        .filter(Boolean);
      if (!urls.length) return setError("Paste the address of a recipe page");
      return onSubmit({ kind, urls });
    }
    if (kind === "page") {
      if (!file) return setError("Choose the saved page (.html)");
      if (file.size > MAX_PAGE_BYTES) return setError("The page is larger than 5 MB");
      return onSubmit({ kind, html: await file.text(), fileName: file.name });
    }
    if (!text.trim()) return setError("Paste the recipe's text");
    return onSubmit({ kind, text });
  };

  const choices = [
    { value: "addresses", label: "Page address" },
    { value: "page", label: "Saved page" },
    { value: "text", label: "Text" },
  ] as const;
  return (
    <form className="import-source stack" onSubmit={submit} aria-label="Recipe to import">
      <ChoiceField<ImportSource["kind"]>
        legend="Import from"
        name={`${id}-kind`}
        value={kind}
        onChange={setKind}
        options={choices}
      />
      {kind === "addresses" ? (
        <div className="field">
          <label htmlFor={`${id}-urls`}>Address of the recipe page</label>
          <p className="field__hint" id={`${id}-urls-hint`}>
            One address per line; several addresses become several drafts.
          </p>
          <textarea
            id={`${id}-urls`}
            rows={3}
            value={addresses}
            aria-describedby={`${id}-urls-hint`}
            onChange={(event) => setAddresses(event.target.value)}
            placeholder="https://"
          />
        </div>
      ) : null}
      {kind === "page" ? (
        <div className="field">
          <label htmlFor={`${id}-file`}>Saved page</label>
          <p className="field__hint" id={`${id}-file-hint`}>
            For a page the importer cannot reach (behind a sign-in, say): open it in your browser,
            save it with File › Save Page As (HTML), and choose that file here.
          </p>
          <input
            id={`${id}-file`}
            aria-describedby={`${id}-file-hint`}
            type="file"
            accept=".html,.htm,text/html"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
      ) : null}
      {kind === "text" ? (
        <div className="field">
          <label htmlFor={`${id}-text`}>Recipe text</label>
          <p className="field__hint" id={`${id}-text-hint`}>
            The recipe as you would read it: its title, the ingredients one per line, then the
            steps. Headings such as Ingredients, Instructions and Notes help it find each part.
          </p>
          <textarea
            id={`${id}-text`}
            aria-describedby={`${id}-text-hint`}
            rows={12}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <SubmitButton className="button button--primary" busy={busy}>
          {busy ? "Reading…" : "Read recipe"}
        </SubmitButton>
      </div>
    </form>
  );
}
