import { describe, expect, it } from "vitest";
import { isPagesOwnFile, withoutPagesOwnFiles } from "./own-files";

describe("Pages' own files", () => {
  it("are the worker's modules and Pages' configuration, nothing else", () => {
    for (const path of [
      "/_worker.js",
      "/_worker.js/index.js",
      "/_worker.js/kitchen.js",
      "/_routes.json",
      "/_headers",
      "/_redirects",
    ]) {
      expect(isPagesOwnFile(path)).toBe(true);
    }
    for (const path of [
      "/",
      "/_worker.jsx",
      "/favicon.svg",
      "/assets/_worker.js",
      "/_headers.txt",
      "/recipes/_routes.json",
    ]) {
      expect(isPagesOwnFile(path)).toBe(false);
    }
  });

  it("answer 404 from the static files; everything else is served as before", async () => {
    const asked: string[] = [];
    const assets = {
      fetch: async (input: RequestInfo | URL) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return new Response("file");
      },
    } as unknown as Fetcher;
    const files = withoutPagesOwnFiles(assets);
    expect((await files.fetch("https://example.com/_worker.js/kitchen.js")).status).toBe(404);
    expect((await files.fetch(new Request("https://example.com/_routes.json"))).status).toBe(404);
    const favicon = await files.fetch(new Request("https://example.com/favicon.svg"));
    expect(await favicon.text()).toBe("file");
    expect(asked).toEqual(["https://example.com/favicon.svg"]);
  });
});
