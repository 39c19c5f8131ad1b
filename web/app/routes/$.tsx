import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { familiarPathRedirect } from "../lib/familiar-paths.server";
import { resolveHost } from "../lib/host.server";
import { redirectIfMoved } from "../lib/site/moved-page.server";

/**
 * Any path no route claims. Throwing from a route (rather than letting Remix miss) keeps the
 * root loader running, so the 404 page gets the site's header, footer and theme. On a site,
 * an address that moved (an imported recipe's permalink on the creator's old blog, once its
 * domain points here) redirects first, then an address people type from habit ("/login").
 */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind === "site") await redirectIfMoved(args, host.site.slug);
  const familiar = await familiarPathRedirect(args, host);
  if (familiar) throw familiar;
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
