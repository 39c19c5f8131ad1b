import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as faviconIco } from "../../routes/favicon[.]ico";
import { loader as manifest } from "../../routes/manifest[.]webmanifest";

/** The routes a browser asks by name, against an API that knows one site. */
const upload = (name: string) => ({ url: `/media/sites/s1/${name}`, crop: null });

function argsFor(host: string, pictures: { icon?: object | null; favicon?: object | null }) {
  const site = {
    slug: "demo",
    title: "Demo",
    aboutShort: null,
    colorTheme: null,
    typeTheme: null,
    themeAccentColor: null,
    themeStyle: null,
    icon: null,
    favicon: null,
    ...pictures,
  };
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    if (path.startsWith("/api/v1/hosts/")) {
      return Response.json({ site: { id: "s1", slug: "demo", title: "Demo", contentVersion: 1 } });
    }
    if (path === "/api/v1/site/demo/current-site") return Response.json({ site });
    return new Response("Not found", { status: 404 });
  };
  const context = {
    cloudflare: { env: { API: { fetch }, PLATFORM_HOST: "localhost:8788" } },
  } as unknown as AppLoadContext;
  return { request: new Request(`http://${host}/favicon.ico`), context, params: {} };
}

describe("/favicon.ico", () => {
  it("sends a site without a favicon upload to its site icon, cut square", async () => {
    const res = await faviconIco(argsFor("demo.localhost:8788", { icon: upload("icon.png") }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      "/media/sites/s1/icon.png?width=48&height=48&fit=cover&quality=75",
    );
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("prefers the favicon upload, and falls back to the platform's icon", async () => {
    const both = argsFor("demo.localhost:8788", {
      icon: upload("icon.png"),
      favicon: upload("tab.ico"),
    });
    expect((await faviconIco(both)).headers.get("Location")).toBe("/media/sites/s1/tab.ico");
    const none = await faviconIco(argsFor("demo.localhost:8788", {}));
    expect(none.headers.get("Location")).toBe("/favicon.svg");
    const platform = await faviconIco(argsFor("localhost:8788", {}));
    expect(platform.headers.get("Location")).toBe("/favicon.svg");
  });
});

describe("/manifest.webmanifest", () => {
  it("names the uploaded icon, and is asked again each time so a saved icon shows at once", async () => {
    const res = await manifest(argsFor("demo.localhost:8788", { icon: upload("icon.png") }));
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const body = (await res.json()) as { icons: { src: string }[] };
    expect(body.icons[0]?.src).toMatch(/^\/media\/sites\/s1\/icon\.png\?width=192/);
  });
});
