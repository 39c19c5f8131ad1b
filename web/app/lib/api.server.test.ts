import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { apiFetch, segment } from "./api.server";

/** The API binding answering `response` to every call. */
function argsAnswering(response: Response) {
  const context = {
    cloudflare: { env: { API: { fetch: async () => response } } },
  } as unknown as AppLoadContext;
  return { request: new Request("http://demo.localhost:8788/"), context };
}

describe("the API's answers as the web reads them", () => {
  it("parses a JSON body, ok or an error", async () => {
    const ok = await apiFetch(argsAnswering(Response.json({ site: { title: "Demo" } })), "/x");
    expect(ok).toMatchObject({ ok: true, status: 200, body: { site: { title: "Demo" } } });
    const error = { error: "not_found", message: "Recipe not found" };
    const missing = await apiFetch(argsAnswering(Response.json(error, { status: 404 })), "/x");
    expect(missing).toMatchObject({ ok: false, status: 404, body: error });
  });

  it("gives a null body for an empty answer or one that is not JSON, never a throw", async () => {
    const empty = await apiFetch(argsAnswering(new Response(null, { status: 204 })), "/x");
    expect(empty).toMatchObject({ ok: true, status: 204, body: null });
    const html = new Response("<h1>Bad gateway</h1>", { status: 502 });
    expect(await apiFetch(argsAnswering(html), "/x")).toMatchObject({
      ok: false,
      status: 502,
      body: null,
    });
    const otherJson = Response.json(["not", "an", "error"], { status: 500 });
    expect(await apiFetch(argsAnswering(otherJson), "/x")).toMatchObject({ body: null });
  });
});

describe("segment", () => {
  it("encodes a path segment, a lone surrogate as the replacement character", () => {
    expect(segment("tikka masala/2")).toBe("tikka%20masala%2F2");
    expect(segment("id\ud800")).toBe("id%EF%BF%BD");
    expect(segment("\u{1F600}")).toBe("%F0%9F%98%80");
  });
});
