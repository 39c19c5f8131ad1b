/**
 * D1 queries and rows read per page, at the capacity model's scale: the platform that
 * model.ts seeded (.wrangler/capacity/platform.sqlite) served by the real API and web
 * workers, the API counting each request's reads (D1_METER=1, worker/lib/d1-meter.ts). Each
 * page is asked for once, uncached, and its API calls' counts are summed from the API's log.
 *
 *   npx tsx scripts/capacity/model.ts --scale 0.1 && npx tsx scripts/capacity/rows-read.ts
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { httpRequest } from "../bench/http";
import { applyMigrations, root, startServers } from "../lib/platform";

const workDir = path.join(root, ".wrangler/capacity");
const platformFile = path.join(workDir, "platform.sqlite");
const stateDir = path.join(workDir, "run");
const apiLog = path.join(root, ".wrangler/logs/api.log");
const API_PORT = 9577;
const WEB_PORT = 9578;

/** The seeded platform as the local D1 the API will open. */
async function installDatabase(): Promise<DatabaseSync> {
  rmSync(stateDir, { recursive: true, force: true });
  await applyMigrations({ stateDir, quiet: true });
  const dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const name = readdirSync(dir).find(
    (file) => file.endsWith(".sqlite") && file !== "metadata.sqlite",
  );
  if (!name) throw new Error(`No D1 database under ${dir}`);
  const file = path.join(dir, name);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  const source = new DatabaseSync(platformFile);
  source.exec(`vacuum into '${file}'`);
  source.close();
  const db = new DatabaseSync(file);
  applyNewerMigrations(db);
  return db;
}

/**
 * The seeded platform may predate the newest migrations: apply those it lacks, as wrangler
 * would (one file at a time, recorded in d1_migrations), so their tables exist and the
 * counts they backfill are measured on the seeded rows.
 */
function applyNewerMigrations(db: DatabaseSync) {
  const done = new Set(
    (db.prepare("select name from d1_migrations").all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const dir = path.join(root, "migrations");
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    if (done.has(name)) continue;
    db.exec("pragma foreign_keys = on");
    db.exec("begin");
    db.exec(readFileSync(path.join(dir, name), "utf8").replaceAll("--> statement-breakpoint", ""));
    db.prepare("insert into d1_migrations (name) values (?)").run(name);
    db.exec("commit");
    console.log(`Applied ${name} to the seeded platform`);
  }
}

const sha256 = async (value: string) =>
  Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))).toString(
    "hex",
  );

/** A platform sign-in for the demo's owner, written straight into the database. */
async function ownerSession(db: DatabaseSync): Promise<string> {
  const owner = db.prepare("select id from users where email = 'chef@example.com'").get() as
    | { id: string }
    | undefined;
  if (!owner) throw new Error("The demo owner is not in the seeded platform");
  const token = crypto.randomUUID().replaceAll("-", "");
  const now = Date.now();
  db.prepare(
    "insert into auth_sessions (id, user_id, token_hash, site_id, user_agent, created_at, last_seen_at, expires_at) values (?, ?, ?, null, 'capacity', ?, ?, ?)",
  ).run(crypto.randomUUID(), owner.id, await sha256(token), now, now, now + 86_400_000);
  return token;
}

type Reads = { calls: string[]; queries: number; rows: number; heaviest: string[] };

/** The API's `[d1]` lines written since `from` (a byte offset into its log). */
function readsSince(from: number): Reads {
  const text = readFileSync(apiLog).subarray(from).toString("utf8");
  const reads: Reads = { calls: [], queries: 0, rows: 0, heaviest: [] };
  for (const match of text.matchAll(
    /\[d1\] (\w+ \S+) queries=(\d+) rows=(\d+)(?: heaviest=(\d+): ([^\n]*))?/g,
  )) {
    reads.calls.push(`${match[1]} (${match[2]} q, ${match[3]} rows)`);
    if (Number(match[4]) >= 200) reads.heaviest.push(`${match[4]} rows: ${match[5]}`);
    reads.queries += Number(match[2]);
    reads.rows += Number(match[3]);
  }
  return reads;
}

async function measure(
  url: string,
  cookie?: string,
): Promise<Reads & { status: number; location: string }> {
  const from = existsSync(apiLog) ? statSync(apiLog).size : 0;
  const response = await httpRequest("GET", url, {
    headers: cookie ? { Cookie: `rp_session=${cookie}` } : {},
  });
  // The log is written by a relay beside the API process: give it a moment to land.
  await sleep(2_000);
  const location = response.headers.location;
  return {
    status: response.status,
    location: typeof location === "string" ? location : "",
    ...readsSince(from),
  };
}

async function main() {
  if (!existsSync(platformFile)) throw new Error("Run scripts/capacity/model.ts first");
  const db = await installDatabase();
  const token = await ownerSession(db);
  const demo = db.prepare("select id from sites where slug = 'demo'").get() as { id: string };
  const recipeCount = (
    db.prepare("select count(*) as n from recipes where site_id = ?").get(demo.id) as { n: number }
  ).n;
  const subscriberCount = (
    db.prepare("select count(*) as n from site_subscriptions where site_id = ?").get(demo.id) as {
      n: number;
    }
  ).n;
  const totalRecipes = (db.prepare("select count(*) as n from recipes").get() as { n: number }).n;
  db.close();

  const platform = await startServers({
    stateDir,
    apiPort: API_PORT,
    webPort: WEB_PORT,
    quiet: true,
    hostMemoSeconds: 0,
    vars: { D1_METER: "1" },
  });
  try {
    const site = platform.siteUrl("demo");
    const pages: [string, string, string?][] = [
      ["Recipe page", `${site}/recipes/shakshuka`],
      ["Recipe index", `${site}/recipes`],
      ["Search", `${site}/recipes?search=chicken`],
      ["Kitchen: recipes", `${platform.platformUrl}/kitchen/demo/recipes`, token],
      ["Kitchen: subscribers", `${platform.platformUrl}/kitchen/demo/subscribers`, token],
      ["Kitchen: Overview", `${platform.platformUrl}/kitchen/demo/overview`, token],
    ];
    // A first request warms the workers, so no page pays for their start.
    await measure(`${site}/`);
    const rows: string[] = [];
    const heavy: string[] = [];
    for (const [name, url, cookie] of pages) {
      const reads = await measure(url, cookie);
      heavy.push(...reads.heaviest.map((line) => `- ${name}: ${line}`));
      rows.push(
        `| ${name} | ${reads.status}${reads.location ? ` → ${reads.location}` : ""} | ${reads.calls.length} | ${reads.queries} | ${reads.rows.toLocaleString("en-US")} | ${reads.calls.join("; ")} |`,
      );
    }
    console.log(
      [
        `The demo site here: ${recipeCount.toLocaleString("en-US")} recipes, ${subscriberCount.toLocaleString("en-US")} subscriptions (the platform: ${totalRecipes.toLocaleString("en-US")} recipes).`,
        "",
        "| Page | Status | API calls | D1 queries | Rows read | Calls (queries, rows) |",
        "| --- | ---: | ---: | ---: | ---: | --- |",
        ...rows,
        "",
        "Statements that read 200 rows or more:",
        ...heavy,
      ].join("\n"),
    );
  } finally {
    await platform.stop();
  }
}

await main();
