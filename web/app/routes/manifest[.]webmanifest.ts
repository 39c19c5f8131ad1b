import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getPublicSite, resolveHost } from "../lib/host.server";
import { webAppManifest } from "../lib/site/site-icons";
import { siteThemeVariables } from "../lib/theme";

/** /manifest.webmanifest: a creator site as an installable web app (the platform has none). */
export async function loader(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw new Response("Not found", { status: 404 });
  const site = await getPublicSite(args, host.site.slug);
  const theme = siteThemeVariables(site.colorTheme, site.typeTheme, {
    accentColor: site.themeAccentColor,
    style: site.themeStyle,
  });
  return new Response(JSON.stringify(webAppManifest(site, theme)), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // Asked again each time (it is small and rarely fetched), so a settings save (title,
      // colours, an uploaded icon) shows at once; lib/edge-cache.ts keeps it out of the edge.
      "Cache-Control": "no-cache",
    },
  });
}
