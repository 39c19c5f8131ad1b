import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
// wrangler's own Miniflare: the version wrangler dev runs, taking the options
// unstable_getMiniflareWorkerOptions gives (the top-level miniflare package is another one).
import {
  convertV4MiniflareOptions,
  Log,
  LogLevel,
  Miniflare,
  type V4MiniflareOptions,
} from "../../node_modules/wrangler/node_modules/miniflare/dist/src/index.js";
import { nextCronRun, parseCrons } from "./cron-schedule";
import {
  buildWeb,
  LOCAL_NEW_SITES_DATABASE,
  type LocalCloudflare,
  type LocalStripe,
  type Platform,
  portInUse,
  root,
  run,
  startImportFixtures,
  wranglerEnv,
} from "./platform";

/**
 * The platform as production runs it (npm run serve): the built web app (its advanced-mode
 * worker, a directory of modules, and its static assets) and the bundled API worker in ONE workerd process through
 * Miniflare's API, so the API service binding is an in-process call as on Cloudflare. No
 * wrangler dev proxy, inspector, live reload, file watcher or per-request logging: the
 * numbers it gives are the runtime's and ours, not the development tools'.
 * The same local state as `npm start` (wrangler's --persist-to layout under stateDir/v3).
 */

const outDir = path.join(root, ".serve");
const wrangler = path.join(root, "node_modules/wrangler/bin/wrangler.js");
/** The web app's worker: Pages' advanced mode, a directory of modules in the Pages output. */
export const webWorkerDir = path.join(root, "web/build/client/_worker.js");

/**
 * Builds what production deploys: the Remix build, whose last step writes the web app's
 * worker into the Pages output as an advanced-mode `_worker.js` directory of modules
 * (web/pages-worker/build.ts; React's production build, as `vite build` sets NODE_ENV),
 * and the API bundle.
 */
export async function buildProduction(quiet = true) {
  await buildWeb(quiet);
  const env = { ...wranglerEnv({}), NODE_ENV: "production" };
  await run([wrangler, "deploy", "--dry-run", "--outdir", path.join(outDir, "api")], {
    env,
    quiet,
  });
}

export type ProductionOptions = {
  stateDir: string;
  apiPort: number;
  webPort: number;
  stripe?: LocalStripe;
  /** The local Cloudflare API the API's custom hostnames go to (startCloudflare). */
  cloudflare?: LocalCloudflare;
  hostMemoSeconds?: number;
  /** Extra API variables (the newsletter bench points MAIL_SINK_URL at its sink). */
  vars?: Record<string, string>;
  quiet?: boolean;
  /** Opens workerd's inspector on this port (scripts/bench/profile.ts takes CPU profiles). */
  inspectorPort?: number;
};

export type ProductionPlatform = Platform & { mf: Miniflare };

