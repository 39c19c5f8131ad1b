import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { getViewer } from "./current-user.server";
import { resolveHost } from "./host.server";
import { safeNextPath, signUpNextPath } from "./next-path";

/**
 * Loader shared by /sign-in and /sign-up: signed-in visitors go home
 * (docs/spec/visitor-experience.md §2).
 */
export async function authPageLoader(args: LoaderFunctionArgs, mode: "sign-in" | "sign-up") {
  const host = await resolveHost(args);
  const viewer = await getViewer(args, host);
  if (viewer.user) throw redirect("/");
  const next = safeNextPath(new URL(args.request.url).searchParams.get("next"));
  return { next: mode === "sign-up" ? signUpNextPath(host.kind, next) : next };
}
