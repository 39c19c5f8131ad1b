import { gzipSync } from "node:zlib";
import { httpGet } from "./http";

/** Gzipped bytes of a page's HTML and of every script it loads (modules and preloads). */
export async function pageWeight(url: string) {
  const html = (await httpGet(url)).body.toString("utf8");
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g,
  )) {
    if (match[1]) scripts.add(new URL(match[1], origin).toString());
  }
  // Remix's inline module script imports the entry and route chunks.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) scripts.add(new URL(match[1], origin).toString());
  }
  let jsBytes = 0;
  for (const src of scripts) {
    const body = (await httpGet(src)).body;
    jsBytes += gzipSync(body).length;
  }
  return {
    htmlGzipBytes: gzipSync(Buffer.from(html)).length,
    jsGzipBytes: jsBytes,
    scripts: scripts.size,
  };
}
