import {
  convertV4MiniflareOptions,
  Log,
  LogLevel,
  Miniflare,
  type V4MiniflareOptions,
} from "../../node_modules/wrangler/node_modules/miniflare/dist/src/index.js";

/**
 * The runtime's ceiling for a page: a worker that returns the given HTML from memory, in the
 * same workerd set-up as npm run serve (wrangler's Miniflare, no inspector or request logs).
 * Page figures are reported beside it as a ratio, so runs on a busy machine compare.
 */
export async function startCeiling(html: string, port: number, assets?: Record<string, unknown>) {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      cf: {},
      log: new Log(LogLevel.ERROR),
      logRequests: false,
      workers: [
        {
          name: "ceiling",
          modules: true,
          compatibilityDate: "2026-11-01",
          compatibilityFlags: ["nodejs_compat"],
          bindings: { HTML: html },
          // profile.ts: the same worker behind the asset router the web app has on serve.
          ...(assets ? { assets } : {}),
          script: `export default {
  fetch(request, env) {
    return new Response(env.HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
};`,
        },
      ],
    } as unknown as V4MiniflareOptions),
  );
  await mf.ready;
  return { url: `http://localhost:${port}/`, stop: () => mf.dispose() };
}
