import { HeadingNode } from "@lexical/rich-text";
import {
  $createParagraphNode,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  IS_BOLD,
  IS_ITALIC,
  type LexicalEditor,
  mergeRegister,
  SET_TEXT_FORMAT_COMMAND,
  TextNode,
} from "lexical";

const KEPT_FORMATS = IS_BOLD | IS_ITALIC;

export type StoredFormatGuardOptions = { allowHeadings: boolean };

/**
 * Keeps what the author sees equal to what will be saved. Export already drops whatever the
 * stored format can't hold; without this guard the editor would still show it (underlined
 * text after Ctrl+U, a soft line break, an h5 pasted from a web page) until the next reload.
 *
 * - Only bold and italic can be toggled; other formats and inline styles (pasted) are removed.
 * - Shift+Enter starts a new block like Enter, since the stored format has no line breaks.
 * - Headings become paragraphs where the field allows none, and h4–h6 become h3.
 */
export function registerStoredFormatGuard(
  editor: LexicalEditor,
  { allowHeadings }: StoredFormatGuardOptions,
): () => void {
  return mergeRegister(
    editor.registerCommand(
      FORMAT_TEXT_COMMAND,
      (format) => format !== "bold" && format !== "italic",
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerCommand(
      SET_TEXT_FORMAT_COMMAND,
      (formats) => {
        const { bold, italic, ...others } = formats;
        if (Object.keys(others).length === 0) return false;
        // Apply the part the stored format can hold and swallow the rest.
        const kept = {
          ...(bold === undefined ? {} : { bold }),
          ...(italic === undefined ? {} : { italic }),
        };
        if (Object.keys(kept).length > 0) editor.dispatchCommand(SET_TEXT_FORMAT_COMMAND, kept);
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerCommand(
      INSERT_LINE_BREAK_COMMAND,
      () => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined),
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerNodeTransform(TextNode, (node) => {
      const format = node.getFormat();
      if ((format & ~KEPT_FORMATS) !== 0) node.setFormat(format & KEPT_FORMATS);
      if (node.getStyle() !== "") node.setStyle("");
    }),
    editor.registerNodeTransform(HeadingNode, (node) => {
      if (!allowHeadings) {
        node.replace($createParagraphNode(), true);
      } else if (!["h1", "h2", "h3"].includes(node.getTag())) {
        node.setTag("h3");
      }
    }),
  );
}
