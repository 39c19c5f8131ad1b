import { describe, expect, it } from "vitest";
import {
  cacheKey,
  etagOf,
  isCacheableRequest,
  isCacheableResponse,
  isSignedInPageView,
  matchesEtag,
  notModified,
} from "./edge-cache";

const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("isCacheableRequest", () => {
  it("caches anonymous GETs of pages", () => {
    expect(isCacheableRequest(get("http://demo.localhost/recipes?search=soup"))).toBe(true);
    expect(
      isCacheableRequest(get("http://demo.localhost/", { Cookie: "rp_pref_units=metric" })),
    ).toBe(true);
  });

  it.each([
    ["a signed-in visitor", get("http://demo.localhost/", { Cookie: "a=1; rp_session=abc" })],
    ["a bearer token", get("http://demo.localhost/", { Authorization: "Bearer x" })],
    ["a POST", new Request("http://demo.localhost/", { method: "POST" })],
    ["a magic link", get("http://demo.localhost/?mgk=token")],
    ["a preview", get("http://demo.localhost/recipes/x?preview=true")],
    ["sign-in pages", get("http://demo.localhost/sign-in")],
    ["media", get("http://demo.localhost/media/sites/a/b.png")],
    ["the dev mailbox", get("http://localhost/_dev/mail")],
    ["an unsubscribe link", get("http://demo.localhost/unsubscribe/token")],
    ["a reply e-mails link", get("http://demo.localhost/reply-emails/token")],
    // Fetched without cookies: cached, a saved icon would wait for the host memo to expire.
    ["the web app manifest", get("http://demo.localhost/manifest.webmanifest")],
    ["the favicon.ico redirect", get("http://demo.localhost/favicon.ico")],
    ["a generated icon", get("http://demo.localhost/icons/generated-180.png?v=a8371b")],
  ])("never caches %s", (_label, request) => {
    expect(isCacheableRequest(request)).toBe(false);
  });
});

describe("isSignedInPageView", () => {
  const session = { Cookie: "a=1; rp_session=abc" };

  it("is a signed-in GET of a page anonymous visitors get from the cache", () => {
    expect(isSignedInPageView(get("http://demo.localhost/recipes/x", session))).toBe(true);
    expect(isSignedInPageView(get("http://demo.localhost/recipes/x"))).toBe(false);
  });

  it.each([
    ["a POST", new Request("http://demo.localhost/", { method: "POST", headers: session })],
    ["media", get("http://demo.localhost/media/sites/a/b.png", session)],
    ["a preview", get("http://demo.localhost/recipes/x?preview=true", session)],
    ["sign-out", get("http://demo.localhost/sign-out", session)],
  ])("is not %s", (_label, request) => {
    expect(isSignedInPageView(request)).toBe(false);
  });
});

describe("cacheKey", () => {
  it("keeps each scale and unit choice of a recipe apart (the newsletter's links)", () => {
    const metric = get("http://demo.localhost/recipes/x?units=metric&temperature=celsius");
    const us = get("http://demo.localhost/recipes/x?units=imperial&temperature=fahrenheit");
    expect(cacheKey(metric, 1)).not.toBe(cacheKey(us, 1));
    expect(cacheKey(get("http://demo.localhost/recipes/x?scale=2"), 1)).not.toBe(
      cacheKey(get("http://demo.localhost/recipes/x"), 1),
    );
  });

  it("changes with the site version, so a publish is visible at once", () => {
    const request = get("http://demo.localhost/recipes");
    expect(cacheKey(request, 1)).not.toBe(cacheKey(request, 2));
  });

  it("changes with the build, so no cached page names replaced assets", () => {
    const request = get("http://demo.localhost/recipes");
    expect(cacheKey(request, 1, "abc")).not.toBe(cacheKey(request, 1, "def"));
  });

  it("ignores query order but not query values", () => {
    const a = cacheKey(get("http://demo.localhost/recipes?b=2&a=1"), 1);
    const b = cacheKey(get("http://demo.localhost/recipes?a=1&b=2"), 1);
    const c = cacheKey(get("http://demo.localhost/recipes?a=1&b=3"), 1);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("ignores campaign and click-tracking parameters, and keeps the page's own", () => {
    const plain = cacheKey(get("http://demo.localhost/recipes?search=soup"), 1);
    const tracked = cacheKey(
      get(
        "http://demo.localhost/recipes?utm_source=newsletter&search=soup&fbclid=IwAR0x&UTM_Campaign=fall&gclid=abc",
      ),
      1,
    );
    expect(tracked).toBe(plain);
    // The comment an e-mail links to is the page's script's to show: the same page.
    const linked = cacheKey(get("http://demo.localhost/recipes?search=soup&comment=c-1"), 1);
    expect(linked).toBe(plain);
    expect(cacheKey(get("http://demo.localhost/recipes?search=stew&utm_source=x"), 1)).not.toBe(
      plain,
    );
  });

  it("separates hosts and render-affecting preference cookies, not other cookies", () => {
    const base = cacheKey(get("http://demo.localhost/r"), 1);
    expect(cacheKey(get("http://second.localhost/r"), 1)).not.toBe(base);
    expect(
      cacheKey(get("http://demo.localhost/r", { Cookie: "rp_pref_units=metric" }), 1),
    ).not.toBe(base);
    expect(cacheKey(get("http://demo.localhost/r", { Cookie: "_ga=GA1.2" }), 1)).toBe(base);
  });
});

describe("isCacheableResponse", () => {
  it("shares plain 200s only", () => {
    expect(isCacheableResponse(new Response("ok"))).toBe(true);
    expect(isCacheableResponse(new Response("no", { status: 404 }))).toBe(false);
    expect(isCacheableResponse(new Response("x", { headers: { "Set-Cookie": "a=b" } }))).toBe(
      false,
    );
    expect(
      isCacheableResponse(new Response("x", { headers: { "Cache-Control": "private, no-store" } })),
    ).toBe(false);
  });
});

describe("ETags", () => {
  it("are stable for the same bytes and match weak and listed forms", async () => {
    const etag = await etagOf(new TextEncoder().encode("<html>").buffer as ArrayBuffer);
    expect(etag).toBe(await etagOf(new TextEncoder().encode("<html>").buffer as ArrayBuffer));
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
  });

  it("a 304 keeps the validators and drops the body", () => {
    const response = notModified(
      new Response("body", { headers: { ETag: '"a"', "Cache-Control": "public" } }),
    );
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe('"a"');
  });
});
