/**
 * npm run db:seed — applies migrations, loads the USDA SR26 foods (every run, idempotent)
 * and loads the demo sites into the local state (.wrangler/state) when it is empty. `npm start` does this on its own; run this after
 * deleting .wrangler/state, or while the platform is stopped. The local Stripe runs for the
 * while, so the demo site's account, prices and paid subscription are set up in it too.
 */
import path from "node:path";
import { applyMigrations, root, startStripe } from "./lib/platform";
import { seedLocal } from "./lib/seed";

const stateDir = process.env.STATE_DIR ?? path.join(root, ".wrangler/state");
await applyMigrations({ stateDir, quiet: true });
const stripe = await startStripe({
  stateDir,
  port: Number(process.env.STRIPE_PORT ?? 12111),
  apiPort: Number(process.env.API_PORT ?? 8787),
});
try {
  const result = await seedLocal(stateDir, { stripeUrl: stripe.url });
  console.log(
    result.seeded ? `Seeded: ${JSON.stringify(result.summary)}` : "Already seeded; nothing to do.",
  );
  const { foods, measures, ms } = result.foods;
  console.log(`USDA foods: ${foods} foods, ${measures} household measures (${ms} ms)`);
} finally {
  await stripe.stop();
}
