import { createHeadlessEditor } from "@lexical/headless";
import type { RichText } from "@schema/content/rich-text";
import type {
  CompactSerializedEditorState,
  LexicalEditor,
  SerializedEditorState,
  SerializedLexicalNode,
} from "lexical";
import { editorNodes } from "./editor-nodes";
import { $exportRichText } from "./rich-text-export";
import { $importRichText } from "./rich-text-import";

/**
 * The stored format and Lexical's serialized editor state, converted without a DOM (a
 * headless editor does the work, so Node tests and server code can use it). The React editor
 * itself calls `$importRichText` / `$exportRichText` on its own editor instead.
 */
export function toLexicalState(doc: RichText | null | undefined): SerializedEditorState {
  const editor = createConversionEditor();
  editor.update(() => $importRichText(doc), { discrete: true });
  return editor.getEditorState().toJSON();
}

export function fromLexicalState(
  state: SerializedEditorState | CompactSerializedEditorState | null | undefined,
): RichText {
  if (!state || typeof state !== "object" || !state.root) return { type: "document", children: [] };
  const editor = createConversionEditor();
  const known = knownNodeTypes();
  const root = { ...state.root, children: keepKnownNodes(state.root.children, known) };
  return editor.parseEditorState({ root }).read($exportRichText);
}

function createConversionEditor(): LexicalEditor {
  return createHeadlessEditor({
    namespace: "kitchen-rich-text",
    nodes: [...editorNodes],
    onError: (error) => {
      throw error;
    },
  });
}

// Lexical's own nodes that every editor has, plus the ones the kitchen registers.
const CORE_NODE_TYPES = ["root", "paragraph", "text", "linebreak", "tab"];

function knownNodeTypes(): ReadonlySet<string> {
  return new Set([...CORE_NODE_TYPES, ...editorNodes.map((klass) => klass.getType())]);
}

type ParsableNode = Partial<SerializedLexicalNode> & { children?: unknown };

/**
 * Parsing refuses a state holding a node type this editor doesn't register (one saved by an
 * editor with more plugins, say). Such a node is replaced by its children, so its text
 * survives; one without children is dropped.
 */
function keepKnownNodes(children: unknown, known: ReadonlySet<string>): SerializedLexicalNode[] {
  if (!Array.isArray(children)) return [];
  return children.flatMap((child: ParsableNode): SerializedLexicalNode[] => {
    if (!child || typeof child !== "object" || typeof child.type !== "string") return [];
    const kept = Array.isArray(child.children)
      ? { ...child, children: keepKnownNodes(child.children, known) }
      : child;
    if (known.has(child.type)) return [kept as SerializedLexicalNode];
    return Array.isArray(kept.children) ? (kept.children as SerializedLexicalNode[]) : [];
  });
}
