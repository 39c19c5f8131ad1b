/**
 * Loads the USDA SR26 foods (schema/reference/usda-sr26-foods.ndjson) into a D1 database's
 * usda_foods table (docs/decisions/0012). Idempotent: run it after the migrations on every
 * deploy; a run over a loaded table changes nothing.
 *
 *   npm run db:foods -- --remote   the deployed database (wrangler's login or CLOUDFLARE_API_TOKEN)
 *   npm run db:foods -- --local    the local state (.wrangler/state); `npm start` does this itself
 *
 * The statements are the seed's own (worker/services/nutrition/food-table.ts), written out
 * to a .sql file for `wrangler d1 execute --file`, each under D1's 100 KB statement limit.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { foodLoadStatements, inlineStatement } from "../../worker/services/nutrition/food-table";
import { root } from "../lib/platform";
import { readFoodFile } from "../lib/usda-foods";

const target = process.argv.includes("--remote")
  ? ["--remote"]
  : process.argv.includes("--local")
    ? ["--local", "--persist-to", process.env.STATE_DIR ?? path.join(root, ".wrangler/state")]
    : null;
if (!target) throw new Error("usage: load-foods.ts --remote | --local");

const file = readFoodFile();
const dir = mkdtempSync(path.join(tmpdir(), "usda-foods-"));
const sqlFile = path.join(dir, "usda-foods.sql");
writeFileSync(sqlFile, `${foodLoadStatements(file).map(inlineStatement).join("\n")}\n`);
try {
  const started = performance.now();
  const wrangler = path.join(root, "node_modules/wrangler/bin/wrangler.js");
  execFileSync(
    process.execPath,
    [wrangler, "d1", "execute", "DB", ...target, "--file", sqlFile, "--yes"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  const counts = execFileSync(
    process.execPath,
    [
      wrangler,
      "d1",
      "execute",
      "DB",
      ...target,
      "--json",
      "--command",
      "SELECT count(*) AS foods, sum(json_array_length(measures)) AS measures FROM usda_foods",
    ],
    { cwd: root, encoding: "utf8" },
  );
  const [{ results }] = JSON.parse(counts) as [{ results: [{ foods: number; measures: number }] }];
  const [row] = results;
  console.log(
    `usda_foods: ${row.foods} foods, ${row.measures} household measures (file: ${file.header.foods}, ${file.header.measures}) in ${Math.round(performance.now() - started)} ms`,
  );
  if (row.foods !== file.header.foods || row.measures !== file.header.measures) process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
