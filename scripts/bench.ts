/**
 * npm run bench — performance numbers for the notes (not tests; nothing here fails a build).
 * Pages and search run on the production build in one workerd process (npm run serve's
 * scripts/lib/production.ts), not on the development servers.
 *  1. A seeded recipe page: requests/s at 10 connections and p50/p99, from the edge cache
 *     and freshly rendered, each beside the runtime's ceiling (a worker returning the same
 *     HTML from memory in the same workerd set-up) as a ratio; the recipe API call; gzip
 *     bytes of its HTML and of all the JS it loads (and how much of that is the framework).
 *  2. Search over a generated site of 100,000 recipes through the API, in both orders:
 *     p50/p95/p99 with 4 requests in flight and one at a time, and the recipe index with no
 *     words; workerd's CPU per request beside the serial figures, then the same statements
 *     without the API, timed in CPU (scripts/bench/search-sql.ts), and the load average.
 * Both also time an API request that does no work (a 404): the floor of this local stack.
 *  3. A newsletter to 100,000 subscribers through the real queue consumer and delivery rows
 *     (scripts/bench/newsletter.ts): time to accept, to enqueue everyone and to record every
 *     delivery; duplicates and losses, also with batches failing halfway and retried.
 * One section alone: --pages-only, --search-only, --newsletter-only.
 * --load (only when asked: ten minutes): load and faults (scripts/bench/load.ts): mixed
 * traffic for BENCH_LOAD_SECONDS (300), steady and with the server restarted mid-run, then
 * every write answered 2xx counted in D1. BENCH_LOAD_CONNECTIONS (4) visitor loops.
 * --lighthouse: Lighthouse mobile on the recipe page, median of 5 (scripts/bench/lighthouse.ts).
 * --cold-start: bundle sizes and a fresh isolate's first requests (scripts/bench/cold-start.ts).
 * Where a page's time goes: scripts/bench/profile.ts (workerd CPU per page beside the
 * ceiling's, which a busy machine moves far less than requests/s; V8 profiles per worker).
 * --weight: page weight alone, every file the recipe page loads (scripts/bench/weights.ts).
 * --rating-cache: the site's cache hit ratio while one recipe is rated every second
 * (BENCH_RATING_SECONDS, 120), and how old its anonymous header rating gets
 * (scripts/bench/rating-cache.ts).
 * Runs its own platform on ports 8841–8845 (BENCH_PORT_BASE moves them; +9 is the ceiling,
 * +10–14 the load section) with state under
 * .bench/, beside anything else.
 */

import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import type { D1Database } from "@cloudflare/workers-types";
import { startCeiling } from "./bench/ceiling";
import { coldStartBench } from "./bench/cold-start";
import { httpGet, httpRequest } from "./bench/http";
import { lighthouseBench } from "./bench/lighthouse";
import { loadBench } from "./bench/load";
import { kb, load, ms } from "./bench/measure";
import { newsletterBench } from "./bench/newsletter";
import { browserScriptWeight, pageWeight } from "./bench/page-weight";
import { workerdCpuMs } from "./bench/process-cpu";
import { ratingCacheBench } from "./bench/rating-cache";
import { BENCH_SITE_SLUG, searchQueries, writeSearchSiteSql } from "./bench/search-site";
import { benchDatabaseFile, searchSqlBench } from "./bench/search-sql";
import { signedInPaidReader } from "./bench/signed-in-reader";
import { weightBench } from "./bench/weights";
import { applyMigrations, root, run, wranglerEnv } from "./lib/platform";
import { buildProduction, hasProductionBuild, startProduction } from "./lib/production";
import { seedLocal } from "./lib/seed";

const benchDir = path.join(root, ".bench");
const registryDir = path.join(benchDir, "registry");
const SEARCH_RECIPES = Number(process.env.BENCH_SEARCH_RECIPES ?? 100_000);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8841);
/** Connections kept busy for the requests/s figures (docs/architecture.md §8: taken at 10). */
const CONNECTIONS = 10;
const report: string[] = [];
type LoadResult = Awaited<ReturnType<typeof load>>;
/** A figure and the ceiling's, measured just before and after it. */
type BesideResult = {
  result: LoadResult;
  ceiling: { requestsPerSecond: number; p50: number; p99: number };
};
const say = (line: string) => {
  console.log(line);
  report.push(line);
};

