/**
 * npm run db:seed — applies migrations and loads the demo sites into the local state
 * (.wrangler/state) when it is empty. `npm start` does this on its own; run this after
 * deleting .wrangler/state, or while the platform is stopped.
 */
import path from "node:path";
import { applyMigrations, root } from "./lib/platform";
import { seedLocal } from "./lib/seed";

const stateDir = path.join(root, ".wrangler/state");
await applyMigrations({ stateDir, quiet: true });
const result = await seedLocal(stateDir);
console.log(
  result.seeded ? `Seeded: ${JSON.stringify(result.summary)}` : "Already seeded; nothing to do.",
);
