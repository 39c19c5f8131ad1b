import { readFileSync } from "node:fs";
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { MARKER, patchSource, routerFiles } from "./router-patch";

describe("@remix-run/router as installed (npm's postinstall patches it)", () => {
  it("keeps its route matching's work: both builds carry the patch", () => {
    for (const file of routerFiles()) expect(readFileSync(file, "utf8")).toContain(MARKER);
  });

  it("matches as before: static before dynamic, params, splats, index and optional segments", () => {
    const routes: RouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "recipe", path: "recipes/:slug" },
          { id: "new", path: "recipes/new" },
          { id: "page", path: ":lang?/about" },
          { id: "missing", path: "*" },
        ],
      },
    ];
    const ids = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id);
    // Twice each: the second answer comes from what the first kept.
    for (let round = 0; round < 2; round++) {
      expect(ids("/")).toEqual(["root", "home"]);
      expect(ids("/recipes/new")).toEqual(["root", "new"]);
      expect(ids("/recipes/shakshuka")).toEqual(["root", "recipe"]);
      expect(matchRoutes(routes, "/recipes/shak%20shuka")?.[1]?.params).toEqual({
        slug: "shak shuka",
      });
      expect(ids("/fr/about")).toEqual(["root", "page"]);
      expect(ids("/about")).toEqual(["root", "page"]);
      expect(ids("/no/such/page")).toEqual(["root", "missing"]);
    }
  });

  it("keeps ranked routes per routes array: another array is matched on its own", () => {
    const first: RouteObject[] = [{ id: "a", path: "a" }];
    const second: RouteObject[] = [{ id: "b", path: "a" }];
    expect(matchRoutes(first, "/a")?.[0]?.route.id).toBe("a");
    expect(matchRoutes(second, "/a")?.[0]?.route.id).toBe("b");
  });

  it("patches a source once, and refuses a source it does not recognise", () => {
    const source = readFileSync(routerFiles()[0] as string, "utf8");
    expect(patchSource(source)).toBe(source);
    expect(() => patchSource("function somethingElse() {}")).toThrow(/@remix-run\/router changed/);
  });
});
