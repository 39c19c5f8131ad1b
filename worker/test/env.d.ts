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
      /** The site databases (wrangler.toml), which the factories fill in turn. */
      SITE_DB_1: D1Database;
      SITE_DB_2: D1Database;
      /**
       * "1" in the worker-platform project (vitest.config.ts): the factories make sites in the
       * platform's database, where production's sites live until they are moved.
       */
      TEST_SITES_ON_PLATFORM?: string;
    }
  }
}
