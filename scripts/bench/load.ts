import { loadavg } from "node:os";
import type { D1Database } from "@cloudflare/workers-types";
import { type ProductionPlatform, startProduction } from "../lib/production";
import { httpGet } from "./http";
import { type LoadActors, seedLoadActors } from "./load-actors";
import { type Ledger, runTraffic, type Sample, summarize } from "./load-traffic";
import { ms } from "./measure";

/**
 * `npm run bench -- --load`: load and faults on the production build (npm run serve's
 * one workerd process), on loopback only. Two runs of BENCH_LOAD_SECONDS (300 by default)
 * of the mixed traffic in load-traffic.ts: one steady, one in which the server is stopped
 * 40% of the way in (Miniflare's dispose: workerd gets SIGKILL, requests in flight) and
 * started again on the same state. After each, every write answered 2xx is looked up in
 * D1 (lost writes), every recipe the author saved is checked whole (its title names its
 * line count; the lines must match), and 5xx answers are counted outside the restart window.
 * Bar: 0 lost writes, 0 half-written recipes, 0 5xx outside the restart window.
 */

const READERS = 200;

type Options = {
  stateDir: string;
  apiPort: number;
  webPort: number;
  seconds: number;
  connections: number;
  say: (line: string) => void;
};

export async function loadBench(options: Options) {
  const { say } = options;
  const start = () =>
    startProduction({
      stateDir: options.stateDir,
      apiPort: options.apiPort,
      webPort: options.webPort,
      quiet: true,
    });
  let platform = await start();
  try {
    const actors = await seedLoadActors(await d1(platform), READERS);
    say(
      `Load (npm run serve, loopback): ${options.seconds} s per run, ${options.connections} anonymous visitor loops, ${READERS} signed-in readers and the demo site's author; load average ${loadAverage()}`,
    );
    say(
      "  429 (abuse limits, per IP: every request comes from loopback) is counted apart, not as an error; writes are paced under those limits",
    );
    for (const restart of [false, true]) {
      const runId = `${Date.now().toString(36)}${restart ? "r" : "s"}`;
      const samples: Sample[] = [];
      const ledger: Ledger = {
        comments: new Set(),
        bookmarks: new Set(),
        upvotes: new Set(),
        recipesCreated: new Set(),
        recipesPublished: new Set(),
      };
      const traffic = runTraffic({
        runId,
        webUrl: (path) => `${platform.siteUrl("demo")}${path}`,
        apiUrl: platform.apiUrl,
        actors,
        connections: options.connections,
        seconds: options.seconds,
        samples,
        ledger,
      });
      let window: { from: number; to: number } | null = null;
      let restartFigures = "";
      if (restart) {
        await new Promise((resolve) => setTimeout(resolve, options.seconds * 400));
        const from = performance.now();
        await platform.stop();
        const stopped = performance.now();
        platform = await start();
        const started = performance.now();
        const answered = await firstAnswer(platform, from);
        window = { from, to: answered };
        restartFigures = `stopped in ${ms(stopped - from)}, started again in ${ms(started - stopped)}, answering ${((answered - from) / 1000).toFixed(1)} s after the stop`;
      }
      await traffic;
      say(restart ? "  with a restart 40% of the way in:" : "  steady:");
      if (restartFigures) say(`    restart: ${restartFigures}`);
      report(samples, options.seconds, window, say);
      await verify(await d1(platform), actors, ledger, runId, say);
      say(`    load average after the run: ${loadAverage()}`);
    }
  } finally {
    await platform.stop();
  }
}

const d1 = (platform: ProductionPlatform) =>
  platform.mf.getD1Database("DB", "recipe-api") as unknown as Promise<D1Database>;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** The time the platform first answers the demo site's home page again after `since` (polled every 50 ms). */
