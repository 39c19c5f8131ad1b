import { request as httpRequest } from "node:http";
import { E2E } from "./ports";

export type SiteResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A GET to a creator site from Node. Chromium resolves *.localhost to loopback but Node does
 * not, so this talks to 127.0.0.1 and names the site in the Host header, as a proxy would.
 */
export function siteGet(
  slug: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SiteResponse> {
  return webRequest("GET", `${slug}.localhost:${E2E.webPort}`, path, headers);
}

/** A POST to a creator site from Node (a mail provider's one-click unsubscribe, say). */
export function sitePost(
  slug: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<SiteResponse> {
  return webRequest("POST", `${slug}.localhost:${E2E.webPort}`, path, headers, body);
}

/** Any request to the web app from Node, to the host named (the platform's or a site's). */
export function webRequest(
  method: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<SiteResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E.webPort,
        method,
        path,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }),
          Host: host,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
