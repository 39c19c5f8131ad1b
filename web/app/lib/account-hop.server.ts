import { redirect, type TypedResponse } from "@remix-run/cloudflare";
import type { AccountSection } from "./account";
import { type ApiArgs, callApi } from "./api.server";
import { platformOrigin } from "./host.server";
import { safeNextPath, signInHref } from "./next-path";
import { clearSessionCookie, readSessionToken } from "./session.server";

/** From a creator site into the account area on the platform host (see `platformHop`). */
export function accountAreaRedirect(
  args: ApiArgs,
  section: AccountSection,
  returnTo: string,
  init?: ResponseInit,
) {
  return platformHop(args, `/${section}`, returnTo, init);
}

/**
 * From a creator site to `path` on the platform host, signed in there too. The session cookie
 * belongs to the site's host, so a single-use token carries the sign-in over: the platform
 * turns it into a platform session (`mgk`, root loader) and lands on the path. Signed out (or
 * with a dead cookie), the visitor signs in on the site first and comes back to `returnTo`.
 */
export async function platformHop(
  args: ApiArgs,
  path: `/${string}`,
  returnTo: string,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", clearSessionCookie(args.request));
  const signIn = redirect(signInHref("/sign-in", returnTo), { ...init, headers });
  const token = readSessionToken(args.request);
  if (!token) return signIn;
  const result = await callApi(args, (api) => api.manage["single-use-tokens"].$post({ json: {} }), {
    token,
  });
  if (result.status === 401 || result.status === 404) return signIn;
  if (!result.ok) {
    console.error(`Single-use token failed: ${result.status}`);
    throw new Response(null, { status: 502 });
  }
  const target = new URL(path, platformOrigin(args));
  target.searchParams.set("mgk", result.body.singleUseToken);
  return redirect(target.href, init);
}

/**
 * The other way, from the platform host to `path` on a creator site, signed in there too: a
 * single-use token for that site carries the platform session over (the site's root loader
 * reads `mgk`). Without a token the page still opens and the visitor signs in there; a session
 * that has ended throws `signedOut`, the caller's way to sign in again.
 */
export async function siteHop(
  args: ApiArgs,
  token: string | null,
  site: { slug: string; url: string },
  path: string,
  signedOut: Response,
): Promise<TypedResponse<never>> {
  const target = new URL(safeNextPath(path), site.url);
  const result = await callApi(
    args,
    (api) => api.manage["single-use-tokens"].$post({ json: { siteSlug: site.slug } }),
    { token },
  );
  if (result.status === 401) throw signedOut;
  if (result.ok) target.searchParams.set("mgk", result.body.singleUseToken);
  else console.error(`Single-use token for ${site.slug} failed: ${result.status}`);
  return redirect(target.href);
}
