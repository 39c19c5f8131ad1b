import { redirect } from "@remix-run/cloudflare";
import { MOVED_ADDRESS_MAX } from "@schema/api/public-read";
import { type ApiArgs, segment, unexpectedApiResult } from "../api.server";
import { cachedPublicRead } from "../public-data-cache.server";

/**
 * A page the site does not have at this address: if the address moved (the creator's
 * redirect, a renamed recipe or collection, an imported recipe's permalink on the creator's
 * old site), a permanent redirect to where it leads now, a path keeping the query (a
 * newsletter's "in metric" link still says metric); otherwise nothing, and the caller
 * answers 404.
 */
export async function redirectIfMoved(args: ApiArgs, siteSlug: string): Promise<void> {
  const url = new URL(args.request.url);
  // Only page reads move; the address without its query is what names the page.
  if (args.request.method !== "GET" && args.request.method !== "HEAD") return;
  const address = `${url.origin}${url.pathname}`;
  if (address.length > MOVED_ADDRESS_MAX) return;
  // The same answer for every visitor, kept under the site's content version like the page.
  const result = await cachedPublicRead(args, (api) =>
    api.site[":siteSlug"].moved.$get({
      param: { siteSlug: segment(siteSlug) },
      query: { address },
    }),
  );
  if (result.ok) {
    const { location } = result.body;
    // A path on the site keeps the visitor's query; an address elsewhere is the creator's own.
    throw redirect(location.startsWith("/") ? `${location}${url.search}` : location, 301);
  }
  if (result.status !== 404) throw unexpectedApiResult(result, `moved ${address}`);
}
