import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { handleFixture } from "./import-fixtures/handler";

/**
 * Two projects:
 *  - worker: the API's integration tests inside workerd, with local D1/KV/R2/Queues from
 *    wrangler.toml, isolated storage per test file and the real migrations applied.
 *    Pure worker modules (seed data, markup) run here too: they are workerd code.
 *  - unit: pure shared and web modules (conversion, fractions, rich text) in plain Node.
 * Browser end-to-end tests are Playwright's (e2e/), not vitest's.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { ENVIRONMENT: "test", TEST_MIGRATIONS: migrations },
                // The worker's outbound fetches: `*.test` names are the import fixture web
                // (import-fixtures/); anything else goes out as it would.
                outboundService: (request: Request) =>
                  new URL(request.url).hostname.endsWith(".test")
                    ? handleFixture(request)
                    : fetch(request),
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            setupFiles: ["./worker/test/apply-migrations.ts"],
          },
        },
        {
          test: {
            name: "unit",
            environment: "node",
            include: [
              "schema/**/*.test.ts",
              "web/app/**/*.test.ts",
              "scripts/**/*.test.ts",
              "local-stripe/**/*.test.ts",
            ],
          },
        },
      ],
    },
  };
});
