import { createContext, useContext } from "react";

/**
 * This response's CSP nonce (lib/security-headers.ts), for the inline scripts and the style
 * element the document renders. Set by entry.server.tsx; in the browser it is empty, as
 * browsers hide nonces from the DOM and nothing rendered after hydration needs one.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);

/**
 * The nonce for a `<style>` element React may create in the browser: the document's head is
 * drawn anew when the root error boundary takes over after a client-side move, and a style
 * element created then without the page's nonce is refused by the CSP (the fonts, the
 * creator's CSS). Browsers hide the nonce attribute but keep the `nonce` property of the
 * elements the server sent, so the page's own nonce is read from its first inline script.
 */
export function useStyleNonce(): string {
  const nonce = useNonce();
  if (nonce || typeof document === "undefined") return nonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
