import { createServer } from "node:net";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { handleFixture } from "./import-fixtures/handler";

/**
 * Four projects:
 *  - worker: the API's integration tests inside workerd, with local D1/KV/R2/Queues from
 *    wrangler.toml, isolated storage per test file and the real migrations applied.
 *    Pure worker modules (seed data, markup) run here too: they are workerd code.
 *  - worker-clock: the worker tests that move the local Stripe's clock (a month, a year).
 *    That clock is the whole emulator's, so they get a local Stripe of their own: moved
 *    under the other files' feet it would expire their Checkout sessions mid-test. For the
 *    same reason its files run one at a time, after the other projects.
 *  - worker-platform: the main paths again, with the sites in the platform's database.
 *  - unit: pure shared and web modules (conversion, fractions, rich text) in plain Node.
 * Browser end-to-end tests are Playwright's (e2e/), not vitest's.
 *
 * Each worker project's Stripe calls reach a real local Stripe (local-stripe/) and its custom
 * hostnames a local Cloudflare API (local-cloudflare/), started by the project's global
 * setup on free ports chosen here, where the bindings are fixed, so parallel runs do not
 * collide.
 *
 * Test files run two at a time (vitest's default on 2 cores is one): a worker test spends
 * most of its time waiting (workerd starting, Stripe round trips, the rate limiter's
 * one-minute window), so a second file fills the idle core.
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

/** The `@schema/*` path alias of tsconfig.json, for every project. */
const schemaAlias = { "@schema": path.join(import.meta.dirname, "schema") };

/** Files that move the local Stripe's clock: see worker-clock above. */
const CLOCK_TESTS = [
  "worker/queues/billing-mail.test.ts",
  "worker/queues/stripe-event.test.ts",
  "worker/routes/manage-billing.happy.test.ts",
];

/**
 * The main paths run again with every site in the platform's database (worker-platform):
 * where production's sites live until they are moved (ADR 0014), with its shortcuts for a
 * site whose rows sit beside the platform's. The rest of the suite runs the split layout,
 * the stricter of the two: a query that wrongly assumes one database fails there.
 */
const PLATFORM_LAYOUT_TESTS = [
  "worker/test/layout.test.ts",
  "worker/routes/site-recipes.happy.test.ts",
  "worker/routes/site-comments.happy.test.ts",
  "worker/routes/site-comment-edits.happy.test.ts",
  "worker/routes/comment-reply-emails.happy.test.ts",
  "worker/routes/site-subscriptions.happy.test.ts",
  "worker/routes/manage-recipes.happy.test.ts",
  "worker/routes/manage-newsletters.happy.test.ts",
  "worker/routes/manage-account.happy.test.ts",
  "worker/routes/hosts-renamed-site.test.ts",
];

type WorkerProject = {
  name: string;
  include: string[];
  exclude: string[];
  migrations: Awaited<ReturnType<typeof readD1Migrations>>;
  /** Where sites go: the site databases (the default), or the platform's. */
  sitesOnPlatform?: boolean;
  /**
   * One file at a time, after every other project: files that share something no two may
   * move at once (worker-clock's one local Stripe clock).
   */
  oneFileAtATime?: boolean;
};

async function workerProject(project: WorkerProject): Promise<TestProjectInlineConfiguration> {
  const stripePort = await freePort();
  const cloudflarePort = await freePort();
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ENVIRONMENT: "test",
            TEST_MIGRATIONS: project.migrations,
            // Sites made through the API go to a site database, as locally (ADR 0014);
            // the factories spread theirs over both (worker/test/factories.ts).
            NEW_SITES_DATABASE: project.sitesOnPlatform ? "DB" : "SITE_DB_2",
            TEST_SITES_ON_PLATFORM: project.sitesOnPlatform ? "1" : "0",
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
            if (new URL(request.url).hostname.endsWith(".test")) return handleFixture(request);
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
      name: project.name,
      // Vitest 5 runs a project of its own worker count only in a group of its own.
      ...(project.oneFileAtATime ? { fileParallelism: false, sequence: { groupOrder: 1 } } : {}),
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
      include: project.include,
      // One workerd runtime per lane for all its test files, not one per file: starting a
      // runtime cost about five seconds a file, two thirds of the suite. Each file still
      // starts from empty storage (worker/test/apply-migrations.ts); module state is
      // shared, which the worker's code keeps to caches keyed by what they cache.
      isolate: false,
      // A guard against a hang, not a speed check: a test that walks a reader through
      // the local Stripe makes a dozen HTTP round trips, which on a busy 2-core CI
      // machine can pass vitest's default 5 s.
      testTimeout: 30_000,
      exclude: [...configDefaults.exclude, ...project.exclude],
      setupFiles: ["./worker/test/apply-migrations.ts"],
      // The global setups read their ports from here (worker/test/local-*-setup.ts).
      env: {
        LOCAL_STRIPE_PORT: String(stripePort),
        LOCAL_CLOUDFLARE_PORT: String(cloudflarePort),
      },
      globalSetup: [
        "./worker/test/local-stripe-setup.ts",
        "./worker/test/local-cloudflare-setup.ts",
      ],
    },
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      maxWorkers: 2,
      projects: [
        await workerProject({
          name: "worker",
          include: ["worker/**/*.test.ts"],
          // *.node.test.ts need Node (e.g. code-generating validators workerd forbids).
          exclude: ["worker/**/*.node.test.ts", ...CLOCK_TESTS],
          migrations,
        }),
        await workerProject({
          name: "worker-platform",
          include: PLATFORM_LAYOUT_TESTS,
          exclude: [],
          migrations,
          sitesOnPlatform: true,
        }),
        await workerProject({
          name: "worker-clock",
          include: CLOCK_TESTS,
          exclude: [],
          migrations,
          // Each of its files moves the one clock: side by side, a year moved by one
          // expired the other's Checkout session mid-test.
          oneFileAtATime: true,
        }),
        {
          resolve: { alias: schemaAlias },
          test: {
            name: "unit",
            environment: "node",
            // Pure modules: nothing to isolate, and a fresh Node worker per file was most
            // of this project's time.
            isolate: false,
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
