import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isAccountSection } from "../lib/account";
import { accountAreaRedirect } from "../lib/account-hop.server";
import { resolveHost } from "../lib/host.server";
import { readForm } from "../lib/read-form.server";

export const loader = () => redirect("/");

/**
 * The account menu on a creator site posts here (in a new tab), and lands on the account
 * page on the platform host, signed in there too (lib/account-hop.server.ts).
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const section = form.get("section");
  if (!isAccountSection(section)) throw new Response("Unknown account page", { status: 400 });

  const host = await resolveHost(args);
  if (host.kind === "platform") return redirect(`/${section}`);
  return accountAreaRedirect(args, section, "/");
}
