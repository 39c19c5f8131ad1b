import { allSiteFontsCss } from "../lib/fonts/site-fonts.server";

/**
 * /theme-fonts.css: the @font-face rules of every type theme's families, for the kitchen's
 * theme preview (a stylesheet file, where the page's CSP allows it on any navigation). Its
 * address carries the build's version (themeFontsHref), so it is cached for good.
 */
export function loader() {
  return new Response(allSiteFontsCss(), {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
