import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { Api } from "./api.server";
import { cachedPublicRead } from "./public-data-cache.server";

/** An in-memory Cache with the two methods the module uses, keyed by URL like Workers'. */
function memoryCache() {
  const entries = new Map<string, Response>();
  return {
    entries,
    match: vi.fn(async (key: string) => entries.get(key)?.clone()),
    put: vi.fn(async (key: string, response: Response) => {
      entries.set(key, response);
    }),
  };
}

function argsFor(cache: ReturnType<typeof memoryCache>, publicDataVersion?: string) {
  let calls = 0;
  const fetch = vi.fn(async () => Response.json({ site: { title: `answer ${++calls}` } }));
  const pending: Promise<unknown>[] = [];
  const context = {
    cloudflare: {
      env: { API: { fetch }, PLATFORM_HOST: "localhost:8788" },
      ctx: { waitUntil: (promise: Promise<unknown>) => pending.push(promise) },
      caches: { default: cache },
    },
    ...(publicDataVersion ? { publicDataVersion } : {}),
  } as unknown as AppLoadContext;
  const args = { request: new Request("http://demo.localhost:8788/recipes"), context };
  return { args, fetch, settled: () => Promise.all(pending) };
}

const PATH = "/site/demo/current-site";
const currentSite = (api: Api) =>
  api.site[":siteSlug"]["current-site"].$get({ param: { siteSlug: "demo" } });

describe("cachedPublicRead", () => {
  it("asks the API once, then answers from the edge cache for the same version", async () => {
    const cache = memoryCache();
    const first = argsFor(cache, "7-build");
    const answer = await cachedPublicRead(first.args, currentSite);
    await first.settled();
    expect(answer).toMatchObject({ ok: true, body: { site: { title: "answer 1" } } });
    expect(first.fetch).toHaveBeenCalledTimes(1);

    const second = argsFor(cache, "7-build");
    const again = await cachedPublicRead(second.args, currentSite);
    expect(again).toMatchObject({ ok: true, body: { site: { title: "answer 1" } } });
    expect(second.fetch).not.toHaveBeenCalled();
  });

  it("stores copies that expire with the page cache", async () => {
    const cache = memoryCache();
    const { args, settled } = argsFor(cache, "7-build");
    await cachedPublicRead(args, currentSite);
    await settled();
    const [stored] = [...cache.entries.values()];
    expect(stored?.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("asks again after a publish or settings change (a new content version)", async () => {
    const cache = memoryCache();
    const before = argsFor(cache, "7-build");
    await cachedPublicRead(before.args, currentSite);
    await before.settled();

    const after = argsFor(cache, "8-build");
    await cachedPublicRead(after.args, currentSite);
    expect(after.fetch).toHaveBeenCalledTimes(1);
  });

  it("never uses the cache without a version (signed-in views, the platform host)", async () => {
    const cache = memoryCache();
    const { args, fetch, settled } = argsFor(cache);
    await cachedPublicRead(args, currentSite);
    await cachedPublicRead(args, currentSite);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cache.match).not.toHaveBeenCalled();
    expect(cache.put).not.toHaveBeenCalled();
  });

  it("does not keep a failed answer", async () => {
    const cache = memoryCache();
    const { args, fetch, settled } = argsFor(cache, "7-build");
    fetch.mockImplementationOnce(async () =>
      Response.json({ error: "not_found", message: "Site not found" }, { status: 404 }),
    );
    const answer = await cachedPublicRead(args, currentSite);
    await settled();
    expect(answer).toMatchObject({ ok: false, status: 404 });
    expect(cache.put).not.toHaveBeenCalled();
  });

  it("keeps the answer in the isolate's memory until the edge copy ends", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const cache = memoryCache();
      const first = argsFor(cache, "7-build");
      await cachedPublicRead(first.args, currentSite);
      await first.settled();
      const second = argsFor(cache, "7-build");
      await cachedPublicRead(second.args, currentSite);
      expect(cache.match).toHaveBeenCalledTimes(1); // the first view's miss only

      vi.setSystemTime(1_000_000 + 60_000);
      const later = argsFor(cache, "7-build");
      await cachedPublicRead(later.args, currentSite);
      expect(cache.match).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("remembers an edge copy only for what is left of its life, and one of unknown age not at all", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const cache = memoryCache();
      const key = (version: string) => `https://public-data.internal${PATH}?__v=${version}`;
      const body = JSON.stringify({ site: { title: "stored" } });
      cache.entries.set(key("old"), new Response(body, { headers: { Age: "50" } }));
      cache.entries.set(key("unknown"), new Response(body));

      for (const version of ["old", "old", "unknown", "unknown"]) {
        const { args, fetch } = argsFor(cache, version);
        const read = await cachedPublicRead(args, currentSite);
        expect(read).toMatchObject({ ok: true, body: { site: { title: "stored" } } });
        expect(fetch).not.toHaveBeenCalled();
      }
      // "old" from memory the second time; "unknown" from the edge cache both times.
      expect(cache.match).toHaveBeenCalledTimes(3);

      vi.setSystemTime(1_000_000 + 10_000);
      await cachedPublicRead(argsFor(cache, "old").args, currentSite);
      expect(cache.match).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives each read its own copy of a remembered answer", async () => {
    const cache = memoryCache();
    const first = argsFor(cache, "7-build");
    const a = await cachedPublicRead(first.args, currentSite);
    const b = await cachedPublicRead(argsFor(cache, "7-build").args, currentSite);
    if (!a.ok || !b.ok) throw new Error("expected answers");
    b.body.site.title = "changed by a loader";
    const c = await cachedPublicRead(argsFor(cache, "7-build").args, currentSite);
    expect(c).toMatchObject({ ok: true, body: { site: { title: "answer 1" } } });
  });
});
