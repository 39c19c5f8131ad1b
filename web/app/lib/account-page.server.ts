import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { AccountSection } from "./account";
import { getViewer } from "./current-user.server";
import { resolveHost } from "./host.server";

/**
 * The account area lives on the platform host only. Signed-out visitors are sent to sign in
 * and brought back; on a creator site these paths do not exist.
 */
export async function accountPageLoader(args: LoaderFunctionArgs, section: AccountSection) {
  const host = await resolveHost(args);
  if (host.kind !== "platform") throw data(null, { status: 404 });
  const viewer = await getViewer(args, host);
  if (!viewer.user) throw redirect(`/sign-in?${new URLSearchParams({ next: `/${section}` })}`);
  return { email: viewer.user.email, displayName: viewer.user.displayName };
}
