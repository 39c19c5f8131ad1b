import { Agent, request } from "node:http";

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export type HttpResult = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * GET over loopback. Chromium resolves *.localhost to 127.0.0.1 but Node does not, so a
 * site URL is sent to 127.0.0.1 with the site's name in the Host header.
 */
export function httpGet(url: string): Promise<HttpResult> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { Host: target.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}
