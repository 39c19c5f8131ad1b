import { data, redirect } from "@remix-run/cloudflare";
import type { CurrentUser } from "@schema/api/identity";
import type { AccountSection } from "./account";
import { accountAreaRedirect } from "./account-hop.server";
import type { ApiArgs } from "./api.server";
import { getViewer } from "./current-user.server";
import { resolveHost } from "./host.server";
import { NO_STORE } from "./interactions/api-route.server";
import { readSessionToken } from "./session.server";

/** Who the account page is for, and the token its API calls carry. */
export type AccountViewer = { user: CurrentUser; token: string };

/** To sign in and come back to this section (clearing a dead cookie on the way). */
export function accountSignInRedirect(section: AccountSection, clearCookie?: string | null) {
  const to = `/sign-in?${new URLSearchParams({ next: `/${section}` })}`;
  return redirect(to, clearCookie ? { headers: { "Set-Cookie": clearCookie } } : undefined);
}

/**
 * The account area lives on the platform host. Signed-out visitors are sent to sign in and
 * brought back. On a creator site the same address (one a reader typed or kept) leads to the
 * section on the platform, signed in there too; signed out, through the site's sign-in first.
 */
export async function requireAccountViewer(
  args: ApiArgs,
  section: AccountSection,
): Promise<AccountViewer> {
  const host = await resolveHost(args);
  if (host.kind === "site") {
    throw await accountAreaRedirect(args, section, `/${section}`, { headers: NO_STORE });
  }
  const viewer = await getViewer(args, host);
  const token = readSessionToken(args.request);
  if (!viewer.user || !token) throw accountSignInRedirect(section, viewer.clearCookie);
  return { user: viewer.user, token };
}

/** Every account-area POST: on the platform host, by a signed-in person. */
export async function requireAccountAction(
  args: ApiArgs,
  section: AccountSection,
): Promise<AccountViewer> {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw data(null, { status: 404 });
  return requireAccountViewer(args, section);
}

/**
 * An account call answered 401: the session ended between the page and the call (signed
 * out in another tab, expired). Sign in again and come back.
 */
export function isSignedOutAnswer(result: { ok: boolean; status: number }) {
  return !result.ok && result.status === 401;
}
