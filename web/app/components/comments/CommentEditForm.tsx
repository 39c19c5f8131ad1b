import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { isBlankComment } from "../../lib/interactions/comments";
import { CommentField } from "./CommentField";

type Props = {
  /** The words as they stand, one line per paragraph. */
  initialText: string;
  /** Resolves to an error message to show, or null once the new words are saved. */
  onSave: (text: string) => Promise<string | null>;
  /** Closes the box (after a save too); the comment puts focus back on its Edit button. */
  onClose: () => void;
  /** Whether the words differ from the comment's (unchanged words close without a call). */
  isUnchanged: (text: string) => boolean;
};

/**
 * The author's own comment turned into a box holding its words (Substack's edit in place):
 * Save and Cancel, Escape cancels too. Blank words cannot be saved, as a comment cannot be
 * posted blank (docs/spec/visitor-experience.md §5); deleting is the Delete button's.
 */
export function CommentEditForm({ initialText, onSave, onClose, isUnchanged }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = isBlankComment(text);

  // The person asked to edit: the box takes focus with the caret after their last word.
  useEffect(() => {
    const box = field.current;
    if (!box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || saving) return;
    if (isUnchanged(text)) {
      onClose();
      return;
    }
    setSaving(true);
    setError(null);
    const problem = await onSave(text);
    setSaving(false);
    if (!problem) {
      onClose();
      return;
    }
    setError(problem);
    // Save was disabled while saving, which drops focus: back to the box the error describes.
    if (!document.activeElement || document.activeElement === document.body) {
      field.current?.focus();
    }
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Escape" || saving) return;
    // Handled here: a dialog or the page must not also take this Escape.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    <form className="comment-form comment-form--edit" onSubmit={submit} onKeyDown={cancelOnEscape}>
      <CommentField
        label="Edit your comment"
        labelHidden
        fieldRef={field}
        text={text}
        onTextChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        submitLabel="Save"
        submitDisabled={blank || saving}
        cancelDisabled={saving}
        onCancel={onClose}
      />
    </form>
  );
}
