import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { callApi } from "../lib/api.server";
import { clearSessionCookie, readSessionToken } from "../lib/session.server";

/** GET /sign-out is not a way to sign out (a link or prefetch must not end a session). */
export const loader = () => redirect("/");

/** Revokes the auth token with the API, forgets it here, and goes home. */
export async function action(args: ActionFunctionArgs) {
  const token = readSessionToken(args.request);
  if (token) {
    const result = await callApi(args, (api) => api.manage["sign-out"].$post(), { token });
    // A token the API no longer knows is as signed out as it gets; anything else is logged,
    // and the visitor is signed out here regardless.
    if (!result.ok && result.status !== 401) console.error(`Sign-out failed: ${result.status}`);
  }
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(args.request) } });
}
