/**
 * npm start (= npm run serve) and npm run dev — the whole platform on this machine:
 * migrations, demo data on first run, the build, then the API (:8787) and the web app
 * (:8788) with local D1/KV/R2/Queues kept under .wrangler/state across restarts, and the
 * local Stripe (:12111, STRIPE_PORT moves it) and the local Cloudflare API (:12112,
 * CLOUDFLARE_PORT) with their state in the same folder.
 * --serve (npm start): the production build in one workerd process (scripts/lib/production.ts);
 * without it (npm run dev): the watching development servers (wrangler dev, wrangler pages dev).
 */
import path from "node:path";
import {
  applyMigrations,
  buildWeb,
  root,
  startCloudflare,
  startServers,
  startStripe,
} from "./lib/platform";
import { buildProduction, startProduction } from "./lib/production";
import { seedLocal } from "./lib/seed";

// Overridable so a second platform can run beside the first (other ports, own state).
const stateDir = process.env.STATE_DIR ?? path.join(root, ".wrangler/state");
const apiPort = Number(process.env.API_PORT ?? 8787);
const webPort = Number(process.env.WEB_PORT ?? 8788);
const stripePort = Number(process.env.STRIPE_PORT ?? 12111);
const cloudflarePort = Number(process.env.CLOUDFLARE_PORT ?? 12112);
const registryDir = process.env.WRANGLER_REGISTRY_PATH;
const started = Date.now();
const step = (text: string) => console.log(`▸ ${text}`);
const production = process.argv.includes("--serve");

step("Applying database migrations to the local D1");
await applyMigrations({ stateDir, registryDir, quiet: true });

step("Starting the local Stripe");
const stripe = await startStripe({ stateDir, port: stripePort, apiPort });

step("Starting the local Cloudflare API (custom hostnames)");
const cloudflare = await startCloudflare({ stateDir, port: cloudflarePort });

step("Loading the USDA foods, and demo data (first run only)");
const seed = await seedLocal(stateDir, {
  registryDir,
  stripeUrl: stripe.url,
  platformHost: `localhost:${webPort}`,
});
console.log(seed.seeded ? "  demo sites created" : "  already there");
console.log(
  `  USDA foods: ${seed.foods.foods} foods, ${seed.foods.measures} household measures (${seed.foods.ms} ms)`,
);

step(production ? "Building the web app and the API for production" : "Building the web app");
await (production ? buildProduction(true) : buildWeb(true));

step(
  production
    ? "Starting the API and the web app (production build, one workerd process)"
    : "Starting the API and the web app (development servers)",
);
const platform = production
  ? await startProduction({ stateDir, apiPort, webPort, stripe, cloudflare })
  : await startServers({ stateDir, registryDir, apiPort, webPort, stripe, cloudflare, cron: true });

console.log(`
  Ready in ${((Date.now() - started) / 1000).toFixed(0)} s.

  Platform      ${platform.platformUrl}
  Demo site     ${platform.siteUrl("demo")}
  Second site   ${platform.siteUrl("second")}
  Kitchen       ${platform.platformUrl}/kitchen
  API           ${platform.apiUrl}/api/v1/site/site-slugs
  Dev mailbox   ${platform.platformUrl}/_dev/mail
  Local Stripe  ${stripe.url} (test card 4242 4242 4242 4242)
  Local Cloudflare API  ${cloudflare.baseURL} (custom hostnames, see local-cloudflare/README.md)

  Sign in with chef@example.com (owner of demo), jess@example.com (manager of demo),
  baker@example.com (owner of second), reader@example.com (free subscriber) or
  paid@example.com (monthly subscriber):
  the sign-in e-mail arrives in the dev mailbox. Ctrl+C stops everything. Server logs: .wrangler/logs/.
`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    await platform.stop();
    await stripe.stop();
    await cloudflare.stop();
    process.exit(0);
  });
}
