/**
 * npm test — every suite: worker tests in workerd and unit tests (vitest), then the browser
 * tests (Playwright in Debian's Chromium against a freshly started local platform).
 * Ends with one summary line, "N passed, N failed", and a non-zero exit on any failure.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/platform";

const resultsDir = path.join(root, ".test-results");
mkdirSync(resultsDir, { recursive: true });

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const vitestJson = path.join(resultsDir, "vitest.json");
const vitestCode = await run([
  path.join(root, "node_modules/vitest/vitest.mjs"),
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);

const playwrightJson = path.join(resultsDir, "playwright.json"); // e2e/playwright.config.ts writes it
const playwrightCode = await run([
  path.join(root, "node_modules/@playwright/test/cli.js"),
  "test",
  "--config",
  "e2e/playwright.config.ts",
]);

const read = (file: string) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};
const vitest = read(vitestJson);
const playwright = read(playwrightJson);
const passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (vitestCode && !vitest ? 1 : 0) +
  (playwrightCode && !playwright ? 1 : 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log(
  `\nworker+unit: ${vitest?.numPassedTests ?? "?"} passed; browser: ${playwright?.stats?.expected ?? "?"} passed`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(vitestCode || playwrightCode ? 1 : 0);