async function pages() {
  const stateDir = path.join(benchDir, "state");
  await applyMigrations({ stateDir, registryDir, quiet: true });
  await seedLocal(stateDir, { registryDir });
  if (!process.env.BENCH_SKIP_BUILD) await buildProduction(true);
  // The production build in one workerd process, as npm run serve runs it.
  const platform = await startProduction({
    stateDir,
    apiPort: PORT_BASE,
    webPort: PORT_BASE + 1,
    quiet: true,
  });
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  try {
    const list = (await (
      await fetch(`${platform.apiUrl}/api/v1/site/demo/recipes?limit=1`)
    ).json()) as {
      recipes: { slug: string }[];
    };
    const slug = list.recipes[0]?.slug ?? "";
    if (!slug) throw new Error("No published recipe on the demo site");
    const page = `${platform.siteUrl("demo")}/recipes/${slug}`;
    say(`Recipe page: ${page} (npm run serve: production build, one workerd process)`);

    await load(() => page, 20, 2); // warm the isolates and the cache
    // The ceiling: the same page's HTML from memory in the same workerd set-up.
    ceiling = await startCeiling((await httpGet(page)).body.toString(), PORT_BASE + 9);
    const ceilingUrl = ceiling.url;
    await load(() => ceilingUrl, 50, 2);
    // The ceiling is measured just before and just after each page figure, the same
    // number of requests in the same way, and the page is set against the mean of the two:
    // on a shared machine the load moves within seconds, and this puts both under the same.
    const beside = async (
      urlFor: (i: number) => string,
      total: number,
      concurrency: number,
      headers: Record<string, string> = {},
    ): Promise<BesideResult> => {
      const before = await load(() => ceilingUrl, total, concurrency);
      const result = await load(urlFor, total, concurrency, headers);
      const after = await load(() => ceilingUrl, total, concurrency);
      const mean = (pick: (r: LoadResult) => number) => (pick(before) + pick(after)) / 2;
      return {
        result,
        ceiling: {
          requestsPerSecond: mean((r) => r.requestsPerSecond),
          p50: mean((r) => r.p50),
          p99: mean((r) => r.p99),
        },
      };
    };
    const vs = (label: string, { result, ceiling: top }: BesideResult, concurrency: number) => {
      const rate =
        concurrency > 1
          ? `${result.requestsPerSecond.toFixed(0)} req/s = ${((100 * result.requestsPerSecond) / top.requestsPerSecond).toFixed(0)}% of the ceiling's ${top.requestsPerSecond.toFixed(0)}; `
          : "";
      say(
        `  ${label}: ${rate}p50 ${ms(result.p50)} (ceiling ${ms(top.p50)}, ×${(result.p50 / top.p50).toFixed(1)})  p99 ${ms(result.p99)} (ceiling ${ms(top.p99)}, ×${(result.p99 / top.p99).toFixed(1)})  (${result.errors} errors${result.cacheHits ? `, ${result.cacheHits}/${result.requests} HIT` : ""})`,
      );
    };
    say(
      "  each figure beside the ceiling: a worker returning this page's HTML from memory in the same workerd set-up",
    );
    vs(
      `cached, ${CONNECTIONS} connections`,
      await beside(() => page, 1000, CONNECTIONS),
      CONNECTIONS,
    );
    vs("cached, one at a time", await beside(() => page, 200, 1), 1);
    await sayApiFloor(platform.apiUrl, "  ");
    vs(
      `uncached, ${CONNECTIONS} connections`,
      await beside((i) => `${page}?bench=${Date.now()}-${i}`, 300, CONNECTIONS),
      CONNECTIONS,
    );
    const uncachedSerial = await beside((i) => `${page}?serial=${Date.now()}-${i}`, 100, 1);
    vs("uncached, one at a time", uncachedSerial, 1);
    const serial = uncachedSerial.result;
    const steps = Object.entries(serial.serverTiming).map(
      ([name, value]) => `${name} ${ms(value)}`,
    );
    say(`    inside the web app (Server-Timing medians): ${steps.join(", ")}`);
    await signedInView(platform, beside, vs);
    const recipeApi = await load(
      () => `${platform.apiUrl}/api/v1/site/demo/recipes/${slug}`,
      200,
      1,
    );
    say(
      `  recipe API call, one at a time: p50 ${ms(recipeApi.p50)}  p99 ${ms(recipeApi.p99)}  (${recipeApi.errors} errors)`,
    );

    const weight = await pageWeight(page);
    say(
      `  HTML ${kb(weight.htmlGzipBytes)} gzip; JS ${kb(weight.jsGzipBytes)} gzip in ${weight.scripts} files (React, React DOM and Remix ${kb(weight.frameworkGzipBytes)}, the app ${kb(weight.jsGzipBytes - weight.frameworkGzipBytes)})`,
    );
    const loaded = await browserScriptWeight(page);
    say(
      `  JS Chromium loaded by network idle: ${kb(loaded.jsGzipBytes)} gzip in ${loaded.scripts} files; fonts ${kb(loaded.fontBytes)} in ${loaded.fonts} files`,
    );
    // The other pages readers land on, against the same budgets.
    for (const path of ["/", "/recipes", "/collections"]) {
      const other = await pageWeight(`${platform.siteUrl("demo")}${path}`);
      say(
        `  ${path}: HTML ${kb(other.htmlGzipBytes)} gzip; JS ${kb(other.jsGzipBytes)} gzip in ${other.scripts} files`,
      );
    }
  } finally {
    await ceiling?.stop();
    await platform.stop();
  }
}

