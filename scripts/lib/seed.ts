import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { reference } from "../../schema/reference/index";
import type { Env } from "../../worker/env";
import { demoSeed } from "../../worker/seed/content/index";
import { isSeeded, loadSeed } from "../../worker/seed/load";
import { spreadSeedSites } from "../../worker/seed/site-databases";
import { loadFoodTable } from "../../worker/services/nutrition/food-table";
import { root, wranglerEnv } from "./platform";
import { seedPayments } from "./seed-payments";
import { readFoodFile } from "./usda-foods";

/**
 * Seeds the local D1 and R2 under `stateDir` (the same state `wrangler dev --persist-to`
 * uses) through wrangler's platform proxy, unless they already hold data. With a local
 * Stripe running, the demo site's payments are set up in it too (seed-payments.ts).
 * The USDA foods load on every run, seeded or not (idempotent, rewriting only what
 * changed): a state seeded before the table existed gets them too.
 */
export async function seedLocal(
  stateDir: string,
  options: { registryDir?: string; stripeUrl?: string; platformHost?: string } = {},
) {
  Object.assign(process.env, wranglerEnv(options));
  const proxy = await getPlatformProxy<Env>({
    configPath: path.join(root, "wrangler.toml"),
    // wrangler dev keeps its state in <persist-to>/v3; the proxy takes that folder itself.
    persist: { path: path.join(stateDir, "v3") },
  });
  try {
    const started = performance.now();
    const counts = await loadFoodTable(proxy.env.DB, readFoodFile());
    const foods = { ...counts, ms: Math.round(performance.now() - started) };
    if (await isSeeded(proxy.env.DB)) return { seeded: false as const, foods };
    const summary = await loadSeed(proxy.env, { reference, demo: demoSeed });
    if (options.stripeUrl) {
      await seedPayments(proxy.env, options.stripeUrl, options.platformHost ?? "localhost:8788");
    }
    // Last: every row of a seeded site is written by now, and moves with it.
    await spreadSeedSites(proxy.env);
    return { seeded: true as const, summary, foods };
  } finally {
    await proxy.dispose();
  }
}
