/**
 * npm run db:move-site -- <site slug> <D1 binding>: moves one site's rows to another site
 * database of the local state (.wrangler/state, or STATE_DIR), as docs/decisions/0014-site-databases.md
 * "Moving a site" says: mark the site read-only, wait a minute for writes already under way,
 * copy, check, switch the directory's row, delete from the source. Stop `npm start` first:
 * its runtime holds the same local state files open. (The mark and the wait are for a move
 * beside a running platform, which `moveSite` allows wherever the bindings are reachable.)
 *
 *   npm run db:move-site -- demo SITE_DB_2
 */
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import type { Env } from "../worker/env";
import { moveSite } from "../worker/services/site-databases/move-site";
import { D1_BINDINGS, root } from "./lib/platform";

const [slug, binding] = process.argv.slice(2);
const sites = D1_BINDINGS.filter((name) => name !== "DB");
if (!slug || !binding || !sites.some((name) => name === binding)) {
  console.error(`Usage: npm run db:move-site -- <site slug> <${sites.join(" | ")}>`);
  process.exit(2);
}

const proxy = await getPlatformProxy<Env>({
  configPath: path.join(root, "wrangler.toml"),
  // The state `npm start` keeps (STATE_DIR, as it reads it); wrangler's own is under v3.
  persist: { path: path.join(process.env.STATE_DIR ?? path.join(root, ".wrangler/state"), "v3") },
});
try {
  const site = await proxy.env.DB.prepare(`SELECT "id", "database" FROM "sites" WHERE "slug" = ?`)
    .bind(slug)
    .first<{ id: string; database: string | null }>();
  if (!site) throw new Error(`No site "${slug}" in the local state`);
  const started = performance.now();
  await moveSite(proxy.env, site.id, binding);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Moved ${slug} from ${site.database ?? "DB"} to ${binding} in ${seconds} s.`);
} finally {
  await proxy.dispose();
}
