import type { TestProject } from "vitest/node";
import { startLocalStripe } from "../../local-stripe/server";

/**
 * Vitest global setup (Node side): the local Stripe a worker project's tests talk to, on the
 * port vitest.config.ts chose for that project and handed to its worker as STRIPE_API_PORT.
 * It sends no webhooks: tests read its events (GET /v1/events) and deliver them themselves.
 */
export default async function setup(project: TestProject) {
  const stripe = await startLocalStripe({
    port: Number(project.config.env.LOCAL_STRIPE_PORT),
    quiet: true,
  });
  return () => stripe.stop();
}
