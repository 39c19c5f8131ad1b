import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { robotsTxt } from "../lib/feeds/xml";
import { resolveHost } from "../lib/host.server";

export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  const origin = host.kind === "site" ? host.site.origin : new URL(args.request.url).origin;
  return new Response(robotsTxt(origin, host.kind === "platform"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
