import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getPublicSite, resolveHost } from "../lib/host.server";
import { generatedIcon } from "../lib/site/generated-icon.server";
import { GENERATED_ICON_SIZES } from "../lib/site/site-icons";
import { siteThemeVariables } from "../lib/theme";

const GENERATED = /^generated-(\d{3})\.png$/;

/**
 * /icons/generated-{size}.png: the icon of a site that has not uploaded one, painted in its
 * accent colour at one of the sizes its pages and manifest name (lib/site/site-icons.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const size = Number(GENERATED.exec(args.params.name ?? "")?.[1]);
  if (!GENERATED_ICON_SIZES.includes(size)) throw new Response("Not found", { status: 404 });
  const host = await resolveHost(args);
  if (host.kind !== "site") throw new Response("Not found", { status: 404 });
  const site = await getPublicSite(args, host.site.slug);
  const theme = siteThemeVariables(site.colorTheme, site.typeTheme, {
    accentColor: site.themeAccentColor,
    style: site.themeStyle,
  });
  return new Response(generatedIcon(size, theme["--color-accent"] ?? ""), {
    headers: {
      "Content-Type": "image/png",
      // The address names the colour (?v=), so a day's caching never shows a stale one.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
