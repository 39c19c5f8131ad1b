import { describe, expect, it } from "vitest";
import { sessionAfter, withOfflineHeaders } from "./offline-headers.server";
import { ANONYMOUS_VIEWER, KEEP_HEADER, VIEWER_HEADER, viewerKeyOf } from "./offline-rules";

const site = "https://demo.example.com";
const withCookie = (path: string, cookie?: string, method = "GET") =>
  new Request(`${site}${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });

describe("sessionAfter", () => {
  it("is the request's session unless the response sets or clears it", () => {
    const request = withCookie("/", "rp_pref_units=metric; rp_session=old");
    expect(sessionAfter(request, new Response("ok"))).toBe("old");
    const signedIn = new Response("ok", { headers: { "Set-Cookie": "rp_session=new; Path=/" } });
    expect(sessionAfter(request, signedIn)).toBe("new");
    const cleared = new Response("ok", {
      headers: { "Set-Cookie": "rp_session=; Max-Age=0; Path=/; HttpOnly" },
    });
    expect(sessionAfter(request, cleared)).toBeNull();
    expect(sessionAfter(withCookie("/"), new Response("ok"))).toBeNull();
  });
});

describe("withOfflineHeaders", () => {
  it("names the viewer on every answer, anonymous without a session", async () => {
    const anonymous = await withOfflineHeaders(withCookie("/recipes"), new Response("ok"));
    expect(anonymous.headers.get(VIEWER_HEADER)).toBe(ANONYMOUS_VIEWER);
    const reader = await withOfflineHeaders(
      withCookie("/recipes", "rp_session=abc"),
      new Response("ok"),
    );
    expect(reader.headers.get(VIEWER_HEADER)).toBe(await viewerKeyOf("abc"));
    expect(reader.headers.get(VIEWER_HEADER)).not.toContain("abc");
  });

  it("is anonymous on the answer that signs the reader out", async () => {
    const signedOut = await withOfflineHeaders(
      withCookie("/", "rp_session=abc"),
      new Response(null, { status: 302, headers: { "Set-Cookie": "rp_session=; Max-Age=0" } }),
    );
    expect(signedOut.headers.get(VIEWER_HEADER)).toBe(ANONYMOUS_VIEWER);
  });

  it("is anonymous on a recipe's data for a session ended elsewhere, whose cookie it clears", async () => {
    // A link followed in the page on a device signed out from another one: the recipe's
    // loader found the session dead and cleared its cookie (recipe-page.server.ts).
    const preview = await withOfflineHeaders(
      withCookie("/recipes/a.data", "rp_session=revoked"),
      new Response("{}", {
        headers: { [KEEP_HEADER]: "preview", "Set-Cookie": "rp_session=; Max-Age=0; Path=/" },
      }),
    );
    expect(preview.headers.get(VIEWER_HEADER)).toBe(ANONYMOUS_VIEWER);
  });

  it("marks the shopping list the reader's own to keep, and nothing else by its path", async () => {
    const list = await withOfflineHeaders(withCookie("/shopping-list"), new Response("ok"));
    expect(list.headers.get(KEEP_HEADER)).toBe("own");
    const data = await withOfflineHeaders(withCookie("/shopping-list.data"), new Response("ok"));
    expect(data.headers.get(KEEP_HEADER)).toBe("own");
    const missing = await withOfflineHeaders(
      withCookie("/shopping-list"),
      new Response("gone", { status: 404 }),
    );
    expect(missing.headers.get(KEEP_HEADER)).toBeNull();
    const home = await withOfflineHeaders(withCookie("/"), new Response("ok"));
    expect(home.headers.get(KEEP_HEADER)).toBeNull();
  });

  it("keeps a recipe page's own mark (the loader's) and the response as it was", async () => {
    const page = await withOfflineHeaders(
      withCookie("/recipes/a"),
      new Response("<p>", { status: 200, headers: { [KEEP_HEADER]: "preview", ETag: '"x"' } }),
    );
    expect(page.headers.get(KEEP_HEADER)).toBe("preview");
    expect(page.headers.get("ETag")).toBe('"x"');
    expect(await page.text()).toBe("<p>");
  });
});
