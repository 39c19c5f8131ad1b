import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProduction } from "../lib/production";
import { ms } from "./measure";

/**
 * `npm run bench -- --lighthouse`: Lighthouse's mobile performance audit of the recipe page
 * on the production build (npm run serve), in Debian's Chromium (CHROMIUM_PATH, as the
 * browser tests), with Lighthouse's default mobile settings (simulated slow 4G and a 4×
 * slower CPU). The median of `runs` runs of the performance score, CLS and TBT; the issue's
 * targets are 98 or more, 0 and under 50 ms. Each run opens the page afresh in a new tab
 * of one browser; the page itself comes from the edge cache after the first.
 * LIGHTHOUSE_REPORT=<file> keeps the last run's whole report.
 */
export async function lighthouseBench(options: {
  stateDir: string;
  apiPort: number;
  webPort: number;
  runs: number;
  say: (line: string) => void;
}) {
  const { say } = options;
  const platform = await startProduction({
    stateDir: options.stateDir,
    apiPort: options.apiPort,
    webPort: options.webPort,
    quiet: true,
  });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const list = (await (
      await fetch(`${platform.apiUrl}/api/v1/site/demo/recipes?limit=1`)
    ).json()) as { recipes: { slug: string }[] };
    const page = `${platform.siteUrl("demo")}/recipes/${list.recipes[0]?.slug ?? ""}`;
    const runs: { score: number; cls: number; tbt: number; lcp: number }[] = [];
    for (let run = 0; run < options.runs; run++) {
      const result = await lighthouse(page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      // LIGHTHOUSE_REPORT=file.json: the last run's whole report, to see where the time went.
      if (process.env.LIGHTHOUSE_REPORT) {
        await writeFile(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr, null, 1));
      }
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      });
    }
    const median = (pick: (run: (typeof runs)[number]) => number) =>
      runs.map(pick).sort((a, b) => a - b)[runs.length >> 1] ?? Number.NaN;
    say(`Lighthouse, mobile (default throttling), ${page}, median of ${runs.length} runs:`);
    say(
      `  performance ${median((r) => r.score)} (target ≥ 98); CLS ${median((r) => r.cls).toFixed(3)} (target 0); TBT ${ms(median((r) => r.tbt))} (target < 50 ms); LCP ${ms(median((r) => r.lcp))}`,
    );
    say(
      `  each run: ${runs.map((r) => `${r.score}/${r.cls.toFixed(3)}/${r.tbt.toFixed(0)} ms`).join(", ")} (score/CLS/TBT); load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(", ")}`,
    );
  } finally {
    chrome.kill();
    await platform.stop();
  }
}
