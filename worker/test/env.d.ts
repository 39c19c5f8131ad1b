import type { Env as WorkerEnv } from "../env";

// `env` from "cloudflare:test" is Cloudflare.Env: the worker's bindings plus test-only ones.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The local Stripe the tests run against (worker/test/local-stripe-setup.ts). */
      TEST_STRIPE_URL: string;
      /** The local Cloudflare API (worker/test/local-cloudflare-setup.ts): its control endpoint. */
      TEST_CLOUDFLARE_URL: string;
      /** Site databases for moving a site (worker/services/site-databases): tests only, so far. */
      SITE_DB_1: D1Database;
      SITE_DB_2: D1Database;
    }
  }
}
