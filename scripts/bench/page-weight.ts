import { gzipSync } from "node:zlib";
import { httpGet } from "./http";

/** The chunk web/vite.config.ts gives React, React DOM and Remix. */
const FRAMEWORK_CHUNK = /\/assets\/framework-[^/]*\.js$/;

/**
 * Gzipped bytes of a page's HTML and of every script it loads (modules and preloads), and
 * how much of that script is the framework rather than the app.
 */
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
  let frameworkBytes = 0;
  const files: { path: string; rawBytes: number; gzipBytes: number }[] = [];
  for (const src of scripts) {
    const body = (await httpGet(src)).body;
    const bytes = gzipSync(body).length;
    jsBytes += bytes;
    if (FRAMEWORK_CHUNK.test(new URL(src).pathname)) frameworkBytes += bytes;
    files.push({ path: new URL(src).pathname, rawBytes: body.length, gzipBytes: bytes });
  }
  return {
    htmlGzipBytes: gzipSync(Buffer.from(html)).length,
    jsGzipBytes: jsBytes,
    frameworkGzipBytes: frameworkBytes,
    scripts: scripts.size,
    files,
  };
}

/**
 * What Chromium itself downloads for the page until the network is quiet, at a desktop
 * size, without scrolling or clicking: the scripts the HTML names plus any the page then
 * imports by itself (code split off for later must not sneak back in on load), and the
 * fonts its text is set in (woff2 is compressed already: counted as sent).
 */
export async function browserScriptWeight(url: string) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const bodies: Promise<Buffer>[] = [];
    const fontBodies: Promise<Buffer>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script") bodies.push(response.body());
      if (type === "font") fontBodies.push(response.body());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = await Promise.all(bodies);
    const fonts = await Promise.all(fontBodies);
    return {
      jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
      scripts: scripts.length,
      fontBytes: fonts.reduce((sum, body) => sum + body.length, 0),
      fonts: fonts.length,
    };
  } finally {
    await browser.close();
  }
}
