import type { AppLoadContext } from "@remix-run/cloudflare";
import { DOCUMENT_MARKUP } from "./document-markup";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /**
     * Set by functions/[[path]].ts for a document request (not a client-side visit's data):
     * markup the loaders set aside for the render, kept out of the hydration data.
     */
    documentMarkup?: Map<string, string>;
  }
}

/**
 * `html` as the loader's data carries it: for a document, set aside for the server's render
 * (document-markup.ts says why) and DOCUMENT_MARKUP sent instead; for a client-side visit, the
 * markup itself.
 */
export function setAsideForDocument(context: AppLoadContext, name: string, html: string): string;
export function setAsideForDocument(
  context: AppLoadContext,
  name: string,
  html: string | null,
): string | null;
export function setAsideForDocument(
  context: AppLoadContext,
  name: string,
  html: string | null,
): string | null {
  // Empty markup is no markup: DOCUMENT_MARKUP must only ever mean "set aside".
  if (html === null || html === DOCUMENT_MARKUP) return null;
  const setAside = context.documentMarkup;
  if (!setAside) return html;
  setAside.set(name, html);
  return DOCUMENT_MARKUP;
}
