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
  return httpRequest("GET", url);
}

/** Any method over loopback, the same way; a body is sent as JSON. */
export function httpRequest(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<HttpResult> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port: target.port,
        method,
        path: `${target.pathname}${target.search}`,
        headers: {
          Host: target.host,
          ...options.headers,
          ...(body === undefined
            ? {}
            : { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }),
        },
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
    req.end(body);
  });
}
