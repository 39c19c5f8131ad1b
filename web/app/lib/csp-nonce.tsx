import { createContext, useContext } from "react";

/**
 * This response's CSP nonce (lib/security-headers.ts), for the inline scripts and the style
 * element the document renders. Set by entry.server.tsx; in the browser it is empty, as
 * browsers hide nonces from the DOM and nothing rendered after hydration needs one.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
