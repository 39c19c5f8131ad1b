/**
 * CPU profile of the recipe page on the production build (npm run serve's workerd), to find
 * where a page's time goes: `npx tsx scripts/bench/profile.ts [cached|uncached|signed-in] [requests]`
 * (signed-in: the paid reader's view of a subscriber-only recipe, signed-in-reader.ts).
 * Run `npm run bench -- --pages-only` once first (it seeds .bench/state and builds). Takes a
 * V8 sampling profile of each worker (web and API) through workerd's inspector while the
 * requests run at 10 connections, and prints the functions with the most self time.
 * Ports: BENCH_PORT_BASE + 20 (API), + 21 (web), + 29 (inspector). Numbers, not a test.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { D1Database } from "@cloudflare/workers-types";
import { root } from "../lib/platform";
import { pagesHeaders, startProduction } from "../lib/production";
import { startCeiling } from "./ceiling";
import { httpRequest } from "./http";
import { load, ms } from "./measure";
import { signedInPaidReader } from "./signed-in-reader";

const modes = ["cached", "uncached", "signed-in"] as const;
const mode = modes.find((name) => name === process.argv[2]) ?? "cached";
const requests = Number(process.argv[3] ?? 1000);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8841) + 20;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** One inspector session (Chrome DevTools Protocol over workerd's WebSocket). */
async function session(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const messageId = ++id;
      socket.send(JSON.stringify({ id: messageId, method, params }));
      return new Promise((resolve) => waiting.set(messageId, resolve as (r: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** Self time per function (name, file, line), the largest first. */
function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((nodeId, index) => {
    const node = byId.get(nodeId);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = `${functionName || "(anonymous)"} ${path.basename(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + delta);
    all += delta;
  });
  return { all, top: [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30) };
}

/** User + system CPU of this process's workerd children, in ms (Linux /proc). */
function workerdCpuMs(): number {
  const tick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      if (parent !== process.pid || !stat.includes("(workerd)")) continue;
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const inspectorPort = PORT_BASE + 9;
class Done extends Error {}
let ceilingHtml = "";
const platform = await startProduction({
  stateDir: path.join(root, ".bench/state"),
  apiPort: PORT_BASE,
  webPort: PORT_BASE + 1,
  // The inspector costs CPU of its own: only when profiles are taken.
  ...(process.env.PROFILE_CPU_ONLY ? {} : { inspectorPort }),
  quiet: true,
});
try {
  const list = (await (
    await fetch(`${platform.apiUrl}/api/v1/site/demo/recipes?limit=1`)
  ).json()) as { recipes: { slug: string }[] };
  const reader =
    mode === "signed-in"
      ? await signedInPaidReader(
          async (binding) =>
            (await platform.mf.getD1Database(binding, "recipe-api")) as unknown as D1Database,
        )
      : null;
  const headers: Record<string, string> = reader ? { Cookie: reader.cookie } : {};
  // PROFILE_PATH: another page of the demo site instead of its first recipe.
  const recipePath = `/recipes/${reader?.slug ?? list.recipes[0]?.slug}`;
  const page = `${platform.siteUrl("demo")}${process.env.PROFILE_PATH ?? recipePath}`;
  const urlFor = (i: number) => (mode === "uncached" ? `${page}?profile=${Date.now()}-${i}` : page);
  await load(urlFor, 200, 2, headers); // warm up (JIT, caches)
  console.log((await httpRequest("GET", page, { headers })).headers["server-timing"]);

  // CPU the workerd process spends per page, measured without the profiler: on a busy
  // machine this moves far less than requests/s do (1000 / ms = requests/s on a free core).
  const before = workerdCpuMs();
  const plain = await load(urlFor, requests, 10, headers);
  const cpu = (workerdCpuMs() - before) / requests;
  console.log(
    `${mode} without the profiler: ${plain.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(plain.p50)}; workerd CPU ${cpu.toFixed(2)} ms per page (≈ ${(1000 / cpu).toFixed(0)} req/s on one free core)`,
  );
  ceilingHtml = (await httpRequest("GET", page, { headers })).body.toString();
  if (process.env.PROFILE_CPU_ONLY) throw new Done();

  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    id: string;
    title: string;
    webSocketDebuggerUrl: string;
  }[];
  const sessions = await Promise.all(
    targets
      .filter((target) => /recipe-(web|api)/.test(target.id + target.title))
      .map(async (target) => ({
        name: target.title || target.id,
        s: await session(target.webSocketDebuggerUrl),
      })),
  );
  for (const { s } of sessions) {
    await s.send("Profiler.enable");
    await s.send("Profiler.setSamplingInterval", { interval: 250 });
    await s.send("Profiler.start");
  }
  const result = await load(urlFor, requests, 10, headers);
  console.log(
    `${mode}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)} (profiling slows it)`,
  );
  for (const { name, s } of sessions) {
    const { profile } = await s.send<{ profile: Profile }>("Profiler.stop");
    // PROFILE_OUT=dir: the raw profiles too (open them in Chromium's DevTools, Performance).
    if (process.env.PROFILE_OUT) {
      const file = path.join(
        process.env.PROFILE_OUT,
        `${name.replace(/[^a-z0-9-]+/gi, "_")}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
    }
    const { all, top } = selfTimes(profile);
    const idle = top.find(([fn]) => fn.startsWith("(idle)"))?.[1] ?? 0;
    console.log(
      `\n${name}: ${((all - idle) / 1000 / requests).toFixed(2)} ms of CPU per request (idle left out)`,
    );
    for (const [fn, micros] of top) {
      console.log(
        `  ${(micros / 1000).toFixed(1).padStart(8)} ms  ${(micros / 1000 / requests).toFixed(3)} ms/req  ${fn}`,
      );
    }
    s.close();
  }
} catch (error) {
  if (!(error instanceof Done)) throw error;
} finally {
  await platform.stop();
}

// The same count of the same page from the ceiling worker (scripts/bench/ceiling.ts), alone;
// then the same worker behind the asset router npm run serve puts in front of the web app
// (Miniflare runs Cloudflare's asset routing as JS workers): what of the gap is the set-up's.
const client = path.join(root, "web/build/client");
const routes = JSON.parse(readFileSync(path.join(client, "_routes.json"), "utf8")) as {
  include: string[];
  exclude: string[];
};
const assets = {
  directory: client,
  binding: "ASSETS",
  run_worker_first: [...routes.include, ...routes.exclude.map((pattern) => `!${pattern}`)],
  routerConfig: { has_user_worker: true },
  assetConfig: { compatibility_date: "2026-11-01", headers: pagesHeaders(client) },
};
for (const [label, withAssets] of [
  ["ceiling", undefined],
  ["ceiling behind the asset router", assets],
] as const) {
  const ceiling = await startCeiling(ceilingHtml, PORT_BASE + 8, withAssets);
  try {
    await load(() => ceiling.url, 200, 2);
    const before = workerdCpuMs();
    const result = await load(() => ceiling.url, requests, 10);
    const cpu = (workerdCpuMs() - before) / requests;
    console.log(
      `${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(result.p50)}; workerd CPU ${cpu.toFixed(2)} ms per page`,
    );
  } finally {
    await ceiling.stop();
  }
}