/**
 * A signed-in paid reader's view of a subscriber-only recipe: never cached (a session cookie
 * bypasses the edge cache), and rendered with the reader's own state (account, bookmarks,
 * comment votes, the full recipe where a visitor meets the paywall). Checked to be that view
 * before it is measured: the anonymous page shows the paywall, the reader's does not.
 */
async function signedInView(
  platform: Awaited<ReturnType<typeof startProduction>>,
  beside: (
    urlFor: (i: number) => string,
    total: number,
    concurrency: number,
    headers?: Record<string, string>,
  ) => Promise<BesideResult>,
  vs: (label: string, figures: BesideResult, concurrency: number) => void,
) {
  const reader = await signedInPaidReader(
    async (binding) =>
      (await platform.mf.getD1Database(binding, "recipe-api")) as unknown as D1Database,
  );
  const page = `${platform.siteUrl("demo")}/recipes/${reader.slug}`;
  const headers = { Cookie: reader.cookie };
  const paywalled = (html: string) => html.includes('class="paywall"');
  const anonymous = (await httpGet(page)).body.toString();
  const signedIn = await httpRequest("GET", page, { headers });
  if (!paywalled(anonymous) || paywalled(signedIn.body.toString()) || signedIn.status !== 200)
    throw new Error(`${page}: not the paid reader's full view of a subscriber-only recipe`);
  say(`Signed-in paid reader, subscriber-only recipe: ${page}`);
  await load(() => page, 20, 2, headers); // warm
  vs(
    `${CONNECTIONS} connections`,
    await beside(() => page, 300, CONNECTIONS, headers),
    CONNECTIONS,
  );
  const serial = await beside(() => page, 100, 1, headers);
  vs("one at a time", serial, 1);
  const steps = Object.entries(serial.result.serverTiming).map(
    ([name, value]) => `${name} ${ms(value)}`,
  );
  say(`    inside the web app (Server-Timing medians): ${steps.join(", ")}`);
}

/**
 * What any API answer costs here before it does any work: a request to a route that does
 * not exist, through wrangler to the worker and back. Every API-backed number sits on it.
 */
