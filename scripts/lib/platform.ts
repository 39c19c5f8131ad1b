import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { startFixtureServer } from "../../import-fixtures/server";
import { startLocalCloudflare } from "../../local-cloudflare/server";
import { startLocalStripe } from "../../local-stripe/server";

/**
 * Runs the whole platform locally: the API worker (`wrangler dev`) and the web app
 * (`wrangler pages dev`) in workerd, with local D1/KV/R2/Queues persisted under `stateDir`.
 * `npm start`, the browser tests and the benchmark all start it through here.
 */

export const root = path.resolve(import.meta.dirname, "../..");
const wrangler = path.join(root, "node_modules/wrangler/bin/wrangler.js");
const remix = path.join(root, "node_modules/@remix-run/dev/dist/cli.js");

export type PlatformOptions = {
  stateDir: string; // wrangler --persist-to
  apiPort: number;
  webPort: number;
  /** Separate dev registries let a test platform run beside `npm start`. */
  registryDir?: string;
  quiet?: boolean;
  /**
   * How long the web app reuses a host's site lookup for anonymous views (HOST_MEMO_SECONDS,
   * web/app/lib/host-memo.ts); unset keeps the production default.
   */
  hostMemoSeconds?: number;
  /** The local Stripe the API talks to (startStripe); its origin also goes to the web app. */
  stripe?: LocalStripe;
  /** Port of the recipe-import fixture web (import-fixtures/); default: the API port + 4. */
  importFixturePort?: number;
  /**
   * Fire the API's cron every minute, as production's trigger does (npm start, browser
   * tests). Off for the benchmark, whose timings it would disturb.
   */
  cron?: boolean;
  /** Extra API worker variables (the browser suite's sign-in limit, the capacity script's D1_METER). */
  vars?: Record<string, string>;
  /** The local Cloudflare API the API's custom hostnames go to (startCloudflare). */
  cloudflare?: LocalCloudflare;
};

export type LocalStripe = { url: string; stop(): Promise<void> };

/**
 * The project's local Stripe (local-stripe/), with its webhooks pointed at the API's two
 * endpoints and its state kept beside the rest of the local state. Started before the seed,
 * which connects the demo site's account in it.
 */
export async function startStripe(options: {
  stateDir: string;
  port: number;
  apiPort: number;
  quiet?: boolean;
}): Promise<LocalStripe> {
  if (await portInUse(options.port)) {
    throw new Error(`Port ${options.port} is already in use: is another local Stripe running?`);
  }
  const api = `http://127.0.0.1:${options.apiPort}/api/v1/webhooks`;
  const stripe = await startLocalStripe({
    port: options.port,
    host: "127.0.0.1",
    statePath: path.join(options.stateDir, "local-stripe.json"),
    webhooks: {
      platform: { url: `${api}/stripe`, secret: "whsec_local_platform" },
      connect: { url: `${api}/stripe-connect`, secret: "whsec_local_connect" },
    },
    quiet: options.quiet ?? true,
  });
  return { url: stripe.url, stop: async () => void (await stripe.stop()) };
}

export type LocalCloudflare = { baseURL: string; stop(): Promise<void> };

/**
 * The project's local Cloudflare API (local-cloudflare/): custom hostnames of the local
 * Cloudflare for SaaS zone, kept beside the rest of the local state.
 */
export async function startCloudflare(options: {
  stateDir: string;
  port: number;
  quiet?: boolean;
}): Promise<LocalCloudflare> {
  if (await portInUse(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use: is another local Cloudflare API running?`,
    );
  }
  return startLocalCloudflare({
    port: options.port,
    host: "127.0.0.1",
    statePath: path.join(options.stateDir, "local-cloudflare.json"),
    quiet: options.quiet ?? true,
  });
}

/** The API's variables that point the Stripe SDK at the local Stripe. */
function stripeVars(stripe: LocalStripe | undefined): string[] {
  if (!stripe) return [];
  const url = new URL(stripe.url);
  return [
    ["STRIPE_API_HOST", url.hostname],
    ["STRIPE_API_PORT", url.port],
    ["STRIPE_API_PROTOCOL", url.protocol.replace(":", "")],
  ].flatMap(([name, value]) => ["--var", `${name}:${value}`]);
}

export type Platform = {
  platformUrl: string;
  apiUrl: string;
  siteUrl(slug: string): string;
  stop(): Promise<void>;
};

type RunOptions = { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean };

/** Runs a command to completion, failing loudly with its output. */
export function run(args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
      if (!options.quiet) process.stderr.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${args.join(" ")} exited ${code}\n${output}`)),
    );
  });
}

