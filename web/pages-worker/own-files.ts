/**
 * Pages' own files in its output: the worker (`_worker.js/`, this app's server code) and its
 * configuration. Pages never serves them, but its local stand-ins (wrangler pages dev,
 * Miniflare's assets) would, since Remix's handler first asks env.ASSETS for every path.
 */
const PAGES_OWN_FILE = /^\/(_worker\.js(\/|$)|_routes\.json$|_headers$|_redirects$)/;

export const isPagesOwnFile = (pathname: string) => PAGES_OWN_FILE.test(pathname);

/** The static files as Pages serves them: Pages' own files are not among them (404). */
export function withoutPagesOwnFiles(assets: Fetcher): Fetcher {
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (isPagesOwnFile(new URL(url).pathname)) {
      return Promise.resolve(new Response("Not Found", { status: 404 }));
    }
    return assets.fetch(input, init);
  };
  return { fetch } as unknown as Fetcher;
}
