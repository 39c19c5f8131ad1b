import { useId, useState } from "react";
import { EditorDialog } from "./EditorDialog";
import { linkHrefFromInput } from "./link-href";

type Props = {
  /** With no text selected the link needs words of its own to click on. */
  askForText: boolean;
  onInsert(href: string, text: string): void;
  onClose(): void;
};

/** Asks for a link address; only web, e-mail and same-site addresses are accepted. */
export function LinkDialog({ askForText, onInsert, onClose }: Props) {
  const [address, setAddress] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const addressId = useId();
  const textId = useId();
  const errorId = useId();

  const submit = () => {
    const href = linkHrefFromInput(address);
    if (!href) {
      setError("Enter a web address (https://…), an e-mail address or a path on your site (/…).");
      return false;
    }
    onInsert(href, text);
    return true;
  };

  return (
    <EditorDialog title="Add link" submitLabel="Add link" onSubmit={submit} onClose={onClose}>
      <div className="field">
        <label htmlFor={addressId}>Address</label>
        <input
          id={addressId}
          type="url"
          autoComplete="url"
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this value
          autoFocus
          placeholder="https://"
          value={address}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
        />
      </div>
      {askForText ? (
        <div className="field">
          <label htmlFor={textId}>Text to show (optional)</label>
          <input id={textId} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="error-box" role="alert">
          {error}
        </p>
      ) : null}
    </EditorDialog>
  );
}
