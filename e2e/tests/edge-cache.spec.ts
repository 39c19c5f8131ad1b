import { expect, test } from "@playwright/test";
import { api, makeSpecSite } from "../support/creator";
import { siteGet } from "../support/site-request";

/** Anonymous site pages come from the edge cache; personal ones never do. */

test("an anonymous page is cached, revalidates with its ETag, and skips the cache for a session", async () => {
  const path = `/?cache-test=${Date.now()}`;
  const first = await siteGet("demo", path);
  expect(first.status).toBe(200);
  expect(first.headers["x-cache"]).toBe("MISS");
  expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

  const second = await siteGet("demo", path);
  expect(second.headers["x-cache"]).toBe("HIT");
  // The same page, but for its CSP nonce, which every response gets fresh (security-headers.spec.ts).
  const withoutNonces = (body: string) => body.replace(/ nonce="[^"]*"/g, "");
  expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));

  // A click from a newsletter or a social post is the same page.
  const tracked = await siteGet("demo", `${path}&utm_source=newsletter&fbclid=IwAR0abc`);
  expect(tracked.headers["x-cache"]).toBe("HIT");

  const revalidated = await siteGet("demo", path, { "If-None-Match": etag });
  expect(revalidated.status).toBe(304);

  // A request with a session cookie is rendered fresh and never stored.
  const personal = await siteGet("demo", path, { Cookie: "rp_session=not-a-real-token" });
  expect(personal.headers["x-cache"]).toBeUndefined();
});

test("hashed build assets may be kept for a year; files with stable names for a day", async () => {
  const page = await siteGet("demo", "/recipes");
  const script = page.body.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await siteGet("demo", script as string);
  expect(asset.status).toBe(200);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  const sound = await siteGet("demo", "/sounds/timer.webm");
  expect(sound.headers["cache-control"]).toBe("public, max-age=86400");
});

test("a settings change reaches anonymous visitors at once: no page or site data from memory outlives it", async () => {
  const run = Date.now().toString(36);
  const slug = `fresh-${run}`;
  const token = await makeSpecSite(`fresh-owner-${run}@example.com`, slug, "Before Kitchen");
  const title = async (path: string, headers: Record<string, string> = {}) => {
    const page = await siteGet(slug, path, headers);
    expect(page.status).toBe(200);
    return {
      cache: page.headers["x-cache"],
      title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1],
    };
  };
  expect(await title("/")).toEqual({
    cache: "MISS",
    title: expect.stringContaining("Before Kitchen"),
  });
  expect(await title("/")).toEqual({
    cache: "HIT",
    title: expect.stringContaining("Before Kitchen"),
  });
  // Another page renders with the site's settings as the web app last read them.
  expect((await title(`/?other=${run}`)).title).toContain("Before Kitchen");
  // A signed-in view renders for its reader, with the site's settings read the same way.
  const signedIn = { Cookie: `rp_session=${token}` };
  expect(await title("/", signedIn)).toEqual({
    cache: undefined,
    title: expect.stringContaining("Before Kitchen"),
  });

  const saved = await api(`/manage/${slug}/sites`, {
    method: "PUT",
    token,
    json: { title: "After Kitchen", slug },
  });
  expect(saved.status).toBe(200);
  // The same address (held in the isolate's memory of the edge cache) and a page never
  // rendered (its site settings read through the public-data cache) both show the change.
  expect(await title("/")).toEqual({
    cache: "MISS",
    title: expect.stringContaining("After Kitchen"),
  });
  expect((await title(`/?later=${run}`)).title).toContain("After Kitchen");
  expect((await title("/", signedIn)).title).toContain("After Kitchen");
});
