import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { endSession } from "../lib/end-session.server";
import { safeNextPath } from "../lib/next-path";

/** GET /sign-out is not a way to sign out (a link or prefetch must not end a session). */
export const loader = () => redirect("/");

/**
 * Revokes the auth token with the API, forgets it here, and goes home, or back to the page
 * that asked (`next`, a path on this host: a gift or invitation opened as someone else).
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData().catch(() => null);
  const next = safeNextPath(form?.get("next")?.toString());
  return redirect(next, { headers: { "Set-Cookie": await endSession(args) } });
}
