import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getPublicSite, resolveHost } from "../lib/host.server";
import { PLATFORM_ICON, tabIconUrl } from "../lib/site/site-icons";

/**
 * /favicon.ico: browsers that find no icon link, bookmark managers and crawlers ask for it
 * by name. It is sent to the icon the pages link (the site's favicon, else its site icon,
 * else the platform's), and asked again each time, so a new upload shows at once.
 */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  const target =
    host.kind === "site" ? tabIconUrl(await getPublicSite(args, host.site.slug)) : PLATFORM_ICON;
  return new Response(null, {
    status: 302,
    headers: { Location: target, "Cache-Control": "no-cache" },
  });
}
