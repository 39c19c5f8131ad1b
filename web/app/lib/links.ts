/**
 * A creator-entered link (header links) is rendered only when it is a same-site path or an
 * http(s)/mailto address: "javascript:" and other schemes are dropped. "www.…" was accepted
 * and stored as typed before the API added https:// itself, so it is read as https.
 */
export function safeHref(href: string | null | undefined): string | null {
  let value = href?.trim() ?? "";
  if (!value) return null;
  if (/^www\./i.test(value)) value = `https://${value}`;
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return value;
  try {
    const url = new URL(value);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
