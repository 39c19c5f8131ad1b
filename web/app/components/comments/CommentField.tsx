import { type RefObject, useId } from "react";
import { ErrorBox } from "../ErrorBox";

type Props = {
  label: string;
  /** The edit box stands where the comment's words were: its label is for screen readers. */
  labelHidden?: boolean;
  fieldRef: RefObject<HTMLTextAreaElement>;
  text: string;
  /** The words as typed; the form clears its error with them. */
  onTextChange: (text: string) => void;
  /** Why the words were refused, read out and described by the box; null for none. */
  error: string | null;
  /** Only for a box the person just asked for (a reply). */
  autoFocus?: boolean;
  submitLabel: string;
  submitDisabled: boolean;
  cancelDisabled: boolean;
  onCancel: () => void;
};

/**
 * The words of a comment as the comment box and the edit box both take them: the labelled
 * field, what went wrong, and the submit and Cancel buttons. The forms keep what differs
 * (stars, when the words count as ready, what Cancel and a success do).
 */
export function CommentField({
  label,
  labelHidden = false,
  fieldRef,
  text,
  onTextChange,
  error,
  autoFocus,
  submitLabel,
  submitDisabled,
  cancelDisabled,
  onCancel,
}: Props) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={fieldId} className={labelHidden ? "visually-hidden" : "comment-form__label"}>
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className="comment-form__field"
        rows={3}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: only for the reply box the visitor just asked for
        autoFocus={autoFocus}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onTextChange(event.currentTarget.value)}
      />
      {error ? <ErrorBox id={errorId}>{error}</ErrorBox> : null}
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={submitDisabled}>
          {submitLabel}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={cancelDisabled}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </>
  );
}