export function wranglerEnv(options: Pick<PlatformOptions, "registryDir">): NodeJS.ProcessEnv {
  return {
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CI: process.env.CI ?? "1", // non-interactive: no prompts
    ...(options.registryDir ? { WRANGLER_REGISTRY_PATH: options.registryDir } : {}),
  };
}

/** Every D1 binding of wrangler.toml: the platform's database and the site databases. */
export const D1_BINDINGS = ["DB", "SITE_DB_1", "SITE_DB_2"] as const;

/**
 * Where sites made locally go (NEW_SITES_DATABASE): a site database, as the seeded sites
 * are moved to (worker/seed/site-databases.ts). The worker tests leave it unset: their sites
 * are made in the platform's database.
 */
export const LOCAL_NEW_SITES_DATABASE = "SITE_DB_2";

/**
 * Every database's migrations (one set for all: ADR 0014), the three at once: one after the
 * other they took 97 s on a fresh state and 9 s up to date on a 2-core machine, at once 57 s
 * and 6 s. Each is its own SQLite file, but the three runtimes share the state's metadata
 * file, so a binding whose run fails is applied again alone (wrangler skips what is applied).
 */
export async function applyMigrations(
  options: Pick<PlatformOptions, "stateDir" | "registryDir" | "quiet">,
) {
  mkdirSync(options.stateDir, { recursive: true });
  const apply = (binding: string) =>
    run(
      [wrangler, "d1", "migrations", "apply", binding, "--local", "--persist-to", options.stateDir],
      {
        env: wranglerEnv(options),
        quiet: options.quiet,
      },
    );
  const runs = await Promise.allSettled(D1_BINDINGS.map(apply));
  for (const [index, binding] of D1_BINDINGS.entries()) {
    if (runs[index]?.status === "rejected") await apply(binding);
  }
}

export async function buildWeb(quiet = false) {
  await run([remix, "vite:build"], { cwd: path.join(root, "web"), quiet });
}

/** Lines worth showing a developer: requests and problems, not wrangler's banners. */
const NOISE = [/Request\.cf/, /getaddrinfo ENOTFOUND/, /at GetAddrInfoReqWrap/];
const SIGNAL = /\[wrangler:(info|warn|error)\]|error|Error|✘/;

function startLongRunning(
  name: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  quiet: boolean,
) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so stop() takes workerd down with it
  });
  // Everything goes to a log file; the terminal gets requests and errors.
  const logDir = path.join(root, ".wrangler/logs");
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: "a" });
  const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    log.write(chunk);
    if (quiet) return;
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim() || !SIGNAL.test(line) || NOISE.some((pattern) => pattern.test(line)))
        continue;
      stream.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on("data", relay(process.stdout));
  child.stderr?.on("data", relay(process.stderr));
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {}
      resolve();
    }, 5_000).unref();
  });
}

/** Whether something already listens on the port (a platform left running, another app). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The API worker alone (`wrangler dev`), answering on apiPort; `vars` adds worker variables
 * (the newsletter bench points MAIL_SINK_URL at its counting sink).
 */
export async function startApi(
  options: Omit<PlatformOptions, "webPort"> & { vars?: Record<string, string> },
): Promise<{ apiUrl: string; stop(): Promise<void> }> {
  if (await portInUse(options.apiPort)) {
    throw new Error(`Port ${options.apiPort} is already in use`);
  }
  const api = await spawnApi(options, "localhost:8788");
  return { apiUrl: `http://localhost:${options.apiPort}`, stop: () => stopChild(api) };
}

