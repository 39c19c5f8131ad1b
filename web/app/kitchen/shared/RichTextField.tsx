import type { UnitView } from "@schema/api/public-read";
import type { RichText } from "@schema/content/rich-text";
import { RichTextEditor } from "../editor/RichTextEditor";

type Props = {
  /** The wrapper's id (fieldDomId(key)), so an error summary can jump here. */
  id?: string;
  label: string;
  value: RichText | null;
  onChange(doc: RichText): void;
  units: UnitView[];
  ingredientUsages?: { id: string; label: string }[];
  allowHeadings?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  /** A one- or two-line field (a preparation, a note). */
  small?: boolean;
};

/**
 * The kitchen's rich-text editor as a form field: the editor (web/app/kitchen/editor) plus a
 * hint and the field's error underneath, like the other fields in Fields.tsx.
 */
export function RichTextField({ id, hint, error, small, ...editor }: Props) {
  return (
    <div
      className={`rte-field ${small ? "rte-field--small" : ""}`}
      id={id}
      data-invalid={error ? "" : undefined}
    >
      <RichTextEditor {...editor} />
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={id ? `${id}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
