import { type FormEvent, useId, useRef, useState } from "react";
import { isBlankComment } from "../../lib/interactions/comments";
import { ErrorBox } from "../ErrorBox";

type Props = {
  label: string;
  /** Resolves to an error message to show, or null when the comment went through. */
  onSubmit: (text: string) => Promise<string | null>;
  /** The reply box also closes on Cancel. */
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * The comment box (visitor spec §5): Submit and Cancel stay disabled while the text is
 * empty or only whitespace, and the box clears once the comment is posted.
 */
export function CommentForm({ label, onSubmit, onCancel, autoFocus }: Props) {
  const fieldId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = isBlankComment(text);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || sending) return;
    setSending(true);
    setError(null);
    const problem = await onSubmit(text);
    setSending(false);
    if (problem) {
      setError(problem);
      return;
    }
    setText("");
    onCancel?.();
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      <label htmlFor={fieldId} className="comment-form__label">
        {label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className="comment-form__field"
        rows={3}
        value={text}
        // Focus moves here when the visitor opens a reply box on purpose.
        // biome-ignore lint/a11y/noAutofocus: only for the reply box the visitor just asked for
        autoFocus={autoFocus}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
      />
      {error ? <ErrorBox id={errorId}>{error}</ErrorBox> : null}
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={blank || sending}>
          Submit
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={blank || sending}
          onClick={() => {
            setText("");
            setError(null);
            if (onCancel) onCancel();
            else field.current?.focus();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