async function spawnApi(
  options: Omit<PlatformOptions, "webPort"> & { vars?: Record<string, string> },
  platformHost: string,
) {
  const env = wranglerEnv(options);
  if (options.registryDir) mkdirSync(options.registryDir, { recursive: true });
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => [
    "--var",
    `${name}:${value}`,
  ]);
  // The recipe-import fixture web lives as long as this API process (stopped on its exit).
  const fixtures = await startImportFixtures(options.importFixturePort ?? options.apiPort + 4);
  const api = startLongRunning(
    "api",
    [
      wrangler,
      "dev",
      "--port",
      String(options.apiPort),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      options.stateDir,
      "--var",
      `PLATFORM_HOST:${platformHost}`,
      ...stripeVars(options.stripe),
      ...(options.cloudflare
        ? ["--var", `CLOUDFLARE_API_BASE_URL:${options.cloudflare.baseURL}`]
        : []),
      "--var",
      `NEW_SITES_DATABASE:${LOCAL_NEW_SITES_DATABASE}`,
      ...vars,
      // Active custom domains are served by the local web app on its port (worker/env.ts).
      "--var",
      `LOCAL_CUSTOM_DOMAIN_PORT:${new URL(`http://${platformHost}`).port || "80"}`,
      "--var",
      `IMPORT_FIXTURE_ORIGIN:${fixtures.origin}`,
      "--inspector-port",
      String(options.apiPort + 10000),
      // wrangler dev never fires the cron on its own: the ticker below does, through this.
      "--test-scheduled",
    ],
    root,
    env,
    options.quiet ?? false,
  );
  api.once("exit", () => void fixtures.stop());
  try {
    await waitFor(`http://127.0.0.1:${options.apiPort}/api/v1/health`, api);
  } catch (error) {
    await Promise.all([stopChild(api), fixtures.stop()]);
    throw error;
  }
  if (options.cron) startCronTicker(options.apiPort, api);
  return api;
}

/** How often the local cron fires: wrangler.toml's trigger is every minute. */
const CRON_TICK_MS = 60_000;

/**
 * Fires the API's scheduled() handler every minute, as Cloudflare's cron trigger does in
 * production (scheduled publishing, stalled newsletter sends, expired sign-ups), until
 * the API process exits.
 */
function startCronTicker(apiPort: number, api: ChildProcess) {
  const url = `http://127.0.0.1:${apiPort}/__scheduled?cron=${encodeURIComponent("* * * * *")}`;
  const timer = setInterval(() => {
    fetch(url).catch(() => {
      // The API is restarting or gone; the next tick tries again.
    });
  }, CRON_TICK_MS);
  timer.unref();
  api.once("exit", () => clearInterval(timer));
}

/** Starts API and web (migrations and build must be done). Resolves when both answer. */
export async function startServers(options: PlatformOptions): Promise<Platform> {
  for (const port of [options.apiPort, options.webPort]) {
    // Otherwise the health check would talk to the old server and this one would die quietly.
    if (await portInUse(port)) {
      throw new Error(`Port ${port} is already in use: is another platform still running?`);
    }
  }
  const platformHost = `localhost:${options.webPort}`;
  const env = wranglerEnv(options);
  const quiet = options.quiet ?? false;
  const api = await spawnApi(options, platformHost);

  const web = startLongRunning(
    "web",
    [
      wrangler,
      "pages",
      "dev",
      "--port",
      String(options.webPort),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      path.join(options.stateDir, "web"),
      "--binding",
      `PLATFORM_HOST=${platformHost}`,
      ...(options.hostMemoSeconds === undefined
        ? []
        : ["--binding", `HOST_MEMO_SECONDS=${options.hostMemoSeconds}`]),
      // Checkout and onboarding pages live there (space-separated origins, for the CSP).
      ...(options.stripe
        ? ["--binding", `STRIPE_ORIGINS=${new URL(options.stripe.url).origin}`]
        : []),
      "--inspector-port",
      String(options.webPort + 10000),
    ],
    path.join(root, "web"),
    env,
    quiet,
  );
  try {
    await waitFor(`http://127.0.0.1:${options.webPort}/`, web);
  } catch (error) {
    await Promise.all([stopChild(web), stopChild(api)]);
    throw error;
  }

  return {
    platformUrl: `http://${platformHost}`,
    apiUrl: `http://localhost:${options.apiPort}`,
    siteUrl: (slug) => `http://${slug}.${platformHost}`,
    stop: async () => {
      await Promise.all([stopChild(web), stopChild(api)]);
    },
  };
}

/**
 * The recipe-import fixture web (import-fixtures/README.md) in this process: the API's
 * development host map sends `*.test` addresses there, so imports work with no internet.
 */
export async function startImportFixtures(port: number) {
  if (await portInUse(port)) {
    throw new Error(`Port ${port} (import fixtures) is already in use`);
  }
  const server = await startFixtureServer(port);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
