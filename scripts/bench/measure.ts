import { httpRequest } from "./http";

/** Small load generator and statistics for the benchmark scripts (numbers, not tests). */

export type Sample = {
  ms: number;
  status: number;
  cache: string | null;
  /** The Server-Timing header's durations by name (the web app's host, cache, data, html). */
  timing: Record<string, number>;
};

/** "host;dur=3, render;dur=41" → { host: 3, render: 41 } */
export function parseServerTiming(header: string | undefined): Record<string, number> {
  const timing: Record<string, number> = {};
  for (const entry of (header ?? "").split(",")) {
    const [name, ...params] = entry.trim().split(";");
    const duration = params.find((param) => param.trim().startsWith("dur="));
    if (name && duration) timing[name] = Number(duration.trim().slice(4));
  }
  return timing;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * Sends `total` GETs with `concurrency` in flight, the i-th to `urlFor(i)`, and reports
 * throughput and latency. Bounded in count; only ever aimed at this machine's loopback.
 * `headers` go with every request (a signed-in reader's cookie).
 */
export async function load(
  urlFor: (i: number) => string,
  total: number,
  concurrency: number,
  headers: Record<string, string> = {},
) {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const response = await httpRequest("GET", urlFor(i), { headers });
      const cache = response.headers["x-cache"];
      const timing = response.headers["server-timing"];
      samples.push({
        ms: performance.now() - t0,
        status: response.status,
        cache: typeof cache === "string" ? cache : null,
        timing: parseServerTiming(typeof timing === "string" ? timing : undefined),
      });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: total,
    requestsPerSecond: total / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: samples.filter((s) => s.status >= 400).length,
    cacheHits: samples.filter((s) => s.cache === "HIT").length,
    serverTiming: medianTimings(samples),
  };
}

/** The median of each Server-Timing step over the samples that reported it. */
function medianTimings(samples: Sample[]): Record<string, number> {
  const names = new Set(samples.flatMap((sample) => Object.keys(sample.timing)));
  const medians: Record<string, number> = {};
  for (const name of names) {
    const values = samples
      .map((sample) => sample.timing[name])
      .filter((value): value is number => value !== undefined)
      .sort((a, b) => a - b);
    medians[name] = percentile(values, 50);
  }
  return medians;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
