import { type FormEvent, useRef, useState } from "react";
import { isBlankComment } from "../../lib/interactions/comments";
import { CommentField } from "./CommentField";
import { StarInput } from "./StarInput";

type Props = {
  label: string;
  /** Resolves to an error message to show, or null when the comment went through. */
  onSubmit: (text: string) => Promise<string | null>;
  /** The reply box also closes on Cancel. */
  onCancel?: () => void;
  autoFocus?: boolean;
  /**
   * The star input of the top-level box, for readers who may rate: stars alone are a
   * rating without words, stars with text a review.
   */
  stars?: { value: number | null; onChange: (stars: number) => void };
};

/**
 * The comment box (docs/spec/visitor-experience.md §5): Submit and Cancel stay disabled while the
 * text is empty or only whitespace, and the box clears once the comment is posted.
 */
export function CommentForm({ label, onSubmit, onCancel, autoFocus, stars }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = isBlankComment(text);
  // Stars alone may be sent (a rating without words); the Cancel button only clears text.
  const ready = !blank || (stars !== undefined && stars.value !== null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    const problem = await onSubmit(text);
    setSending(false);
    // Submit was disabled while sending, which drops focus to the page's top: bring it back
    // to the box, where the error (described by it) or the next comment is.
    const refocus = () => {
      if (!document.activeElement || document.activeElement === document.body) {
        field.current?.focus();
      }
    };
    if (problem) {
      setError(problem);
      refocus();
      return;
    }
    setText("");
    if (onCancel) onCancel();
    else refocus();
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      {stars ? (
        <StarInput
          legend="Your rating (optional)"
          value={stars.value}
          onChange={(value) => {
            stars.onChange(value);
            setError(null);
          }}
          disabled={sending}
        />
      ) : null}
      <CommentField
        label={label}
        fieldRef={field}
        text={text}
        onTextChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        // Focus moves here when the visitor opens a reply box on purpose.
        autoFocus={autoFocus}
        submitLabel="Submit"
        submitDisabled={!ready || sending}
        cancelDisabled={blank || sending}
        onCancel={() => {
          setText("");
          setError(null);
          if (onCancel) onCancel();
          else field.current?.focus();
        }}
      />
    </form>
  );
}
