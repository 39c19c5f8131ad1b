import Stripe from "stripe";
import type { Env } from "../../env";
import { ApiError } from "../../errors";

/**
 * The one place the Stripe SDK is configured (docs/architecture.md §7): the fetch HTTP client and
 * SubtleCrypto webhook verification, which is what workerd offers. Locally and in tests
 * STRIPE_API_HOST points the SDK at the project's local Stripe; production sets no override
 * and talks to api.stripe.com. Services call this; routes never do.
 */
export type StripeEnv = Pick<
  Env,
  | "ENVIRONMENT"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_API_HOST"
  | "STRIPE_API_PORT"
  | "STRIPE_API_PROTOCOL"
>;

/** wrangler.toml's local values all carry this; the repository is public, so they are too. */
const LOCAL_VALUE = /_local_/;

/**
 * Production must have its own secrets and talk to Stripe itself: the local key, a local
 * webhook secret (anyone could sign events with it) or a host override there is refused.
 */
function checkProduction(env: StripeEnv, ...secrets: string[]) {
  if (env.ENVIRONMENT !== "production") return;
  if (env.STRIPE_API_HOST || secrets.some((secret) => !secret || LOCAL_VALUE.test(secret))) {
    console.error("Stripe is not configured for production (see README, Production settings)");
    throw new ApiError("internal", "Payments are not configured");
  }
}

export function stripeClient(env: StripeEnv): Stripe {
  checkProduction(env, env.STRIPE_SECRET_KEY);
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    ...(env.STRIPE_API_HOST
      ? {
          host: env.STRIPE_API_HOST,
          port: env.STRIPE_API_PORT ?? "443",
          protocol: env.STRIPE_API_PROTOCOL ?? "https",
        }
      : {}),
  });
}

/** Webhooks older than this are refused as replays (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * Checks a webhook's Stripe-Signature against the endpoint's secret and parses the event.
 * Throws on a missing, wrong or stale signature.
 */
export function verifiedEvent(
  env: StripeEnv,
  payload: string,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  checkProduction(env, secret);
  return stripeClient(env).webhooks.constructEventAsync(
    payload,
    signature,
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
    cryptoProvider,
  );
}

export type { Stripe };
