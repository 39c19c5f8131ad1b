import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireKitchenSite, signInRedirect } from "../kitchen/shared/manager.server";
import { siteHop } from "../lib/account-hop.server";
import { readSessionToken } from "../lib/session.server";

/**
 * GET /kitchen/{site}/view?path=/…, the kitchen's "View site" links: the page on the site's
 * own host, signed in there as its manager. A visitor signed out may be shown the edge's copy
 * from before a save for up to a minute (docs/architecture.md §6); a manager signed in is
 * shown the page as it is now, so a change just saved is there when they look.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const path = new URL(args.request.url).searchParams.get("path") ?? "/";
  const token = readSessionToken(args.request);
  return siteHop(args, token, site, path, signInRedirect(args.request, true));
}
