import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { endSession } from "../lib/end-session.server";

/** GET /sign-out is not a way to sign out (a link or prefetch must not end a session). */
export const loader = () => redirect("/");

/** Revokes the auth token with the API, forgets it here, and goes home. */
export async function action(args: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(args) } });
}
