import type { Env } from "../../env";
import { ApiError } from "../../errors";

/**
 * The one way the API fetches another site's page (docs/architecture.md §7): http(s) on the
 * standard ports only, no IP literals or private names, every redirect hop checked again,
 * at most 5 MB in at most 10 s. Workers cannot resolve DNS before connecting, so a public
 * name pointing at a private address is left to the platform, whose outbound fetches never
 * reach private networks.
 *
 * Local development and tests serve pages from the fixture server (import-fixtures/) under
 * `*.test` names: tests map them in miniflare's outbound service, `npm start` through
 * IMPORT_FIXTURE_ORIGIN below. Production has neither, and `.test` never resolves there.
 */
export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

export type FetchedPage = { url: string; html: string };
type Transport = (url: string, init: RequestInit) => Promise<Response>;
export type FetchOptions = Partial<typeof FETCH_LIMITS> & { transport?: Transport };

const failure = (message: string) =>
  new ApiError("bad_request", message, [{ path: "url", message }]);

export const MESSAGES = {
  scheme: "Only http:// and https:// addresses can be imported",
  forbidden: "That address cannot be imported: use the page's public address",
  unreachable: "The address could not be reached",
  timeout: "The page took longer than 10 seconds to load",
  tooLarge: "The page is larger than 5 MB",
  redirects: "The page redirects more than 5 times",
  notPage: "The address is not a web page",
  noRecipe: "The page has no recipe",
} as const;

/** Throws unless the address may be fetched. */
export function checkAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw failure(MESSAGES.unreachable);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw failure(MESSAGES.scheme);
  if (url.username || url.password) throw failure(MESSAGES.forbidden);
  if (url.port && url.port !== "80" && url.port !== "443") throw failure(MESSAGES.forbidden);
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const isIp = /^\d+(\.\d+){3}$/.test(host) || host.startsWith("[");
  const isPrivateName =
    !host.includes(".") ||
    host === "localhost" ||
    /\.(localhost|local|internal|lan|home|corp|intranet|localdomain)$/.test(host);
  if (isIp || isPrivateName) throw failure(MESSAGES.forbidden);
  return url;
}

/** The default transport: the runtime's fetch, with the development host map. */
export function transportFor(env: Pick<Env, "ENVIRONMENT" | "IMPORT_FIXTURE_ORIGIN">): Transport {
  const origin = env.ENVIRONMENT === "development" ? env.IMPORT_FIXTURE_ORIGIN : undefined;
  return (address, init) => {
    const url = new URL(address);
    if (origin && url.hostname.endsWith(".test")) {
      // The fixture server takes the name as the first path segment.
      return fetch(`${origin}/${url.hostname}${url.pathname}${url.search}`, init);
    }
    return fetch(address, init);
  };
}

export async function fetchPage(address: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const fetched = await fetchGuarded(address, {
    ...options,
    accept: /text\/html|application\/xhtml|text\/plain/i,
    notAccepted: MESSAGES.notPage,
  });
  return { url: fetched.url, html: new TextDecoder().decode(fetched.bytes) };
}

/**
 * Bytes from another site under the guard: the page fetcher's, and the image copier's with
 * its own type and size. Content types outside `accept` are refused with `notAccepted`.
 */
export async function fetchGuarded(
  address: string,
  options: FetchOptions & { accept: RegExp; notAccepted: string; tooLarge?: string },
): Promise<{ url: string; bytes: Uint8Array; contentType: string }> {
  const limits = { ...FETCH_LIMITS, ...options };
  const transport = options.transport ?? ((url, init) => fetch(url, init));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  try {
    let url = checkAddress(address);
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = await transport(url.href, {
          redirect: "manual",
          signal: controller.signal,
          headers: { Accept: "text/html,application/xhtml+xml;q=0.9,image/*;q=0.8,*/*;q=0.5" },
        });
      } catch {
        throw failure(timedOut ? MESSAGES.timeout : MESSAGES.unreachable);
      }
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get("Location");
        await response.body?.cancel();
        if (!location) throw failure(MESSAGES.unreachable);
        if (hop >= limits.maxRedirects) throw failure(MESSAGES.redirects);
        url = checkAddress(new URL(location, url).href);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw failure(`${MESSAGES.unreachable} (HTTP ${response.status})`);
      }
      const contentType = response.headers.get("Content-Type") ?? "text/html";
      if (!options.accept.test(contentType)) {
        await response.body?.cancel();
        throw failure(options.notAccepted);
      }
      const tooLarge = options.tooLarge ?? MESSAGES.tooLarge;
      const bytes = await readLimited(response, limits.maxBytes, tooLarge, () => timedOut);
      return { url: url.href, bytes, contentType };
    }
  } finally {
    clearTimeout(timer);
  }
}

async function readLimited(
  response: Response,
  maxBytes: number,
  tooLarge: string,
  timedOut: () => boolean,
) {
  const declared = Number(response.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw failure(tooLarge);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw failure(tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw failure(timedOut() ? MESSAGES.timeout : MESSAGES.unreachable);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
