import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const publicDir = path.join(import.meta.dirname, "../../public");
const routes = JSON.parse(readFileSync(path.join(publicDir, "_routes.json"), "utf8")) as {
  include: string[];
  exclude: string[];
};

/** _routes.json's patterns: `*` matches anything, the rest literally. */
const excluded = (pathname: string) =>
  routes.exclude.some((pattern) =>
    new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    ).test(pathname),
  );

function files(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

// createPagesHandler skips Remix's static-file lookup: it relies on every file of the client
// build never reaching the function.
describe("the client build's files never reach the Pages function", () => {
  it("excludes every file in public/ that Pages serves", () => {
    const served = files(publicDir).filter((file) => !/^\/_(routes\.json|headers)$/.test(file));
    expect(served.length).toBeGreaterThan(0);
    for (const file of served) expect(excluded(file), file).toBe(true);
  });

  it("excludes the hashed build assets (Vite's assets/ folder)", () => {
    expect(excluded("/assets/entry.client-AbC123.js")).toBe(true);
  });

  it("still runs the function for pages", () => {
    expect(routes.include).toEqual(["/*"]);
    expect(excluded("/recipes/shakshuka")).toBe(false);
    expect(excluded("/favicon.ico")).toBe(false);
  });
});
