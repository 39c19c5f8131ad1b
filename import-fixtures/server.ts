import { createServer, type Server } from "node:http";
import { handleFixture } from "./handler";

/**
 * The fixture web as an HTTP server for `npm start` and the browser tests. The API reaches it
 * as IMPORT_FIXTURE_ORIGIN with the `*.test` name as the first path segment
 * (http://127.0.0.1:8965/wprm.blog.test/cookies); a request whose Host is a `*.test` name
 * is answered for that name directly.
 */
export function startFixtureServer(port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer(async (req, res) => {
    try {
      const raw = req.url ?? "/";
      const hostHeader = (req.headers.host ?? "").replace(/:\d+$/, "");
      let target: string;
      if (hostHeader.endsWith(".test")) target = `http://${hostHeader}${raw}`;
      else {
        const [, name = "", rest = ""] = /^\/([^/]+)(\/.*)?$/.exec(raw) ?? [];
        target = `http://${name}${rest || "/"}`;
      }
      const response = await handleFixture(new Request(target));
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      res.writeHead(response.status, headers);
      const reader = response.body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        if (!res.write(chunk.value)) await new Promise((resolve) => res.once("drain", resolve));
      }
      res.end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `npx tsx import-fixtures/server.ts [port]` serves the fixtures on their own.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const port = Number(process.argv[2] ?? 8965);
  startFixtureServer(port).then(() => console.log(`Import fixtures on http://127.0.0.1:${port}`));
}
