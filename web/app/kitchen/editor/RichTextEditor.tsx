import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import type { UnitView } from "@schema/api/public-read";
import type { RichText } from "@schema/content/rich-text";
import { CLEAR_HISTORY_COMMAND, type EditorState, type EditorThemeClasses } from "lexical";
import { useEffect, useId, useMemo, useRef } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { EditorToolbar } from "./EditorToolbar";
import { type EditorLabels, EditorLabelsContext } from "./editor-labels";
import { editorNodes } from "./editor-nodes";
import { acceptedLinkHref } from "./link-href";
import { $exportRichText } from "./rich-text-export";
import { $importRichText } from "./rich-text-import";
import { registerStoredFormatGuard } from "./stored-format-guard";
import "./rich-text-editor.css";

export type RichTextEditorProps = {
  value: RichText | null;
  onChange(doc: RichText): void;
  /** The field's visible name; it also labels the editable region for assistive technology. */
  label: string;
  /** Every unit a measurement may use (the chips print their names). */
  units: UnitView[];
  /** This recipe's ingredient lines; when given, the toolbar can mention one in the text. */
  ingredientUsages?: { id: string; label: string }[];
  /** Headings make sense in long texts (a description), not in a step or a preparation. */
  allowHeadings?: boolean;
  placeholder?: string;
};

const theme: EditorThemeClasses = {
  paragraph: "rte__paragraph",
  heading: { h1: "rte__h1", h2: "rte__h2", h3: "rte__h3" },
  list: { ul: "rte__ul", ol: "rte__ol", listitem: "rte__li" },
  link: "rte__link",
  text: { bold: "rte__bold", italic: "rte__italic" },
};

// Module-level so LinkPlugin doesn't re-register on every render (it depends on identity).
const isAcceptedLink = (url: string) => acceptedLinkHref(url) !== null;

// Marks our own re-import of a changed `value`, so it is not reported back as an edit.
const EXTERNAL_VALUE_TAG = "kitchen-external-value";

/**
 * The kitchen's rich-text field: Lexical, limited to what the stored format can hold, reading
 * and writing the stored document (never Lexical JSON). Kitchen-only: visitor pages render
 * stored documents with the small pure renderer and never load this.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  units,
  ingredientUsages,
  allowHeadings = false,
  placeholder,
}: RichTextEditorProps) {
  const id = useId();
  const hydrated = useHydrated();
  const labelId = `${id}-label`;
  const contentId = `${id}-content`;

  // Read once by LexicalComposer; later `value` changes go through ValueSyncPlugin.
  const initialConfig = {
    namespace: "kitchen-rich-text",
    nodes: editorNodes,
    theme,
    onError: (error: Error) => console.error(error),
    editorState: () => $importRichText(value),
  };

  const labels = useMemo<EditorLabels>(
    () => ({
      unitsById: new Map(units.map((unit) => [unit.id, unit])),
      ingredientLabelsById: new Map(
        (ingredientUsages ?? []).map((usage) => [usage.id, usage.label]),
      ),
    }),
    [units, ingredientUsages],
  );

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorLabelsContext.Provider value={labels}>
        <div className="rte">
          <EditorLabel id={labelId} label={label} />
          <EditorToolbar
            label={label}
            contentId={contentId}
            units={units}
            ingredientUsages={ingredientUsages}
            allowHeadings={allowHeadings}
          />
          <div className="rte__surface">
            <RichTextPlugin
              contentEditable={
                // Lexical decides on its placeholder before it has read `value` on the
                // server and after on the client, so a filled field would draw one on the
                // server only, and the page would fail to hydrate: it waits for hydration.
                placeholder && hydrated ? (
                  <ContentEditable
                    id={contentId}
                    className="rte__content"
                    ariaLabelledBy={labelId}
                    ariaMultiline
                    aria-placeholder={placeholder}
                    placeholder={<div className="rte__placeholder">{placeholder}</div>}
                  />
                ) : (
                  <ContentEditable
                    id={contentId}
                    className="rte__content"
                    ariaLabelledBy={labelId}
                    ariaMultiline
                  />
                )
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAcceptedLink} />
        <StoredFormatPlugin allowHeadings={allowHeadings} />
        <ValueSyncPlugin value={value} onChange={onChange} />
      </EditorLabelsContext.Provider>
    </LexicalComposer>
  );
}

/** A label for a contenteditable can't use <label for>, so clicking it focuses the editor. */
function EditorLabel({ id, label }: { id: string; label: string }) {
  const [editor] = useLexicalComposerContext();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a mouse convenience mirroring <label>; keyboard users reach the field by Tab
    <span id={id} className="rte__label" onClick={() => editor.focus()}>
      {label}
    </span>
  );
}

function StoredFormatPlugin({ allowHeadings }: { allowHeadings: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerStoredFormatGuard(editor, { allowHeadings }), [editor, allowHeadings]);
  return null;
}

/**
 * Reports edits as stored documents and follows `value` when the page replaces it (a reset,
 * another recipe). Documents are compared as JSON, so a parent handing back what was just
 * emitted is a no-op, and an update that leaves the stored document as it was is not reported.
 */
function ValueSyncPlugin({ value, onChange }: Pick<RichTextEditorProps, "value" | "onChange">) {
  const [editor] = useLexicalComposerContext();
  const lastDocument = useRef<string | null>(null);
  const lastValue = useRef(JSON.stringify(value ?? null));

  useEffect(() => {
    if (lastDocument.current === null) {
      // First run: the composer has already loaded `value`; remember it in exported form.
      lastDocument.current = JSON.stringify(editor.read($exportRichText));
      return;
    }
    // Compared by content, not identity: a page that re-reads its loader data passes an
    // equal but new object, and that must not throw away what the author is typing.
    const incoming = JSON.stringify(value ?? null);
    if (incoming === lastValue.current) return;
    lastValue.current = incoming;
    if (incoming === lastDocument.current) return;
    editor.update(() => $importRichText(value), { tag: EXTERNAL_VALUE_TAG });
    // Undo must not walk back into the document that was replaced.
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value]);

  const report = (editorState: EditorState, _editor: unknown, tags: Set<string>) => {
    const doc = editorState.read($exportRichText);
    const json = JSON.stringify(doc);
    if (json === lastDocument.current) return;
    lastDocument.current = json;
    if (!tags.has(EXTERNAL_VALUE_TAG)) onChange(doc);
  };

  return <OnChangePlugin ignoreSelectionChange onChange={report} />;
}
