import { redirect } from "@remix-run/cloudflare";
import { accountAreaRedirect, platformHop } from "./account-hop.server";
import type { ApiArgs } from "./api.server";
import type { HostKind } from "./host.server";
import { NO_STORE } from "./interactions/api-route.server";

/**
 * Addresses people type out of habit from other platforms, which no link here names: "/login"
 * on any site, "/wp-admin" from a creator whose blog was on WordPress. Each leads where it
 * means rather than to a 404. Only paths no route claims reach this (the splat route), after
 * an imported recipe's old permalink has had its chance.
 */
const SIGN_IN = new Set(["/login", "/log-in", "/signin"]);
const SIGN_UP = new Set(["/signup", "/register", "/join"]);
const ACCOUNT = new Set(["/account", "/my-account"]);
/** A creator's way into their admin; on a site host it is that site's kitchen. (/kitchen
 * itself is a route: kitchen._index.tsx hops from a site host the same way.) */
const KITCHEN = new Set(["/admin", "/wp-admin", "/wp-login.php", "/dashboard"]);

/** From a site host to that site's kitchen on the platform host, signed in there too. */
export function siteKitchenHop(args: ApiArgs, siteSlug: string, returnTo: string) {
  return platformHop(args, `/kitchen/${siteSlug}`, returnTo, { headers: NO_STORE });
}

/** The redirect a familiar path means on this host, or null for a true 404. */
export async function familiarPathRedirect(
  args: ApiArgs,
  host: HostKind,
): Promise<Response | null> {
  const url = new URL(args.request.url);
  const path = url.pathname.replace(/\/+$/, "").toLowerCase() || "/";
  // The query rides along, so "/login?next=/recipes/x" still comes back to the recipe.
  if (SIGN_IN.has(path)) return redirect(`/sign-in${url.search}`, 301);
  if (SIGN_UP.has(path)) return redirect(`/sign-up${url.search}`, 301);
  if (ACCOUNT.has(path)) {
    if (host.kind === "platform") return redirect("/bookmarks");
    return accountAreaRedirect(args, "bookmarks", path, { headers: NO_STORE });
  }
  if (KITCHEN.has(path) && host.kind === "site") {
    return siteKitchenHop(args, host.site.slug, path);
  }
  return null;
}
