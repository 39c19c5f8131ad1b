import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E } from "./support/ports";

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium; .ci/run installs it) against a
 * platform started fresh for the run by global-setup.ts on its own ports and state.
 */
export default defineConfig({
  testDir: path.join(import.meta.dirname, "tests"),
  globalSetup: path.join(import.meta.dirname, "global-setup.ts"),
  // Guards against a hang, not speed checks: a busy 2-core machine can take many times
  // longer than a quiet one over a step or a test, and a passing run never waits for them.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: path.join(import.meta.dirname, "../.test-results/playwright.json") }],
  ],
  outputDir: path.join(import.meta.dirname, "../.test-results/e2e"),
  use: {
    baseURL: E2E.platformUrl,
    trace: "retain-on-failure",
    // Creator sites register a service worker (web/app/lib/offline/register.ts). Specs read
    // the network's pages and count the server's answers, so only the offline spec, which
    // is about the worker, lets it run (offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // No network here but loopback: background services would only fail noisily.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Kitchen specs publish recipes and change the demo site's theme, which moves its content
  // version (a fresh edge-cache key) and its listings; readers' specs run first so they
  // never see the site change under them.
  // Specs that move the local Stripe's clock (clock-*.spec.ts) run last and alone: a month
  // passing would expire other specs' Checkout and portal sessions mid-flight.
  projects: [
    {
      name: "readers",
      testIgnore: /(kitchen|clock).*\.spec\.ts$/,
      use: { browserName: "chromium" },
    },
    {
      name: "authors",
      testMatch: /kitchen.*\.spec\.ts$/,
      dependencies: ["readers"],
      use: { browserName: "chromium" },
    },
    {
      name: "clock",
      testMatch: /clock.*\.spec\.ts$/,
      dependencies: ["authors"],
      use: { browserName: "chromium" },
    },
  ],
});
