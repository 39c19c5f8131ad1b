import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { completeOnboarding, ensurePlatformAccount } from "./api/accounts";
import { handleApi } from "./lib/api-handler";
import { payCheckoutSession } from "./lib/checkout-flow";
import { advanceClock } from "./lib/clock";
import type { Emulator } from "./lib/context";
import { periodBoundary } from "./lib/periods";
import { Store } from "./lib/store";
import { DEFAULT_RETRY_DELAYS_MS, type EndpointConfig, WebhookDispatcher } from "./lib/webhooks";
import { renderCheckoutPage } from "./pages/checkout-page";
import { renderEmulatorPage, renderInvoicePage } from "./pages/emulator-page";
import { linkUsable, renderOnboardingPage } from "./pages/onboarding-page";
import { handlePortal } from "./pages/portal-handler";

export type LocalStripeOptions = {
  /** 0 picks a free port (read it from the answered url). */
  port: number;
  /** Interface to listen on and the host in every URL it hands out; default: both loopback addresses, URLs with localhost. */
  host?: string;
  /** JSON file the state is written to after each change and read at start; none keeps it in memory. */
  statePath?: string;
  webhooks?: {
    platform?: { url: string; secret: string };
    connect?: { url: string; secret: string };
  };
  /** Delays between webhook delivery attempts (default 1, 2, 4, 8, 16, 30 s, then 60 s four times: about 5 minutes). */
  retryDelaysMs?: number[];
  quiet?: boolean;
};

export type LocalStripe = { url: string; stop(): Promise<void> };