async function firstAnswer(platform: ProductionPlatform, since: number) {
  for (;;) {
    try {
      // A page through the web app and the API behind it: both are up.
      const response = await httpGet(platform.siteUrl("demo"));
      if (response.status < 500) return performance.now();
    } catch {
      // not yet
    }
    if (performance.now() - since > 120_000) throw new Error("No answer 2 minutes after restart");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function report(
  samples: Sample[],
  seconds: number,
  window: { from: number; to: number } | null,
  say: (line: string) => void,
) {
  const inWindow = (sample: Sample) =>
    window !== null && sample.end >= window.from && sample.start <= window.to;
  const outside = samples.filter((sample) => !inWindow(sample));
  const total = samples.length / seconds;
  say(`    ${samples.length} requests, ${total.toFixed(0)}/s over all kinds`);
  for (const row of summarize(samples, seconds)) {
    say(
      `    ${row.kind.padEnd(15)} ${String(row.requests).padStart(6)} req  ${row.perSecond.toFixed(1).padStart(6)}/s  p50 ${ms(row.p50).padStart(9)}  p99 ${ms(row.p99).padStart(9)}  2xx/3xx ${row.ok}  429 ${row.limited}  other 4xx ${row.clientErrors}  5xx ${row.serverErrors}  no answer ${row.refused}`,
    );
  }
  if (window) {
    const during = samples.filter(inWindow);
    say(
      `    in the restart window: ${during.length} requests, ${during.filter((s) => s.status === 0).length} unanswered, ${during.filter((s) => s.status >= 500).length} 5xx`,
    );
  }
  say(
    `    outside any restart window: ${outside.filter((s) => s.status >= 500).length} 5xx, ${outside.filter((s) => s.status === 0).length} unanswered (bar: 0)`,
  );
}

/** Every acknowledged write looked up in D1; every author's recipe checked whole. */
async function verify(
  db: D1Database,
  actors: LoadActors,
  ledger: Ledger,
  runId: string,
  say: (line: string) => void,
) {
  const readerId = (index: string) =>
    `10ad0000-0000-4000-8000-${Number(index).toString(16).padStart(12, "0")}`;
  const { results: comments } = await db
    .prepare("select content from comments where site_id = ? and content like ?")
    .bind(actors.siteId, `%load-${runId}-comment-%`)
    .all<{ content: string }>();
  const storedComments = new Set(
    comments.flatMap(
      (row) => row.content.match(new RegExp(`load-${runId}-comment-\\d+`, "g")) ?? [],
    ),
  );
  const lostComments = [...ledger.comments].filter((text) => !storedComments.has(text)).length;

  const { results: bookmarks } = await db
    .prepare("select user_id as userId, recipe_id as recipeId from bookmarks where site_id = ?")
    .bind(actors.siteId)
    .all<{ userId: string; recipeId: string }>();
  const storedBookmarks = new Set(bookmarks.map((row) => `${row.userId}:${row.recipeId}`));
  const lostBookmarks = [...ledger.bookmarks].filter((pair) => {
    const [reader, recipe] = pair.split(":") as [string, string];
    return !storedBookmarks.has(`${readerId(reader)}:${recipe}`);
  }).length;

  const { results: upvotes } = await db
    .prepare(
      "select user_id as userId, comment_id as commentId from comment_upvotes where user_id like '10ad0000-%'",
    )
    .all<{ userId: string; commentId: string }>();
  const storedUpvotes = new Set(upvotes.map((row) => `${row.userId}:${row.commentId}`));
  const lostUpvotes = [...ledger.upvotes].filter((pair) => {
    const [reader, comment] = pair.split(":") as [string, string];
    return !storedUpvotes.has(`${readerId(reader)}:${comment}`);
  }).length;

  const { results: recipes } = await db
    .prepare(
      `select r.id, r.title, r.published_at as publishedAt,
        (select count(*) from ingredient_usages u where u.recipe_id = r.id) as ingredients,
        (select count(*) from instructions i where i.recipe_id = r.id) as steps
       from recipes r where r.site_id = ? and r.slug like ?`,
    )
    .bind(actors.siteId, `load-${runId}-%`)
    .all<{
      id: string;
      title: string;
      publishedAt: number | null;
      ingredients: number;
      steps: number;
    }>();
  const byId = new Map(recipes.map((row) => [row.id, row]));
  const lostRecipes = [...ledger.recipesCreated].filter((id) => !byId.has(id)).length;
  const lostPublishes = [...ledger.recipesPublished].filter(
    (id) => byId.get(id)?.publishedAt == null,
  ).length;
  const halfWritten = recipes.filter((row) => {
    const lines = Number(row.title.match(/\((\d+) lines\)$/)?.[1] ?? -1);
    return row.ingredients !== lines || row.steps !== lines;
  }).length;

  const lost = lostComments + lostBookmarks + lostUpvotes + lostRecipes + lostPublishes;
  say(
    `    writes answered 2xx: ${ledger.comments.size} comments, ${ledger.bookmarks.size} bookmarks, ${ledger.upvotes.size} upvotes, ${ledger.recipesCreated.size} recipes created, ${ledger.recipesPublished.size} published`,
  );
  say(
    `    counted in D1 afterwards: ${lost} lost (comments ${lostComments}, bookmarks ${lostBookmarks}, upvotes ${lostUpvotes}, recipes ${lostRecipes}, publishes ${lostPublishes}); ${halfWritten} of ${recipes.length} saved recipes half-written (bar: 0 and 0)`,
  );
}
