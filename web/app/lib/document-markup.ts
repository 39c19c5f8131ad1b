import { createContext, useContext } from "react";

/**
 * Markup a document carries but its hydration data does not: the recipe page's nutrition
 * label and its JSON-LD, each several kilobytes of HTML that the page's data would otherwise
 * repeat. For a document request the loader sets it aside (document-markup.server.ts) and
 * sends DOCUMENT_MARKUP in its place; the server's render takes it from here. In the browser
 * there is none: hydration keeps the element's server content (React leaves
 * dangerouslySetInnerHTML as it found it), and a client-side visit's data carries the markup
 * itself.
 */
export const DocumentMarkupContext = createContext<ReadonlyMap<string, string> | null>(null);

/** What a loader sends for markup it set aside for the document. */
export const DOCUMENT_MARKUP = "";

/**
 * The markup to render for `fromData` (a loader's value): null when there is none, the
 * document's own when the loader set it aside (an empty string while hydrating, so React
 * keeps what the server rendered), or the data's.
 */
export function useDocumentMarkup(name: string, fromData: string | null): string | null {
  const setAside = useContext(DocumentMarkupContext);
  if (fromData !== DOCUMENT_MARKUP) return fromData;
  return setAside?.get(name) ?? DOCUMENT_MARKUP;
}
