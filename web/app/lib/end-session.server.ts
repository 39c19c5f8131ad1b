import { type ApiArgs, callApi } from "./api.server";
import { clearSessionCookie, readSessionToken } from "./session.server";

/**
 * Signs the visitor out on this host: revokes their auth token with the API and answers the
 * Set-Cookie that forgets it here. Sign-out uses it, and so does a sign-in link that fails
 * (the spec: "on failure the user becomes signed out and the token is removed"), so an
 * expired link never leaves the page showing someone else's session.
 */
export async function endSession(args: ApiArgs): Promise<string> {
  const token = readSessionToken(args.request);
  if (token) {
    const result = await callApi(args, (api) => api.manage["sign-out"].$post(), { token });
    // A token the API no longer knows is as signed out as it gets; anything else is logged,
    // and the visitor is signed out here regardless.
    if (!result.ok && result.status !== 401) console.error(`Sign-out failed: ${result.status}`);
  }
  return clearSessionCookie(args.request);
}
