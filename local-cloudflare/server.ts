import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { advanceOnCheck, type HostnameRecord, hostnameJson, newHostname } from "./hostnames";

export type LocalCloudflareOptions = {
  /** 0 picks a free port (read it from the answered url). */
  port: number;
  host?: string;
  /** JSON file the hostnames are written to after each change and read at start. */
  statePath?: string;
  /** GETs of a new hostname before it turns active by itself (default 1); 0 never. */
  checksUntilActive?: number;
  quiet?: boolean;
};

export type LocalCloudflare = { url: string; baseURL: string; stop(): Promise<void> };

const PREFIX = "/client/v4";

function envelope(result: unknown) {
  return { success: true, errors: [], messages: [], result };
}

function failure(res: ServerResponse, status: number, code: number, message: string) {
  send(res, status, { success: false, errors: [{ code, message }], messages: [], result: null });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}

/**
 * A stand-in for the part of Cloudflare's API the platform calls (custom hostnames of a
 * Cloudflare for SaaS zone), for development and tests, like local-stripe/. Also a control
 * endpoint (POST /_local/custom_hostnames/{id}) that pins a hostname's state: what a test
 * or a developer uses to play "the certificate failed" or "still pending".
 */
export async function startLocalCloudflare(
  options: LocalCloudflareOptions,
): Promise<LocalCloudflare> {
  const log = options.quiet
    ? () => {}
    : (line: string) => console.log(`[local-cloudflare] ${line}`);
  const checks = options.checksUntilActive ?? 1;
  const hostnames = new Map<string, HostnameRecord>();
  if (options.statePath && existsSync(options.statePath)) {
    for (const record of JSON.parse(readFileSync(options.statePath, "utf8")) as HostnameRecord[]) {
      hostnames.set(record.id, record);
    }
  }
  const save = () => {
    if (!options.statePath) return;
    mkdirSync(path.dirname(options.statePath), { recursive: true });
    writeFileSync(options.statePath, JSON.stringify([...hostnames.values()], null, 2));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local");
    const method = req.method ?? "GET";
    const control = url.pathname.match(/^\/_local\/custom_hostnames\/([^/]+)$/);
    if (control && method === "POST") {
      const record = hostnames.get(control[1] ?? "");
      if (!record) return failure(res, 404, 1436, "Custom hostname not found");
      const body = await readJson(req);
      if (typeof body.status === "string") record.status = body.status;
      if (typeof body.ssl_status === "string") record.sslStatus = body.ssl_status;
      if (Array.isArray(body.verification_errors))
        record.verificationErrors = body.verification_errors.map(String);
      if (Array.isArray(body.ssl_errors)) record.sslErrors = body.ssl_errors.map(String);
      record.checksUntilActive = null;
      save();
      return send(res, 200, envelope(hostnameJson(record)));
    }
    if (!req.headers.authorization?.startsWith("Bearer ")) {
      return failure(res, 401, 10000, "Authentication error");
    }
    const match = url.pathname.match(
      /^\/client\/v4\/zones\/([^/]+)\/custom_hostnames(?:\/([^/]+))?$/,
    );
    if (!match) return failure(res, 404, 7003, "No route for that URI");
    const zoneId = match[1] ?? "";
    const id = match[2];
    if (!id && method === "POST") {
      const body = await readJson(req);
      const hostname = typeof body.hostname === "string" ? body.hostname.toLowerCase() : "";
      if (!hostname) return failure(res, 400, 1411, "Custom hostname is required");
      const taken = [...hostnames.values()].some(
        (h) => h.zoneId === zoneId && h.hostname === hostname,
      );
      if (taken) return failure(res, 409, 1406, "Duplicate custom hostname found.");
      const record = newHostname(zoneId, hostname, checks > 0 ? checks : null);
      hostnames.set(record.id, record);
      save();
      log(`created ${hostname} (${record.id})`);
      return send(res, 200, envelope(hostnameJson(record)));
    }
    if (!id && method === "GET") {
      // The API takes hostname=…; the SDK sends its exact-match filter as hostname.exact=….
      const wanted =
        url.searchParams.get("hostname") ??
        url.searchParams.get("hostname.exact") ??
        url.searchParams.get("hostname[exact]");
      const list = [...hostnames.values()].filter(
        (h) => h.zoneId === zoneId && (!wanted || h.hostname === wanted),
      );
      return send(res, 200, {
        ...envelope(list.map(hostnameJson)),
        result_info: { page: 1, per_page: 50, count: list.length, total_count: list.length },
      });
    }
    const record = id ? hostnames.get(id) : undefined;
    if (!record || record.zoneId !== zoneId)
      return failure(res, 404, 1436, "Custom hostname not found");
    if (method === "GET") {
      advanceOnCheck(record);
      save();
      return send(res, 200, envelope(hostnameJson(record)));
    }
    if (method === "DELETE") {
      hostnames.delete(record.id);
      save();
      log(`deleted ${record.hostname}`);
      return send(res, 200, envelope({ id: record.id }));
    }
    return failure(res, 405, 10405, "Method not allowed");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`error: ${String(error)}`);
      if (!res.headersSent) failure(res, 400, 10001, "Bad request");
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  log(`listening on ${url}`);
  return {
    url,
    baseURL: `${url}${PREFIX}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