/** Starts the built platform (buildProduction first). Resolves when both ports answer. */
export async function startProduction(options: ProductionOptions): Promise<ProductionPlatform> {
  for (const port of [options.apiPort, options.webPort]) {
    if (await portInUse(port)) {
      throw new Error(`Port ${port} is already in use: is another platform still running?`);
    }
  }
  const platformHost = `localhost:${options.webPort}`;
  // Recipe imports read `*.test` pages from the fixture web locally, as under npm run dev.
  const fixtures = await startImportFixtures(options.apiPort + 4);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(
    path.join(root, "wrangler.toml"),
  );
  const crons = (workerOptions as { cronTriggers?: string[] }).cronTriggers ?? [];
  const stripe = options.stripe ? new URL(options.stripe.url) : null;
  const api = {
    ...withoutEmpty(workerOptions as Record<string, unknown>),
    name: "recipe-api",
    modules: true,
    scriptPath: path.join(outDir, "api", `${path.parse(main ?? "index").name}.js`),
    modulesRoot: path.join(outDir, "api"),
    bindings: {
      ...(workerOptions as { bindings?: Record<string, unknown> }).bindings,
      PLATFORM_HOST: platformHost,
      ...(stripe
        ? {
            STRIPE_API_HOST: stripe.hostname,
            STRIPE_API_PORT: stripe.port,
            STRIPE_API_PROTOCOL: stripe.protocol.replace(":", ""),
          }
        : {}),
      IMPORT_FIXTURE_ORIGIN: fixtures.origin,
      // Active custom domains are served by the local web app on its port (worker/env.ts).
      LOCAL_CUSTOM_DOMAIN_PORT: String(options.webPort),
      NEW_SITES_DATABASE: LOCAL_NEW_SITES_DATABASE,
      ...(options.cloudflare ? { CLOUDFLARE_API_BASE_URL: options.cloudflare.baseURL } : {}),
      ...options.vars,
    },
    // Its own port too: the local Stripe's webhooks and the API's URLs in npm start's list.
    unsafeDirectSockets: [{ host: "127.0.0.1", port: options.apiPort }],
  } as Record<string, unknown>;
  // Crons are fired below; modulesRules matter to bundling only (the bundle is built).
  delete api.cronTriggers;
  delete api.modulesRules;

  const client = path.join(root, "web/build/client");
  const web = {
    name: "recipe-web",
    // Every module of the _worker.js directory, each its own: the kitchen's is imported
    // (and evaluated) on the first kitchen request only, as on Pages.
    modules: workerModules(webWorkerDir),
    modulesRoot: webWorkerDir,
    compatibilityDate: workerOptions.compatibilityDate,
    compatibilityFlags: workerOptions.compatibilityFlags,
    bindings: {
      ENVIRONMENT: "development",
      PLATFORM_HOST: platformHost,
      ...(options.hostMemoSeconds === undefined
        ? {}
        : { HOST_MEMO_SECONDS: String(options.hostMemoSeconds) }),
      ...(stripe ? { STRIPE_ORIGINS: stripe.origin } : {}),
    },
    serviceBindings: { API: "recipe-api" },
    assets: {
      directory: client,
      binding: "ASSETS",
      // Pages' _routes.json: excluded paths are files served without the function; every
      // other path runs it, as on Pages (which never serves _routes.json or _headers).
      run_worker_first: pagesRouting(client),
      routerConfig: { has_user_worker: true },
      assetConfig: {
        compatibility_date: workerOptions.compatibilityDate,
        compatibility_flags: workerOptions.compatibilityFlags,
        headers: pagesHeaders(client),
      },
    },
  } as Record<string, unknown>;

  const logDir = path.join(root, ".wrangler/logs");
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, "serve.log"), { flags: "a" });
  const v3 = path.join(options.stateDir, "v3");
  // Written in the flat (v4) shape wrangler dev also builds, then converted as wrangler does.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: options.webPort,
      // The same files wrangler dev --persist-to uses, so npm start and serve share the state.
      resourcePersistencePath: v3,
      // No code reads request.cf; a fixed one spares the lookup on the internet at start.
      cf: {},
      resourceTmpPath: path.join(outDir, "tmp"),
      log: new Log(options.quiet ? LogLevel.ERROR : LogLevel.WARN),
      logRequests: false,
      ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
      // Workers' console output (errors the code logs) goes to the log file, not per request.
      handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
        log.write(`${level}: ${message}\n`);
        if (!options.quiet && (level === "error" || level === "warn")) {
          process.stderr.write(`[serve] ${message}\n`);
        }
      },
      workers: [web, api],
    } as unknown as V4MiniflareOptions),
  );
  await mf.ready;
  const scheduler = scheduleCrons(mf, crons);

  return {
    mf,
    platformUrl: `http://${platformHost}`,
    apiUrl: `http://localhost:${options.apiPort}`,
    siteUrl: (slug) => `http://${slug}.${platformHost}`,
    stop: async () => {
      scheduler.stop();
      await Promise.all([mf.dispose(), fixtures.stop()]);
      log.end();
    },
  };
}

/** The options wrangler lists with nothing in them, which the v4 → v5 conversion refuses. */
function withoutEmpty(options: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => {
      if (value === undefined) return false;
      if (Array.isArray(value)) return value.length > 0;
      if (value && typeof value === "object" && value.constructor === Object) {
        return Object.keys(value).length > 0;
      }
      return true;
    }),
  );
}

/** The worker's modules, its entry (index.js) first, for Miniflare's module list. */
function workerModules(dir: string) {
  const files = readdirSync(dir).filter((name) => name.endsWith(".js"));
  return ["index.js", ...files.filter((name) => name !== "index.js")].map((name) => ({
    type: "ESModule" as const,
    path: path.join(dir, name),
  }));
}

/** _routes.json as the assets router's run_worker_first rules (the rest are files). */
function pagesRouting(client: string) {
  const routes = JSON.parse(readFileSync(path.join(client, "_routes.json"), "utf8")) as {
    include: string[];
    exclude: string[];
  };
  return [...routes.include, ...routes.exclude.map((pattern) => `!${pattern}`)];
}

/** Pages' _headers file (path lines, then indented "Name: value" lines) as asset header rules. */
export function pagesHeaders(client: string) {
  const rules: Record<string, { set: Record<string, string> }> = {};
  let current: Record<string, string> | null = null;
  for (const line of readFileSync(path.join(client, "_headers"), "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules[line.trim()] = { set: current };
      continue;
    }
    const colon = line.indexOf(":");
    if (current && colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { version: 2 as const, rules };
}

/**
 * Miniflare does not fire cron triggers, so this calls the API's scheduled() when each of
 * its crons is due (lib/cron-schedule.ts). One timer to the next due minute: an idle
 * platform wakes every few minutes, no more.
 */
export function scheduleCrons(mf: Miniflare, crons: string[]) {
  const steps = parseCrons(crons);
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const next = nextCronRun(steps, Date.now());
    if (!next) return;
    timer = setTimeout(async () => {
      try {
        const worker = await mf.getWorker("recipe-api");
        for (const cron of next.due) {
          await worker.scheduled({ cron, scheduledTime: new Date(next.at) });
        }
      } catch (error) {
        console.error("[serve] scheduled() failed:", error);
      }
      arm();
    }, next.at - Date.now());
  };
  arm();
  return { stop: () => clearTimeout(timer) };
}

/** Whether buildProduction has run (the bench reuses a build). */
export const hasProductionBuild = () =>
  existsSync(path.join(webWorkerDir, "index.js")) && existsSync(path.join(outDir, "api/index.js"));
