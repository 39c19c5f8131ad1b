/**
 * Which link targets the stored format keeps: http(s) and mailto addresses, and paths on the
 * same site ("/recipes/bread", "#method"). Anything else ("javascript:", "data:", "//evil",
 * plain words) is not a link a visitor should be sent to, so export turns such links back
 * into their text. The href is returned as written (trimmed), not re-serialized by URL, so an
 * accepted link round-trips unchanged.
 */
export function acceptedLinkHref(href: string | null | undefined): string | null {
  const value = href?.trim() ?? "";
  if (!value || value.length > 2048) return null;
  // Browsers ignore tabs and newlines inside URLs, which is how "java\nscript:" sneaks past
  // naive checks; a link that needs them is not one an author typed on purpose.
  if (/[\s\\]/.test(value) || hasControlCharacter(value)) return null;
  if (value.startsWith("#")) return value;
  if (value.startsWith("/")) return value.startsWith("//") ? null : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === "mailto:") return url.pathname ? value : null;
  if (url.protocol === "http:" || url.protocol === "https:") return url.hostname ? value : null;
  return null;
}

/**
 * What an author types into the link field, made into an href: "www.example.com" and
 * "example.com/page" get https://, a bare e-mail address gets mailto:. Returns null when the
 * result is still not an accepted link, so the dialog can explain instead of inserting it.
 */
export function linkHrefFromInput(input: string): string | null {
  const value = input.trim();
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return acceptedLinkHref(`mailto:${value}`);
  if (/^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$))/i.test(value)) {
    return acceptedLinkHref(`https://${value}`);
  }
  return acceptedLinkHref(value);
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
