import { redirect } from "@remix-run/cloudflare";
import type { AccountSection } from "./account";
import { type ApiArgs, callApi } from "./api.server";
import { platformOrigin } from "./host.server";
import { signInHref } from "./next-path";
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
