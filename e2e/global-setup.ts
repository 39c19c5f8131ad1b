import { rmSync } from "node:fs";
import {
  applyMigrations,
  buildWeb,
  startCloudflare,
  startServers,
  startStripe,
} from "../scripts/lib/platform";
import { buildProduction, startProduction } from "../scripts/lib/production";
import { seedLocal } from "../scripts/lib/seed";
import { E2E } from "./support/ports";

/**
 * A fresh platform for every run: empty state, migrations, the demo seed, a new build.
 * E2E_SERVE=1 runs the production build in one workerd process (npm run serve) instead of
 * the development servers.
 */
export default async function globalSetup() {
  rmSync(E2E.stateDir, { recursive: true, force: true });
  const options = { stateDir: E2E.stateDir, registryDir: E2E.registryDir, quiet: true };
  await applyMigrations(options);
  // The local Stripe keeps its state beside the platform's, so it starts fresh too.
  const stripe = await startStripe({
    stateDir: E2E.stateDir,
    port: E2E.stripePort,
    apiPort: E2E.apiPort,
  });
  const cloudflare = await startCloudflare({ stateDir: E2E.stateDir, port: E2E.cloudflarePort });
  await seedLocal(E2E.stateDir, {
    registryDir: E2E.registryDir,
    stripeUrl: stripe.url,
    platformHost: `localhost:${E2E.webPort}`,
  });
  const serve = process.env.E2E_SERVE === "1";
  if (!process.env.E2E_SKIP_BUILD) await (serve ? buildProduction(true) : buildWeb(true));
  const platformOptions = {
    ...options,
    apiPort: E2E.apiPort,
    webPort: E2E.webPort,
    // The tests change sites and look at once as visitors; every view asks for the version.
    hostMemoSeconds: 0,
    // Every test signs in from 127.0.0.1: the per-IP sign-in limit is for one address's people.
    vars: { SIGN_IN_IP_LIMIT: "1000" },
    stripe,
    cloudflare,
  };
  const platform = await (serve
    ? startProduction(platformOptions)
    : startServers({ ...platformOptions, cron: true }));
  return async () => {
    await platform.stop();
    await stripe.stop();
    await cloudflare.stop();
  };
}
