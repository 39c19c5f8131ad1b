import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../lib/platform";
import { startProduction, webWorkerDir } from "../lib/production";
import { httpGet } from "./http";
import { kb, ms } from "./measure";

/**
 * Cold start (`npm run bench -- --cold-start`): the web app's worker module by module, the
 * Remix server bundles it is made of, and what a fresh isolate costs. workerd compiles and
 * evaluates a worker's entry and what it imports statically when it starts, a dynamically
 * imported module (the kitchen's) when first imported; so a fresh isolate is a fresh start:
 * the time from starting the production build to ready, then its first visitor request (a
 * recipe page, edge cache bypassed) and its first kitchen request (the sign-in redirect),
 * each on a fresh platform. Medians of `runs`.
 */
export async function coldStartBench(options: {
  stateDir: string;
  apiPort: number;
  webPort: number;
  runs: number;
  say: (line: string) => void;
}) {
  const { say } = options;
  reportWorkerModules(say);
  // Remix's server build: one bundle, or one folder per server bundle (vite.config.ts).
  const serverDir = path.join(root, "web/build/server");
  const bundles = readdirSync(serverDir).filter((entry) =>
    safeExists(path.join(serverDir, entry, "index.js")),
  );
  for (const entry of bundles.length > 0 ? bundles : ["."]) {
    const files = jsFiles(path.join(serverDir, entry), entry === ".");
    const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
    say(
      `  Remix server bundle web/build/server/${entry === "." ? "" : `${entry}/`}: ${kb(bytes.length)} (${kb(gzipSync(bytes).length)} gzip) in ${files.length} files`,
    );
  }
  const ready: number[] = [];
  const visitor: number[] = [];
  const kitchen: number[] = [];
  const cpu = { ready: [] as number[], visitor: [] as number[], kitchen: [] as number[] };
  for (let run = 0; run < options.runs; run++) {
    const started = performance.now();
    const platform = await startProduction({
      stateDir: options.stateDir,
      apiPort: options.apiPort,
      webPort: options.webPort,
      quiet: true,
    });
    ready.push(performance.now() - started);
    try {
      const page = `${platform.siteUrl("demo")}/recipes/${await firstRecipe(platform.apiUrl)}?cold=${Date.now()}`;
      const cpu0 = workerdCpuMs();
      cpu.ready.push(cpu0);
      let t0 = performance.now();
      const first = await httpGet(page);
      visitor.push(performance.now() - t0);
      const cpu1 = workerdCpuMs();
      cpu.visitor.push(cpu1 - cpu0);
      t0 = performance.now();
      const kitchenAnswer = await httpGet(`${platform.platformUrl}/kitchen`);
      kitchen.push(performance.now() - t0);
      cpu.kitchen.push(workerdCpuMs() - cpu1);
      if (first.status !== 200 || kitchenAnswer.status >= 500) {
        throw new Error(`Cold requests answered ${first.status} and ${kitchenAnswer.status}`);
      }
    } finally {
      await platform.stop();
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  say(
    `  fresh platform, medians of ${options.runs}: start to ready ${ms(median(ready))}; first recipe page (uncached) ${ms(median(visitor))}; then the first kitchen request ${ms(median(kitchen))}`,
  );
  if (cpu.ready.some((value) => value > 0)) {
    say(
      `  workerd CPU time, medians (steadier than wall time on a busy machine): start to ready, with the API's first call ${ms(median(cpu.ready))}; first recipe page ${ms(median(cpu.visitor))}; first kitchen request ${ms(median(cpu.kitchen))}`,
    );
  }
}

/**
 * CPU time the workerd processes this process started have used, in ms (every thread's run
 * time from /proc, Linux only; 0 elsewhere). Wall times on a loaded 2-core machine mostly
 * measure the queue for a core; this is what the isolate itself spent.
 */
function workerdCpuMs(): number {
  try {
    let total = 0;
    for (const task of readdirSync(`/proc/${process.pid}/task`)) {
      const children = readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8");
      for (const pid of children.split(" ").filter(Boolean)) {
        if (!readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("workerd")) continue;
        for (const thread of readdirSync(`/proc/${pid}/task`)) {
          const schedstat = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8");
          total += Number(schedstat.split(" ")[0]) / 1e6;
        }
      }
    }
    return total;
  } catch {
    return 0;
  }
}

/**
 * Each module of the web app's worker (the Pages output's _worker.js directory), raw and gzip,
 * and which requests load it: a visitor's (index.js and what it imports statically), the
 * kitchen's (kitchen.js and what it adds), or neither until asked (a lazy chunk).
 */
function reportWorkerModules(say: (line: string) => void) {
  const files = readdirSync(webWorkerDir).filter((name) => name.endsWith(".js"));
  const imports = new Map(files.map((file) => [file, staticImports(file)]));
  const closure = (entry: string, seen = new Set<string>()) => {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    for (const next of imports.get(entry) ?? []) closure(next, seen);
    return seen;
  };
  const visitor = closure("index.js");
  const kitchen = [...closure("kitchen.js")].filter((file) => !visitor.has(file));
  const sizes = (list: Iterable<string>) => {
    const bytes = [...list].map((file) => readFileSync(path.join(webWorkerDir, file)));
    return `${kb(bytes.reduce((sum, b) => sum + b.length, 0))} (${kb(bytes.reduce((sum, b) => sum + gzipSync(b).length, 0))} gzip)`;
  };
  say(`Web worker web/build/client/_worker.js/ (Pages advanced mode), ${files.length} modules:`);
  for (const file of files) {
    const role = visitor.has(file)
      ? "visitor"
      : kitchen.includes(file)
        ? "kitchen only"
        : "lazy (imported on demand)";
    say(`  ${file}: ${sizes([file])}, ${role}`);
  }
  say(
    `  a visitor's request loads ${sizes(visitor)}; the first kitchen request adds ${sizes(kitchen)}`,
  );
}

/** The modules a worker module imports statically (esbuild's output: `from "./x.js"`). */
function staticImports(file: string): string[] {
  const source = readFileSync(path.join(webWorkerDir, file), "utf8");
  return [...source.matchAll(/(?:^|\n)import\s*(?:[^"'()]*?\sfrom\s*)?"\.\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
}

/** The .js files under a folder (not into other bundles' folders when `shallowBundles`). */
function jsFiles(dir: string, shallowBundles: boolean): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (shallowBundles && safeExists(path.join(full, "index.js"))) return [];
      return jsFiles(full, false);
    }
    return entry.endsWith(".js") ? [full] : [];
  });
}

function safeExists(file: string) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

async function firstRecipe(apiUrl: string) {
  // The API answers first here, so its own cold start is not in the page's figure.
  const list = (await (await fetch(`${apiUrl}/api/v1/site/demo/recipes?limit=1`)).json()) as {
    recipes: { slug: string }[];
  };
  return list.recipes[0]?.slug ?? "";
}
