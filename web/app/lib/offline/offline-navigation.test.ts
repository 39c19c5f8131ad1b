import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch.js";
import { redirectDocument } from "@remix-run/server-runtime";
import { ServerMode } from "@remix-run/server-runtime/dist/mode.js";
import {
  encodeViaTurboStream,
  getSingleFetchRedirect,
  SingleFetchRedirectSymbol,
} from "@remix-run/server-runtime/dist/single-fetch.js";
import { describe, expect, it } from "vitest";
import {
  mergeRoutePatches,
  pageOfData,
  reloadDocumentData,
  reloadDocumentDiscovery,
} from "./offline-navigation";

describe("reloadDocumentData", () => {
  it("is, byte for byte, what Remix's server sends for a loader's redirectDocument", async () => {
    const redirect = redirectDocument("/recipes/pie?servings=4");
    const result = getSingleFetchRedirect(redirect.status, redirect.headers, undefined);
    const stream = encodeViaTurboStream(
      { [SingleFetchRedirectSymbol]: result },
      new AbortController().signal,
      undefined,
      ServerMode.Production,
    );
    const served = reloadDocumentData("/recipes/pie?servings=4");
    expect(served.status).toBe(202);
    expect(await served.text()).toBe(await new Response(stream).text());
  });

  it("decodes in the browser's Remix to a redirect that reloads the document", async () => {
    const served = reloadDocumentData("/shopping-list");
    const decoded = await decodeViaTurboStream(served.body as ReadableStream, globalThis);
    const value = decoded.value as Record<symbol, unknown>;
    const [redirect] = Object.getOwnPropertySymbols(value).map((key) => value[key]);
    expect(redirect).toEqual({
      redirect: "/shopping-list",
      status: 302,
      revalidate: false,
      reload: true,
      replace: false,
    });
  });

  it("keeps an address with quotes and non-ASCII letters whole", async () => {
    const path = '/recipes/crème-brûlée?note="x"';
    const decoded = await decodeViaTurboStream(
      reloadDocumentData(path).body as ReadableStream,
      globalThis,
    );
    const value = decoded.value as Record<symbol, { redirect: string }>;
    const [redirect] = Object.getOwnPropertySymbols(value).map((key) => value[key]);
    expect(redirect?.redirect).toBe(path);
  });
});

describe("reloadDocumentDiscovery", () => {
  it("is the 204 Remix's route discovery reads as 'load the page as a document'", () => {
    const answer = reloadDocumentDiscovery();
    expect(answer.status).toBe(204);
    expect(answer.headers.has("X-Remix-Reload-Document")).toBe(true);
  });
});

describe("mergeRoutePatches", () => {
  it("adds the routes of a new answer to those known", () => {
    const known = { root: { id: "root" }, "routes/recipes.$slug": { id: "routes/recipes.$slug" } };
    const merged = mergeRoutePatches(known, {
      "routes/shopping-list": { id: "routes/shopping-list" },
    });
    expect(Object.keys(merged).sort()).toEqual([
      "root",
      "routes/recipes.$slug",
      "routes/shopping-list",
    ]);
  });

  it("ignores an answer that is not a map of routes", () => {
    const known = { root: { id: "root" } };
    expect(mergeRoutePatches(known, null)).toBe(known);
    expect(mergeRoutePatches(known, [1, 2])).toBe(known);
    expect(mergeRoutePatches(known, "routes")).toBe(known);
  });
});

describe("pageOfData", () => {
  const page = (address: string) => pageOfData(new URL(address, "https://demo.example.com"));

  it("is the page whose data was asked for, without Remix's route list", () => {
    expect(page("/recipes/pie.data?_routes=routes%2Frecipes.%24slug")).toBe("/recipes/pie");
    expect(page("/shopping-list.data")).toBe("/shopping-list");
    expect(page("/_root.data")).toBe("/");
    expect(page("/recipes.data?q=soup&_routes=routes%2Frecipes._index")).toBe("/recipes?q=soup");
  });
});
