import { newNonce, nonceOf } from "./security-headers";

/**
 * A cached page (lib/edge-cache.ts) served with a nonce of its own.
 *
 * Why rewrite the nonce rather than hash the inline scripts: the document streams, and with
 * single fetch Remix streams the loader data as inline scripts
 * (`window.__remixContext.streamController.enqueue(…)`) whose text is only known once each
 * chunk is rendered, as are React's scripts that complete streamed Suspense boundaries. A
 * hash list would have to be in the CSP header, which leaves before the body; so hashes
 * would mean buffering every document, the personal ones too. A nonce is known before the
 * first byte and covers every script Remix and React emit. The one thing a nonce must not be
 * is shared, and a cached copy would share the first visitor's with everyone: so each copy
 * served from the cache gets a fresh nonce, in its header and on exactly the elements that
 * carried the stored one (the renderer's own; anything else on the page never had it).
 *
 * The ETag stays the stored copy's: copies that differ only in their nonce are one page. A
 * 304 carries no CSP header, so the browser keeps its copy together with the policy (and
 * nonce) it stored with it.
 */
export function withFreshNonce(cached: Response): Response {
  const policy = cached.headers.get("Content-Security-Policy");
  const stored = nonceOf(policy);
  // A copy (a cache match's headers are immutable; the caller sets its own on top).
  if (!policy || !stored) return new Response(cached.body, cached);
  const nonce = newNonce();
  const headers = new Headers(cached.headers);
  headers.set(
    "Content-Security-Policy",
    policy.split(`'nonce-${stored}'`).join(`'nonce-${nonce}'`),
  );
  // The rewritten body streams; the length stays the same, but nothing needs to promise it.
  headers.delete("Content-Length");
  const response = new Response(cached.body, { status: cached.status, headers });
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === stored) element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
  return new Response(rewritten.body, rewritten);
}
