import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isAccountSection } from "../lib/account";
import { apiFetch } from "../lib/api.server";
import { platformOrigin, resolveHost } from "../lib/host.server";
import { clearSessionCookie, readSessionToken } from "../lib/session.server";

export const loader = () => redirect("/");

/**
 * The account menu on a creator site posts here (in a new tab). The session cookie belongs
 * to the site's host, so a single-use token carries the sign-in over to the platform host,
 * whose callback page turns it into a platform session and lands on the account page.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const section = form.get("section");
  if (!isAccountSection(section)) throw new Response("Unknown account page", { status: 400 });

  const host = await resolveHost(args);
  if (host.kind === "platform") return redirect(`/${section}`);

  const signIn = redirect("/sign-in", {
    headers: { "Set-Cookie": clearSessionCookie(args.request) },
  });
  const token = readSessionToken(args.request);
  if (!token) return signIn;
  const result = await apiFetch<{ singleUseToken: string }>(args, "/manage/single-use-tokens", {
    method: "POST",
    token,
    body: {},
  });
  if (result.status === 401 || result.status === 404) return signIn;
  if (!result.ok) {
    console.error(`Single-use token failed: ${result.status}`);
    throw new Response(null, { status: 502 });
  }
  const target = new URL(`/${section}`, platformOrigin(args));
  target.searchParams.set("mgk", result.body.singleUseToken);
  return redirect(target.href);
}
