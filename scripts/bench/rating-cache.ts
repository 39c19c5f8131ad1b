import type { D1Database } from "@cloudflare/workers-types";
import { startProduction } from "../lib/production";
import { httpGet, httpRequest } from "./http";
import { seedLoadActors } from "./load-actors";

/**
 * `npm run bench -- --rating-cache`: what a busy recipe's ratings cost the rest of its site.
 * On the production build (npm run serve's one workerd process), on loopback only: one
 * recipe of the demo site gets a rating every second for BENCH_RATING_SECONDS (120) from
 * a different reader each time (the per-person abuse limit would stop one reader), while
 * visitor loops read the site's other pages (home, index, other recipes, collections)
 * anonymously. Reported: the edge-cache hit ratio (X-Cache) of those other pages, and how
 * old the rated recipe's header rating is for an anonymous visitor (the count shown
 * against the ratings given), sampled every second.
 *
 * Before ratings kept out of the content version, each one would have moved the site's
 * cache key and sent every page back to a fresh render: the ratio is the figure to watch.
 */

const READERS = 130;

type Options = {
  stateDir: string;
  apiPort: number;
  webPort: number;
  seconds: number;
  connections: number;
  say: (line: string) => void;
};

export async function ratingCacheBench(options: Options) {
  const { say } = options;
  const platform = await startProduction({
    stateDir: options.stateDir,
    apiPort: options.apiPort,
    webPort: options.webPort,
    quiet: true,
  });
  try {
    const db = (await platform.mf.getD1Database("DB", "recipe-api")) as unknown as D1Database;
    const actors = await seedLoadActors(db, READERS);
    const [rated, ...others] = actors.recipes;
    if (!rated || others.length === 0) throw new Error("The demo site needs two public recipes");
    const site = (path: string) => `${platform.siteUrl("demo")}${path}`;
    const otherPages = [
      "/",
      "/recipes",
      "/collections",
      ...others.slice(0, 12).map((recipe) => `/recipes/${recipe.slug}`),
    ];
    // Warm: every page once, so the ratio measures staying in the cache, not filling it.
    for (const path of otherPages) await httpGet(site(path));

    const counts = { hit: 0, miss: 0, other: 0 };
    const ratingsGiven: { at: number; count: number }[] = [];
    const staleness: number[] = [];
    const started = Date.now();
    const until = started + options.seconds * 1000;

    const visitor = async (offset: number) => {
      for (let i = offset; Date.now() < until; i++) {
        const path = otherPages[i % otherPages.length] as string;
        const response = await httpGet(site(path));
        const cache = response.headers["x-cache"];
        if (response.status !== 200) counts.other++;
        else if (cache === "HIT") counts.hit++;
        else counts.miss++;
      }
    };

    const rater = async () => {
      let given = 0;
      for (let second = 0; Date.now() < until; second++) {
        const tick = started + second * 1000;
        if (tick > Date.now()) await sleep(tick - Date.now());
        const token = actors.readerTokens[second % actors.readerTokens.length] as string;
        const response = await httpRequest("PUT", `${platform.apiUrl}/api/v1/site/demo/ratings`, {
          headers: { Authorization: `Bearer ${token}` },
          json: { recipeId: rated.id, stars: (second % 5) + 1 },
        });
        // A reader rating again changes their stars, not the count.
        if (response.status === 200 && second < actors.readerTokens.length) given++;
        ratingsGiven.push({ at: Date.now(), count: given });
      }
    };

    // How old the anonymous header's rating is: the newest moment its count was true.
    const watcher = async () => {
      while (Date.now() < until) {
        const response = await httpGet(site(`/recipes/${rated.slug}`));
        const match = /(\d+) ratings?</.exec(response.body.toString("utf8"));
        const shown = match ? Number(match[1]) : 0;
        const now = Date.now();
        const firstLater = ratingsGiven.find((entry) => entry.count > shown);
        staleness.push(firstLater ? (now - firstLater.at) / 1000 : 0);
        await sleep(1000);
      }
    };

    await Promise.all([
      rater(),
      watcher(),
      ...Array.from({ length: options.connections }, (_, i) => visitor(i * 3)),
    ]);

    const total = counts.hit + counts.miss;
    say(
      `Rating cache (npm run serve, loopback): one recipe rated every second for ${options.seconds} s (${ratingsGiven.length} ratings), ${options.connections} anonymous visitor loops over ${otherPages.length} other pages of the site`,
    );
    say(
      `  other pages: ${total} views, ${counts.hit} edge-cache hits, ${counts.miss} renders, ${counts.other} not 200: hit ratio ${((counts.hit / Math.max(1, total)) * 100).toFixed(1)}%`,
    );
    const worst = Math.max(0, ...staleness);
    const sorted = [...staleness].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    say(
      `  the rated recipe's anonymous header: rating ${median.toFixed(0)} s old at the median, ${worst.toFixed(0)} s at worst (bar: 60 s), over ${staleness.length} samples`,
    );
  } finally {
    await platform.stop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
