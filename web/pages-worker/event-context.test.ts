import { describe, expect, it } from "vitest";
import { pagesEventContext } from "./event-context";

/** Records what reaches the static files, answering each with its URL. */
function assets() {
  const asked: (RequestInfo | URL)[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL) => {
      asked.push(input);
      return new Response(input instanceof Request ? input.url : String(input));
    },
  } as unknown as Fetcher;
  return { asked, fetcher };
}

function executionContext() {
  const waited: Promise<unknown>[] = [];
  let passedThrough = false;
  return {
    waited,
    passedThrough: () => passedThrough,
    ctx: {
      waitUntil: (promise: Promise<unknown>) => void waited.push(promise),
      passThroughOnException: () => {
        passedThrough = true;
      },
    },
  };
}

describe("pagesEventContext", () => {
  it("gives a [[path]] handler the request, env and the path's segments as Pages does", () => {
    const { fetcher } = assets();
    const request = new Request("https://demo.example.com/recipes/pancakes?x=1");
    const env = { ASSETS: fetcher, PLATFORM_HOST: "example.com" };
    const context = pagesEventContext(request, env, executionContext().ctx);
    expect(context.request.url).toBe(request.url);
    expect(context.request.method).toBe("GET");
    expect(context.env).toBe(env);
    expect(context.params).toEqual({ path: ["recipes", "pancakes"] });
    expect(
      pagesEventContext(new Request("https://example.com/"), env, executionContext().ctx).params,
    ).toEqual({ path: [] });
  });

  it("hands over a request of its own, with the method, headers and body, that may be changed", async () => {
    const { fetcher } = assets();
    const request = new Request("https://example.com/kitchen/recipes/new", {
      method: "POST",
      headers: { "If-None-Match": '"v1"', Cookie: "session=abc" },
      body: "title=Soup",
    });
    const context = pagesEventContext(request, { ASSETS: fetcher }, executionContext().ctx);
    expect(context.request).not.toBe(request);
    expect(context.request.method).toBe("POST");
    expect(context.request.headers.get("Cookie")).toBe("session=abc");
    context.request.headers.delete("If-None-Match");
    expect(context.request.headers.has("If-None-Match")).toBe(false);
    expect(await context.request.text()).toBe("title=Soup");
  });

  it("hands waitUntil and passThroughOnException to the worker's execution context", async () => {
    const { fetcher } = assets();
    const run = executionContext();
    const context = pagesEventContext(
      new Request("https://example.com/"),
      { ASSETS: fetcher },
      run.ctx,
    );
    const work = Promise.resolve("stored");
    context.waitUntil(work);
    context.passThroughOnException();
    expect(run.waited).toEqual([work]);
    expect(run.passedThrough()).toBe(true);
  });

  it("serves the static files on next(): the request itself, or the one given", async () => {
    const { asked, fetcher } = assets();
    const request = new Request("https://example.com/favicon.svg");
    const context = pagesEventContext(request, { ASSETS: fetcher }, executionContext().ctx);
    expect(await (await context.next()).text()).toBe("https://example.com/favicon.svg");
    expect(asked[0]).toBe(request);
    expect(await (await context.next("https://example.com/sounds/ding.mp3")).text()).toBe(
      "https://example.com/sounds/ding.mp3",
    );
  });
});
