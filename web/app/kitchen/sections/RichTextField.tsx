import type { UnitView } from "@schema/api/public-read";
import type { RichText } from "@schema/content/rich-text";
import { useState } from "react";
import { RichText as RichTextView } from "../../components/rich-text/RichText";
import { useHydrated } from "../../lib/use-hydrated";
import { RichTextEditor } from "../editor/RichTextEditor";
import { FieldError } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { useSectionForm } from "./SectionForm";

type Props = {
  /** Posted under this name as the stored document's JSON. */
  name: string;
  label: string;
  value: RichText | null;
  units: UnitView[];
  allowHeadings?: boolean;
  hint?: string;
  placeholder?: string;
};

/**
 * The kitchen's rich-text editor inside a section form: the document rides along as JSON in
 * a hidden field. The editor needs script (Lexical renders in the browser only); before
 * that the stored text shows read-only and posts back as it was.
 */
export function RichTextField({
  name,
  label,
  value,
  units,
  allowHeadings,
  hint,
  placeholder,
}: Props) {
  const { error, markDirty } = useSectionForm();
  const hydrated = useHydrated();
  const [doc, setDoc] = useState<RichText | null>(value);
  const id = fieldDomId(name);
  const message = error(name);
  return (
    <div className="rte-field" id={id} data-invalid={message ? "" : undefined}>
      {hydrated ? (
        <RichTextEditor
          label={label}
          value={doc}
          units={units}
          allowHeadings={allowHeadings}
          placeholder={placeholder}
          onChange={(next) => {
            setDoc(next);
            markDirty();
          }}
        />
      ) : (
        // Lexical builds its DOM in the browser; until then the text shows as it reads.
        <div className="rte-fallback">
          <span className="rte__label">{label}</span>
          <div className="rte-fallback__text">
            {doc?.children.length ? (
              <RichTextView doc={doc} units={units} />
            ) : (
              <p className="field__hint">Empty</p>
            )}
          </div>
        </div>
      )}
      {hint ? <p className="field__hint">{hint}</p> : null}
      <input type="hidden" name={name} value={doc ? JSON.stringify(doc) : ""} />
      <FieldError id={id} error={message} />
    </div>
  );
}
