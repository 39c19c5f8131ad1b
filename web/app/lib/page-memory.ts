import { createBoundedMemory } from "./bounded-memory";
import { EDGE_TTL_SECONDS } from "./edge-cache";
import { nonceOf } from "./security-headers";

/**
 * An isolate's memory of the pages it put in, or found in, the edge cache (functions/[[path]].ts),
 * ready to serve with a fresh nonce.
 *
 * Why a fresh nonce rather than hashes of the inline scripts: the document streams, and with
 * single fetch Remix streams the loader data as inline scripts
 * (`window.__remixContext.streamController.enqueue(…)`) whose text is only known once each
 * chunk is rendered, as are React's scripts that complete streamed Suspense boundaries. A
 * hash list would have to be in the CSP header, which leaves before the body; so hashes
 * would mean buffering every document, the personal ones too. A nonce is known before the
 * first byte and covers every script Remix and React emit. The one thing a nonce must not be
 * is shared, and a cached copy would share the first visitor's with everyone: so each copy
 * served from the cache gets a fresh nonce, in its header and on exactly the elements that
 * carried the stored one (the renderer's own; anything else on the page never had it). The
 * ETag stays the stored copy's: copies that differ only in their nonce are one page. A 304
 * carries no CSP header, so the browser keeps its copy together with the policy (and nonce)
 * it stored with it.
 *
 * Why in memory, cut in pieces: a cached view used to cost a Cache API lookup (a subrequest)
 * and an HTMLRewriter pass over the whole document to swap the nonce, which made a cached
 * page several times dearer than the runtime returning the same bytes. Here the stored
 * document is cut once, where its nonce stands, and each view only joins the pieces around
 * a new one.
 *
 * It serves nothing the edge cache would not: entries are made only from responses the edge
 * cache holds (anonymous, public, complete), under the same key (host, path, query, the
 * site's content version, the build), and end when the edge copy does. A publish or a
 * settings change moves the content version, so the old entry is simply never asked for.
 */

/** Memory the pages of one isolate may take (Workers isolates have 128 MB). */
const MAX_BYTES = 16 * 1024 * 1024;

/** Headers that describe one stored copy and are made afresh for each view. */
const PER_VIEW_HEADERS = new Set(["content-security-policy", "content-length", "age", "date"]);

export type StoredPage = {
  status: number;
  /** The stored copy's headers, less those made per view. */
  headers: [string, string][];
  /** The stored CSP, cut where its nonce stands; null when it names none. */
  policy: string[] | null;
  /** The document, cut where each element carrying the stored nonce has it. */
  body: Uint8Array<ArrayBuffer>[];
  length: number;
  /** When the edge cache stored it (Date.now() time) and when its copy there ends. */
  storedAt: number;
  expires: number;
};

const encoder = new TextEncoder();

/**
 * A stored copy, cut for serving. `ageSeconds` is how old the edge copy already is (the
 * Cache API's Age header; 0 for one this isolate just rendered).
 */
export function storedPage(
  response: { status: number; headers: Headers },
  body: ArrayBuffer,
  ageSeconds: number,
  now = Date.now(),
): StoredPage {
  const csp = response.headers.get("Content-Security-Policy");
  const stored = nonceOf(csp);
  const headers = [...response.headers].filter(([name]) => !PER_VIEW_HEADERS.has(name));
  const bytes = new Uint8Array(body) as Uint8Array<ArrayBuffer>;
  const storedAt = now - ageSeconds * 1000;
  const page = {
    status: response.status,
    headers,
    storedAt,
    expires: storedAt + EDGE_TTL_SECONDS * 1000,
    length: bytes.byteLength,
  };
  if (!csp || !stored) return { ...page, policy: csp === null ? null : [csp], body: [bytes] };
  // Exactly the attribute React and Remix write on the elements they render (nonce="…");
  // 128 random bits cannot occur in the page by chance.
  const text = new TextDecoder().decode(bytes);
  return {
    ...page,
    policy: csp.split(`'nonce-${stored}'`),
    body: text.split(`nonce="${stored}"`).map((part) => encoder.encode(part)),
  };
}

/** One view of a stored page: the stored document and policy with `nonce` in place. */
export function servePage(page: StoredPage, nonce: string, now = Date.now()): Response {
  const headers = new Headers(page.headers);
  if (page.policy) headers.set("Content-Security-Policy", page.policy.join(`'nonce-${nonce}'`));
  headers.set("Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  const [only] = page.body;
  if (page.body.length === 1 && only) return new Response(only, { status: page.status, headers });
  const attribute = encoder.encode(`nonce="${nonce}"`);
  const parts = page.body;
  let length = 0;
  for (const part of parts) length += part.byteLength;
  const out = new Uint8Array(length + attribute.byteLength * (parts.length - 1));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      out.set(attribute, at);
      at += attribute.byteLength;
    }
    out.set(part, at);
    at += part.byteLength;
  });
  return new Response(out, { status: page.status, headers });
}

export type PageMemory = {
  get(key: string): StoredPage | undefined;
  remember(key: string, page: StoredPage): void;
};

/** Pages by edge cache key, each until its edge copy ends; the least recently used go first. */
export function createPageMemory(maxBytes = MAX_BYTES, now: () => number = Date.now): PageMemory {
  const memory = createBoundedMemory<StoredPage>({
    max: maxBytes,
    weigh: (page) => page.length,
    now,
  });
  return {
    get: (key) => memory.get(key),
    remember: (key, page) => memory.set(key, page, page.expires),
  };
}
