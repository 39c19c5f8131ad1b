import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The fixture web: answers a request for any `*.test` address the way a real site would,
 * from the pages in pages/<host name>/<path>.html, plus a few addresses that misbehave on
 * purpose for the fetcher's tests (see README.md). Shared by the HTTP server (server.ts) and
 * the worker tests' outbound service (vitest.config.ts).
 */
const PAGES = path.join(import.meta.dirname, "pages");

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

export async function handleFixture(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const host = url.hostname.toLowerCase();
  if (!host.endsWith(".test")) return html("Not a fixture host", 404);

  switch (url.pathname) {
    case "/_slow": {
      // Answers only after ?ms= milliseconds: the fetcher's time limit.
      const ms = Math.min(Number(url.searchParams.get("ms") ?? 15_000), 60_000);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return html("<h1>Finally</h1>");
    }
    case "/_huge": {
      // 6 MB of page, streamed without a Content-Length: the fetcher must count.
      const chunk = new TextEncoder().encode(`<p>${"x".repeat(64 * 1024 - 7)}</p>`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 6 * 1024 * 1024) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/html" } });
    }
    case "/_huge-declared":
      return new Response("<p>small</p>", {
        headers: { "Content-Type": "text/html", "Content-Length": String(6 * 1024 * 1024) },
      });
    case "/_redirect":
      return new Response(null, {
        status: 302,
        headers: { Location: url.searchParams.get("to") ?? "/" },
      });
    case "/_loop": {
      const hop = Number(url.searchParams.get("hop") ?? 0);
      return new Response(null, { status: 301, headers: { Location: `/_loop?hop=${hop + 1}` } });
    }
  }

  const relative = url.pathname === "/" ? "index" : url.pathname.replace(/^\/+|\/+$/g, "");
  if (relative.includes("..")) return html("Not found", 404);
  const extension = path.extname(relative);
  const file = path.join(PAGES, host, extension ? relative : `${relative}.html`);
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" },
    });
  } catch {
    return html("<h1>Not found</h1>", 404);
  }
}