/** Things fall due in real time too (a session expiring); the clock catches up this often. */
const TICK_MS = 30_000;

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const log = options.quiet ? () => {} : (line: string) => console.log(`[local-stripe] ${line}`);
  const store = new Store(options.statePath);
  const configured: EndpointConfig[] = [];
  if (options.webhooks?.platform) {
    configured.push({
      id: "we_local_platform",
      ...options.webhooks.platform,
      connect: false,
      enabledEvents: ["*"],
    });
  }
  if (options.webhooks?.connect) {
    configured.push({
      id: "we_local_connect",
      ...options.webhooks.connect,
      connect: true,
      enabledEvents: ["*"],
    });
  }
  const webhooks = new WebhookDispatcher(
    store,
    configured,
    options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    log,
  );
  let baseUrl = "";
  const emu: Emulator = { store, webhooks, baseUrl: () => baseUrl, log };

  const serve = () =>
    createServer((req, res) => {
      handle(emu, req, res).catch((error) => {
        log(`${req.method} ${req.url} failed: ${(error as Error).stack}`);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("local Stripe error");
      });
    });
  const listen = (server: Server, port: number, host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  // "localhost" may resolve to 127.0.0.1 or ::1 depending on the client: by default listen on
  // both loopback addresses (and nothing else), on the same port.
  const servers: Server[] = [serve()];
  await listen(servers[0] as Server, options.port, options.host ?? "127.0.0.1");
  const port = ((servers[0] as Server).address() as AddressInfo).port;
  if (!options.host) {
    const v6 = serve();
    await listen(v6, port, "::1").then(
      () => servers.push(v6),
      () => undefined, // no IPv6 loopback on this machine
    );
  }
  baseUrl = `http://${options.host ?? "localhost"}:${port}`;
  ensurePlatformAccount(emu);
  webhooks.resumePending();
  advanceClock(emu, null, store.now());
  const tick = setInterval(() => advanceClock(emu, null, store.now()), TICK_MS);
  tick.unref();
  log(`listening on ${baseUrl}`);

  return {
    url: baseUrl,
    async stop() {
      clearInterval(tick);
      webhooks.stop();
      for (const server of servers) server.closeAllConnections();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
      store.save();
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error("body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { "content-length": String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

const HTML = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}

function notFound(res: ServerResponse): void {
  send(res, 404, "<!doctype html><title>Not found</title><p>Not found</p>", HTML);
}

async function handle(emu: Emulator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://local-stripe");
  const method = req.method ?? "GET";
  const body = method === "POST" || method === "DELETE" ? await readBody(req) : "";
  const path = url.pathname;

  if (path.startsWith("/v1/")) {
    const answer = handleApi(emu, req, url, body);
    send(res, answer.status, answer.body, {
      "content-type": "application/json",
      ...answer.headers,
    });
    return;
  }

  const checkout = /^\/c\/pay\/(cs_test_\w+)$/.exec(path);
  if (checkout) {
    const session = emu.store.get(checkout[1] as string);
    if (session?.obj.object !== "checkout.session") return notFound(res);
    if (method === "GET") return send(res, 200, renderCheckoutPage(emu, session), HTML);
    if (method !== "POST") return notFound(res);
    // A second submit of a paid session (a double click) lands where the first one went.
    if (session.obj.status === "complete") {
      return redirect(
        res,
        session.obj.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.obj.id),
      );
    }
    const fields = new URLSearchParams(body);
    const form = {
      email: fields.get("email") ?? "",
      cardNumber: fields.get("cardNumber") ?? "",
      cardExpiry: fields.get("cardExpiry") ?? "",
      cardCvc: fields.get("cardCvc") ?? "",
      billingName: fields.get("billingName") ?? "",
      promotionCode: fields.get("promotionCode") ?? "",
    };
    const result = payCheckoutSession(emu, session, form);
    emu.store.save();
    if (result.ok) return redirect(res, result.redirect);
    const problem = { field: result.field, message: result.message };
    return send(res, result.status, renderCheckoutPage(emu, session, { form, problem }), HTML);
  }

  const onboarding = /^\/connect\/onboarding\/([\w-]+)$/.exec(path);
  if (onboarding) {
    const token = onboarding[1] as string;
    const link = emu.store.accountLink(token);
    if (!link) return notFound(res);
    // An expired or already used link sends the user to refresh_url, as Stripe's do.
    if (!linkUsable(emu, link)) return redirect(res, link.refreshUrl);
    if (method === "GET") return send(res, 200, renderOnboardingPage(emu, token, link), HTML);
    if (method !== "POST") return notFound(res);
    const name = new URLSearchParams(body).get("business_name")?.trim();
    link.used = true;
    completeOnboarding(emu, link.account, name || undefined);
    return redirect(res, link.returnUrl);
  }

  if (path.startsWith("/p/session/")) {
    const answer = handlePortal(emu, method, path, url.searchParams, body);
    if (!answer) return notFound(res);
    emu.store.save();
    if ("redirect" in answer) return redirect(res, answer.redirect);
    return send(res, answer.status, answer.html, HTML);
  }

  const invoice = /^\/invoice\/(in_\w+)$/.exec(path);
  if (invoice && method === "GET") {
    const html = renderInvoicePage(emu, invoice[1] as string);
    return html ? send(res, 200, html, HTML) : notFound(res);
  }

  if (path === "/_emulator" && method === "GET")
    return send(res, 200, renderEmulatorPage(emu), HTML);
  if (path === "/_emulator/clock" && method === "GET") {
    return send(res, 200, JSON.stringify({ now: emu.store.now() }), {
      "content-type": "application/json",
    });
  }
  if (path === "/_emulator/clock/advance" && method === "POST") {
    return advanceEmulatorClock(emu, req, res, body);
  }
  return notFound(res);
}

/** `{ "seconds": n }` or `{ "to": unix }` as JSON; the dev page's buttons post `step=day|month|year`. */
function advanceEmulatorClock(
  emu: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
): void {
  const now = emu.store.now();
  const isJson = (req.headers["content-type"] ?? "").includes("application/json");
  let to: number | undefined;
  if (isJson) {
    let parsed: { seconds?: unknown; to?: unknown };
    try {
      parsed = JSON.parse(body || "{}");
    } catch {
      parsed = {};
    }
    if (
      typeof parsed.seconds === "number" &&
      Number.isInteger(parsed.seconds) &&
      parsed.seconds >= 0
    ) {
      to = now + parsed.seconds;
    } else if (typeof parsed.to === "number" && Number.isInteger(parsed.to) && parsed.to >= now) {
      to = parsed.to;
    }
    if (to === undefined) {
      const message = 'Send { "seconds": n } (n ≥ 0) or { "to": unix } (not before now).';
      send(res, 400, JSON.stringify({ error: { type: "invalid_request_error", message } }), {
        "content-type": "application/json",
      });
      return;
    }
    advanceClock(emu, null, to);
    send(res, 200, JSON.stringify({ now: emu.store.now() }), {
      "content-type": "application/json",
    });
    return;
  }
  const step = new URLSearchParams(body).get("step");
  const unit = step === "month" || step === "year" || step === "day" ? step : "day";
  advanceClock(emu, null, periodBoundary(now, unit, 1, 1));
  redirect(res, "/_emulator");
}
