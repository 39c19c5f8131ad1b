import path from "node:path";

// Overridable so two checkouts can run their browser tests side by side.
const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
const webPort = Number(process.env.E2E_WEB_PORT ?? 8798);
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 8796);
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? 8794);
const stateRoot = path.resolve(import.meta.dirname, "../../.wrangler");

/** Where the browser-test platform runs: beside, not on top of, `npm start`'s 8787/8788. */
export const E2E = {
  apiPort,
  webPort,
  stripePort,
  stripeUrl: `http://127.0.0.1:${stripePort}`,
  cloudflarePort,
  cloudflareUrl: `http://127.0.0.1:${cloudflarePort}`,
  stateDir: path.join(stateRoot, "e2e-state"),
  registryDir: path.join(stateRoot, "e2e-registry"),
  platformUrl: `http://localhost:${webPort}`,
  apiUrl: `http://localhost:${apiPort}`,
  siteUrl: (slug: string) => `http://${slug}.localhost:${webPort}`,
};
