import { describe, expect, it } from "vitest";
import routes from "../public/_routes.json";
import { functionServes } from "./routes";

describe("functionServes (the project's _routes.json)", () => {
  it("sends pages, data requests and route discovery to the function", () => {
    for (const path of [
      "/",
      "/recipes/pancakes",
      "/kitchen",
      "/kitchen/recipes.data",
      "/__manifest",
    ]) {
      expect(functionServes(path, routes)).toBe(true);
    }
  });

  it("leaves the build's assets, the favicon and the sounds to the static files", () => {
    for (const path of [
      "/assets/entry.client-abc.js",
      "/assets/a/b.css",
      "/favicon.svg",
      "/sounds/ding.mp3",
    ]) {
      expect(functionServes(path, routes)).toBe(false);
    }
  });

  it("matches whole paths: a look-alike prefix still runs the function", () => {
    expect(functionServes("/favicon.svg.html", routes)).toBe(true);
    expect(functionServes("/assetsx/file.js", routes)).toBe(true);
  });

  it("lets an exclude rule win over an include rule, and runs nothing outside the includes", () => {
    const only = { version: 1, include: ["/api/*"], exclude: ["/api/docs/*"] };
    expect(functionServes("/api/recipes", only)).toBe(true);
    expect(functionServes("/api/docs/index.html", only)).toBe(false);
    expect(functionServes("/about", only)).toBe(false);
  });
});
