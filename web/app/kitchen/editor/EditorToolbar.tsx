import { TOGGLE_LINK_COMMAND } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import type { UnitView } from "@schema/api/public-read";
import { $getSelection, type BaseSelection, FORMAT_TEXT_COMMAND } from "lexical";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { IngredientReferenceDialog } from "./IngredientReferenceDialog";
import { $createIngredientReferenceNode } from "./IngredientReferenceNode";
import { $hasSelectedText, $insertInlineAt, $insertLinkAt } from "./insert-at-selection";
import { LinkDialog } from "./LinkDialog";
import { MeasurementDialog } from "./MeasurementDialog";
import { $createMeasurementNode } from "./MeasurementNode";
import {
  $readToolbarState,
  $toggleHeading,
  IDLE_TOOLBAR_STATE,
  type ToolbarState,
} from "./toolbar-state";

type Props = {
  label: string;
  contentId: string;
  units: UnitView[];
  ingredientUsages?: { id: string; label: string }[];
  allowHeadings: boolean;
};

type DialogKind = "measurement" | "ingredient" | "link";

type ToolbarButton = {
  key: string;
  text: string;
  label: string;
  title?: string;
  pressed?: boolean;
  shortcut?: string;
  opensDialog?: boolean;
  run(): void;
};

/**
 * The formatting toolbar: one tab stop, arrow keys between buttons (the ARIA toolbar pattern),
 * toggle buttons that say whether they are on (aria-pressed), and dialogs for the inserts.
 * Ctrl/Cmd+B and +I come from Lexical's own key handling; the buttons mirror them.
 */
export function EditorToolbar({ label, contentId, units, ingredientUsages, allowHeadings }: Props) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(IDLE_TOOLBAR_STATE);
  const [dialog, setDialog] = useState<{ kind: DialogKind; selection: BaseSelection | null }>();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const refocusEditor = useRef(false);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        setState(editorState.read($readToolbarState));
      }),
    [editor],
  );

  // Runs after the dialog has unmounted (and the native dialog has handed focus back to the
  // toolbar button), so the caret ends up after what was just inserted.
  useEffect(() => {
    if (!dialog && refocusEditor.current) {
      refocusEditor.current = false;
      editor.focus();
    }
  }, [dialog, editor]);

  const openDialog = (kind: DialogKind) => {
    const selection = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setDialog({ kind, selection });
  };

  const finishDialog = (change: () => void) => {
    editor.update(change);
    refocusEditor.current = true;
  };

  const toggleList = (kind: "bullet" | "number") => {
    if (state.block === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (kind === "bullet") editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const buttons: ToolbarButton[] = [
    {
      key: "bold",
      text: "B",
      label: "Bold",
      pressed: state.bold,
      shortcut: "Control+B Meta+B",
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold"),
    },
    {
      key: "italic",
      text: "I",
      label: "Italic",
      pressed: state.italic,
      shortcut: "Control+I Meta+I",
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic"),
    },
    ...(allowHeadings
      ? ([1, 2, 3] as const).map((level) => ({
          key: `h${level}`,
          text: `H${level}`,
          // The name starts with what the button shows, so "click H2" works for voice control
          // (WCAG 2.5.3), and says what H2 means to everyone else.
          label: `H${level} heading`,
          pressed: state.block === `h${level}`,
          run: () => editor.update(() => $toggleHeading(level)),
        }))
      : []),
    {
      key: "bullet",
      // The "•" and "1." before "List" are drawn by CSS (rich-text-editor.css): as text they
      // would have to be in the name too, and "1. List" says less than "Numbered list".
      text: "List",
      label: "Bulleted list",
      pressed: state.block === "bullet",
      run: () => toggleList("bullet"),
    },
    {
      key: "number",
      text: "List",
      label: "Numbered list",
      pressed: state.block === "number",
      run: () => toggleList("number"),
    },
    {
      key: "link",
      text: "Link",
      // The name stays "Link" whatever the state: a toggle button announces "pressed" instead,
      // and pressing it again removes the link.
      label: "Link",
      title: state.link ? "Remove link" : "Link",
      pressed: state.link,
      opensDialog: !state.link,
      run: () =>
        state.link ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : openDialog("link"),
    },
    {
      key: "measurement",
      text: "Measurement",
      label: "Insert measurement",
      opensDialog: true,
      run: () => openDialog("measurement"),
    },
    ...(ingredientUsages
      ? [
          {
            key: "ingredient",
            text: "Ingredient",
            label: "Mention an ingredient",
            opensDialog: true,
            run: () => openDialog("ingredient"),
          },
        ]
      : []),
  ];
  const activeIndex = Math.min(focusIndex, buttons.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + buttons.length) % buttons.length;
    setFocusIndex(next);
    buttonsRef.current[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        aria-controls={contentId}
        className="rte__toolbar"
        onKeyDown={onKeyDown}
      >
        {buttons.map((button, index) => (
          <button
            key={button.key}
            ref={(element) => {
              buttonsRef.current[index] = element;
            }}
            type="button"
            className={`rte__button rte__button--${button.key}`}
            tabIndex={index === activeIndex ? 0 : -1}
            aria-label={button.label}
            aria-pressed={button.pressed}
            aria-keyshortcuts={button.shortcut}
            aria-haspopup={button.opensDialog ? "dialog" : undefined}
            title={button.title ?? button.label}
            // Keep the caret in the text: a click on a format button must not blur the editor.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={button.run}
          >
            {button.text}
          </button>
        ))}
      </div>
      {dialog?.kind === "measurement" ? (
        <MeasurementDialog
          units={units}
          onClose={() => setDialog(undefined)}
          onInsert={(quantity, unitId) =>
            finishDialog(() =>
              $insertInlineAt(dialog.selection, $createMeasurementNode(quantity, unitId)),
            )
          }
        />
      ) : null}
      {dialog?.kind === "ingredient" ? (
        <IngredientReferenceDialog
          ingredientUsages={ingredientUsages ?? []}
          onClose={() => setDialog(undefined)}
          onInsert={(id) =>
            finishDialog(() =>
              $insertInlineAt(dialog.selection, $createIngredientReferenceNode(id)),
            )
          }
        />
      ) : null}
      {dialog?.kind === "link" ? (
        <LinkDialog
          askForText={!editor.getEditorState().read(() => $hasSelectedText(dialog.selection))}
          onClose={() => setDialog(undefined)}
          onInsert={(href, text) => finishDialog(() => $insertLinkAt(dialog.selection, href, text))}
        />
      ) : null}
    </>
  );
}
