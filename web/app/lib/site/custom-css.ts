/**
 * A creator's CSS overrides (site settings cssOverrides), made safe to put in a <style>
 * element of their site's pages. Overrides may restyle anything on the page, but must not
 * leave it: no closing the style element, no pulling in other style sheets, no fetching
 * from other hosts (which would let a stylesheet track readers or read attribute values
 * out through selectors), and none of the old script-in-CSS hooks.
 */

/** The settings form allows 50,000 characters; anything longer is not ours. */
const MAX_LENGTH = 50_000;

/** @import / @charset / @namespace rules up to their semicolon or the end. */
const AT_RULES = /@(?:import|charset|namespace)\b[^;]*;?/gi;
const SCRIPT_HOOKS = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/gi;
/** Functions that fetch a quoted address without url(): the declaration is made invalid. */
const STRING_FETCHERS = /(?:-webkit-)?image-set\s*\(|\bsrc\s*\(/gi;
/** url(...) with a quoted or bare target. */
const URL_CALL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** Same-site paths (the site's own /media) and inline images are all a url() may name. */
function allowedUrl(target: string): boolean {
  const value = target.trim();
  if (value.startsWith("//")) return false;
  if (value.startsWith("/")) return true;
  return /^data:image\/(?:png|jpe?g|gif|webp|avif);/i.test(value);
}

export function safeCustomCss(css: string | null | undefined): string | null {
  if (!css) return null;
  let safe = css
    .slice(0, MAX_LENGTH)
    // CSS escapes could spell any of the words below; a creator's override never needs them
    // outside strings, so they are removed rather than decoded.
    .replace(/\\/g, "")
    // "<" never belongs in CSS outside strings, and "</style" would end the element.
    .replace(/</g, "")
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")
    .replace(AT_RULES, "")
    .replace(SCRIPT_HOOKS, "")
    .replace(STRING_FETCHERS, "blocked(")
    .replace(URL_CALL, (call, _quote: string, target: string) =>
      allowedUrl(target) ? call : "none",
    );
  // A url( left without its closing parenthesis would swallow the rest of the sheet.
  if (/url\(/i.test(safe.replace(URL_CALL, ""))) safe = safe.replace(/url\([^)]*$/gi, "none");
  safe = safe.trim();
  return safe === "" ? null : safe;
}
