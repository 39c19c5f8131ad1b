import { SHOPPING_LIST_PATH } from "./offline-rules";

/** A page kept on the device, as the offline page lists it. */
export type KeptPage = { path: string; title: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/**
 * The title of a kept page's HTML, as its tab showed it, in plain text (the entities the
 * server wrote decoded); null when it has none.
 */
export function titleOf(html: string): string | null {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  if (!raw) return null;
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return raw.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return named[name.toLowerCase()] ?? entity;
  });
}

/**
 * What a page the reader never kept answers without a network (503): the pages that do open,
 * so an installed app started offline (its start URL, the home page, is not kept) is not a
 * dead end. Self-contained: no script, its own few styles, nothing fetched.
 */
export function offlinePage(kept: KeptPage[]): Response {
  const recipes = kept.filter((page) => page.path !== SHOPPING_LIST_PATH);
  const list = recipes.length
    ? `<h2>Saved on this device</h2><ul>${recipes
        .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
        .join("")}</ul>`
    : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title><style>body{font:1.0625rem/1.5 system-ui,sans-serif;color:#1f1f1f;background:#fff;margin:0}main{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.75rem;margin:0 0 .5rem}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}ul{padding-left:1.25rem}li{margin:.5rem 0}a{color:#0b57d0}</style></head><body><main><h1>You are offline</h1><p>This page was not saved on this device. Recipes you opened here open without a network, and so does <a href="${SHOPPING_LIST_PATH}">your shopping list</a>.</p>${list}</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      "Cache-Control": "no-store",
    },
  });
}
