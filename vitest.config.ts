import { createServer } from "node:net";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { handleFixture } from "./import-fixtures/handler";

/**
 * Two projects:
 *  - worker: the API's integration tests inside workerd, with local D1/KV/R2/Queues from
 *    wrangler.toml, isolated storage per test file and the real migrations applied.
 *    Pure worker modules (seed data, markup) run here too: they are workerd code.
 *  - unit: pure shared and web modules (conversion, fractions, rich text) in plain Node.
 * Browser end-to-end tests are Playwright's (e2e/), not vitest's.
 *
 * The worker's Stripe calls reach a real local Stripe (local-stripe/), started by
 * worker/test/local-stripe-setup.ts on a free port (TEST_STRIPE_PORT pins one), so parallel
 * runs do not collide; the port is chosen here because the bindings are fixed here. The
 * local Cloudflare API (local-cloudflare/) the same way (TEST_CLOUDFLARE_PORT).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The `@schema/*` path alias of tsconfig.json, for both projects. */
const schemaAlias = { "@schema": path.join(import.meta.dirname, "schema") };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const stripePort = Number(process.env.TEST_STRIPE_PORT) || (await freePort());
  process.env.TEST_STRIPE_PORT = String(stripePort);
  const cloudflarePort = Number(process.env.TEST_CLOUDFLARE_PORT) || (await freePort());
  process.env.TEST_CLOUDFLARE_PORT = String(cloudflarePort);
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  ENVIRONMENT: "test",
                  TEST_MIGRATIONS: migrations,
                  STRIPE_API_HOST: "127.0.0.1",
                  STRIPE_API_PORT: String(stripePort),
                  STRIPE_API_PROTOCOL: "http",
                  TEST_STRIPE_URL: `http://127.0.0.1:${stripePort}`,
                  CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${cloudflarePort}/client/v4`,
                  TEST_CLOUDFLARE_URL: `http://127.0.0.1:${cloudflarePort}`,
                },
                // The worker's outbound fetches: `*.test` names are the import fixture web
                // (import-fixtures/); anything else (the local Stripe) goes out as it would.
                outboundService: async (request: Request) => {
                  if (new URL(request.url).hostname.endsWith(".test"))
                    return handleFixture(request);
                  // Rebuilt for Node's own fetch, which does not take Miniflare's Request objects.
                  const bodyless = request.method === "GET" || request.method === "HEAD";
                  return fetch(request.url, {
                    method: request.method,
                    headers: [...request.headers],
                    body: bodyless ? undefined : await request.arrayBuffer(),
                    redirect: "manual",
                  });
                },
              },
            }),
          ],
          // @react-email/render imports React 19's renderer: see react-dom-server-edge.ts.
          resolve: {
            alias: {
              ...schemaAlias,
              "react-dom/server.edge": path.join(
                import.meta.dirname,
                "worker/services/mail/react-dom-server-edge.ts",
              ),
            },
          },
          test: {
            name: "worker",
            // Cloudflare's API client (worker/services/custom-hostnames) pre-bundled into a few
            // modules. Unbundled it is ~1,900 modules (its client module imports every API):
            // fetched one by one into every test file, and inlined all at once into the pool's
            // warm-module message, which workerd refuses as too large from the second test
            // file on. Its pure annotations are honoured (Vite ignores them by default) so
            // only the custom hostnames resource remains, as in the deployed bundle.
            deps: {
              optimizer: {
                ssr: {
                  enabled: true,
                  include: [
                    "cloudflare/tree-shakable",
                    "cloudflare/resources/custom-hostnames/custom-hostnames",
                    "cloudflare/core/error",
                  ],
                  esbuildOptions: { ignoreAnnotations: false },
                },
              },
            },
            include: ["worker/**/*.test.ts"],
            // A guard against a hang, not a speed check: a test that walks a reader through
            // the local Stripe makes a dozen HTTP round trips, which on a busy 2-core CI
            // machine can pass vitest's default 5 s.
            testTimeout: 30_000,
            // *.node.test.ts need Node (e.g. code-generating validators workerd forbids).
            exclude: [...configDefaults.exclude, "worker/**/*.node.test.ts"],
            setupFiles: ["./worker/test/apply-migrations.ts"],
            globalSetup: [
              "./worker/test/local-stripe-setup.ts",
              "./worker/test/local-cloudflare-setup.ts",
            ],
          },
        },
        {
          resolve: { alias: schemaAlias },
          test: {
            name: "unit",
            environment: "node",
            include: [
              "schema/**/*.test.ts",
              "web/app/**/*.test.ts",
              "web/pages-worker/**/*.test.ts",
              "scripts/**/*.test.ts",
              "local-stripe/**/*.test.ts",
              "local-cloudflare/**/*.test.ts",
              "worker/**/*.node.test.ts",
            ],
          },
        },
      ],
    },
  };
});