async function sayApiFloor(apiUrl: string, indent: string) {
  const floor = await load(() => `${apiUrl}/api/v1/bench-floor`, 100, 1);
  say(
    `${indent}API with no work (a 404), one at a time: p50 ${ms(floor.p50)}  p95 ${ms(floor.p95)}`,
  );
}

/** The newest migration's file name, without .sql. */
function newestMigration() {
  const files = readdirSync(path.join(root, "migrations")).filter((file) => file.endsWith(".sql"));
  return (files.sort().at(-1) ?? "none").replace(/\.sql$/, "");
}

async function search() {
  const stateDir = path.join(benchDir, `search-${SEARCH_RECIPES}`);
  // The marker names the newest migration: a site generated under older migrations (a
  // search index built differently) would measure the old design, so it is made again.
  const marker = path.join(stateDir, `generated-${newestMigration()}`);
  if (!existsSync(marker)) {
    rmSync(stateDir, { recursive: true, force: true });
    console.log(
      `Generating a site of ${SEARCH_RECIPES.toLocaleString()} recipes (once; kept in ${stateDir})…`,
    );
    await applyMigrations({ stateDir, registryDir, quiet: true });
    const sqlFile = path.join(benchDir, "search-site.sql");
    writeSearchSiteSql(sqlFile, SEARCH_RECIPES);
    await run(
      [
        path.join(root, "node_modules/wrangler/bin/wrangler.js"),
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        stateDir,
        "--file",
        sqlFile,
      ],
      { env: wranglerEnv({ registryDir }), quiet: true },
    );
    mkdirSync(marker, { recursive: true });
  }
  // Only the API is measured, but the platform starts the web app too. Built afresh as
  // the pages section is (a kept build would measure the worker as it was).
  if (!process.env.BENCH_SKIP_BUILD || !hasProductionBuild()) await buildProduction(true);
  const platform = await startProduction({
    stateDir,
    apiPort: PORT_BASE + 2,
    webPort: PORT_BASE + 3,
    quiet: true,
  });
  try {
    const base = `${platform.apiUrl}/api/v1/site/${BENCH_SITE_SLUG}/recipes`;
    const total = ((await (await fetch(`${base}?limit=1`)).json()) as { total: number }).total;
    await sayApiFloor(platform.apiUrl, "");
    sayLoadAverage();
    const queries = searchQueries(400);
    // Both orders the API offers: relevance is its default; the recipe index asks for
    // newest first (docs/spec/visitor-experience.md §9: search results ordered by published date).
    const orders = [
      { label: "by relevance (API default)", param: "" },
      { label: "newest first (as the recipe index asks)", param: "&orderBy=published_at_desc" },
    ];
    for (const { label, param } of orders) {
      const url = (i: number) =>
        `${base}?query=${encodeURIComponent(queries[i] ?? "")}&limit=24${param}`;
      await load((i) => url(i % 20), 20, 1);
      const result = await load(url, queries.length, 4);
      say(
        `Search over ${total.toLocaleString()} recipes, ${label}, 4 in flight: p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}  ${result.requestsPerSecond.toFixed(0)} req/s  (${result.errors} errors)`,
      );
      // Every query once more, one at a time: 400 samples keep the p95 steady between runs.
      say(`  one at a time: ${await serialWithCpu(url, queries.length)}`);
    }
    // The recipe index as it opens and as "Load more" pages it (no words, newest first):
    // the first five pages, one at a time, with workerd's CPU as above.
    const indexPage = (i: number) => `${base}?limit=24&offset=${(i % 5) * 24}`;
    await load(indexPage, 20, 1);
    say(
      `The recipe index (no words, newest first, pages 1-5), one at a time: ${await serialWithCpu(indexPage, 200)}`,
    );
  } finally {
    await platform.stop();
  }
  // The same statements without the API: the query cost alone (scripts/bench/search-sql.ts).
  searchSqlBench(benchDatabaseFile(stateDir), say);
  sayLoadAverage();
}

/**
 * `total` requests one at a time: latency, and workerd's own CPU per request, which a
 * shared machine does not inflate the way it inflates latency (other processes' share of
 * the cores is most of a p95 here).
 */
