/**
 * npm run check — everything short of the tests that a deploy depends on: the typecheck,
 * the linter, `wrangler deploy --dry-run` (the API bundle builds and fits the platform's
 * limits) and the web build.
 */
import { spawnSync } from "node:child_process";
import { root } from "./lib/platform";

const steps: [string, string[]][] = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["api bundle", ["npx", "wrangler", "deploy", "--dry-run", "--outdir", ".wrangler/dry-run"]],
  ["web build", ["npm", "run", "build"]],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▸ ${name}`);
  const result = spawnSync(command as string, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✘ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all checks passed");
