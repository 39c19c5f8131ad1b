import { startLocalStripe } from "../../local-stripe/server";

/**
 * Vitest global setup (Node side): the local Stripe the worker tests talk to, on the port
 * vitest.config.ts chose and handed to the worker as STRIPE_API_PORT. It sends no webhooks:
 * tests read its events (GET /v1/events) and deliver them themselves.
 */
export default async function setup() {
  const stripe = await startLocalStripe({
    port: Number(process.env.TEST_STRIPE_PORT),
    quiet: true,
  });
  return () => stripe.stop();
}