async function serialWithCpu(urlFor: (i: number) => string, total: number) {
  const before = workerdCpuMs();
  const result = await load(urlFor, total, 1);
  const after = workerdCpuMs();
  const cpu =
    before === null || after === null ? "" : `  workerd CPU ${ms((after - before) / total)} each`;
  return `p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}  (${result.errors} errors)${cpu}`;
}

/** The machine's load while a section ran: figures from a busy machine read differently. */
const sayLoadAverage = () =>
  say(
    `Load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );

/** The demo data migrated and seeded into `name` under the bench folder, and the build made. */
async function seededState(name: string) {
  const stateDir = path.join(benchDir, name);
  await applyMigrations({ stateDir, registryDir, quiet: true });
  await seedLocal(stateDir, { registryDir });
  if (!process.env.BENCH_SKIP_BUILD) await buildProduction(true);
  return stateDir;
}

/** The load-and-faults section on its own state (the demo data, seeded once). */
async function loadAndFaults() {
  await loadBench({
    stateDir: await seededState("load"),
    apiPort: PORT_BASE + 10,
    webPort: PORT_BASE + 11,
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 300),
    connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 4),
    say,
  });
}

/** Cold start and Lighthouse: each on the seeded demo state, five runs. */
async function onSeededPlatform(bench: typeof coldStartBench | typeof lighthouseBench) {
  await bench({
    stateDir: await seededState("state"),
    apiPort: PORT_BASE + 15,
    webPort: PORT_BASE + 16,
    runs: 5,
    say,
  });
}

mkdirSync(benchDir, { recursive: true });
if (process.argv.includes("--cold-start")) {
  await onSeededPlatform(coldStartBench);
  console.log(`\n${report.join("\n")}`);
  process.exit(0);
}
if (process.argv.includes("--lighthouse")) {
  await onSeededPlatform(lighthouseBench);
  console.log(`\n${report.join("\n")}`);
  process.exit(0);
}
if (process.argv.includes("--weight")) {
  const platform = await startProduction({
    stateDir: await seededState("state"),
    apiPort: PORT_BASE + 15,
    webPort: PORT_BASE + 16,
    quiet: true,
  });
  try {
    const site = platform.siteUrl("demo");
    const list = (await (
      await fetch(`${platform.apiUrl}/api/v1/site/demo/recipes?limit=1`)
    ).json()) as {
      recipes: { slug: string }[];
    };
    await weightBench({
      recipePage: `${site}/recipes/${list.recipes[0]?.slug ?? ""}`,
      otherPages: [
        `${site}/`,
        `${site}/recipes`,
        `${site}/collections`,
        `${platform.platformUrl}/`,
        `${platform.platformUrl}/sign-in`,
      ],
      say,
    });
  } finally {
    await platform.stop();
  }
  console.log(`\n${report.join("\n")}`);
  process.exit(0);
}
if (process.argv.includes("--rating-cache")) {
  await ratingCacheBench({
    stateDir: await seededState("rating-cache"),
    apiPort: PORT_BASE + 17,
    webPort: PORT_BASE + 18,
    seconds: Number(process.env.BENCH_RATING_SECONDS ?? 120),
    connections: 2,
    say,
  });
  console.log(`\n${report.join("\n")}`);
  process.exit(0);
}
if (process.argv.includes("--load")) {
  await loadAndFaults();
  console.log(`\n${report.join("\n")}`);
  process.exit(0);
}
const only = ["--pages-only", "--search-only", "--newsletter-only"].find((flag) =>
  process.argv.includes(flag),
);
if (!only || only === "--pages-only") await pages();
if (!only || only === "--search-only") await search();
if (!only || only === "--newsletter-only") {
  await newsletterBench({
    benchDir,
    registryDir,
    portBase: PORT_BASE,
    recipients: Number(process.env.BENCH_NEWSLETTER_RECIPIENTS ?? 100_000),
    say,
  });
}
console.log(`\n${report.join("\n")}`);
