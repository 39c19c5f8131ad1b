import { env } from "cloudflare:test";
import { images } from "@schema/db/images";
import { socialLinks } from "@schema/db/site-content";
import { colorThemes } from "@schema/db/themes";
import { describe, expect, it } from "vitest";
import {
  call,
  insertInEveryDb,
  makeCustomDomain,
  makeSite,
  siteDb,
  unique,
} from "../test/factories";

describe("GET /site/site-slugs", () => {
  it("lists every site's slug", async () => {
    const [a, b] = [await makeSite(), await makeSite()];
    const res = await call("GET", "/site/site-slugs");
    expect(res.status).toBe(200);
    expect(res.body.siteSlugs).toEqual(expect.arrayContaining([a.slug, b.slug]));
  });
});

describe("GET /hosts/{host}", () => {
  it("finds a site by its platform subdomain", async () => {
    const site = await makeSite();
    const res = await call("GET", `/hosts/${site.slug}.localhost:8788`);
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      id: site.id,
      slug: site.slug,
      contentVersion: 1,
      origin: `http://${site.slug}.localhost:8788`,
    });
  });

  it("finds a site by an active custom domain, not a pending one", async () => {
    const site = await makeSite();
    const active = `${unique("cooks")}.example.com`;
    const pending = `${unique("pending")}.example.com`;
    await makeCustomDomain(site.id, active, "active");
    await makeCustomDomain(site.id, pending, "pending");
    const byDomain = await call("GET", `/hosts/${active}`);
    expect(byDomain.body.site).toMatchObject({ slug: site.slug, origin: `https://${active}` });
    // The subdomain still answers, and names the custom domain as the canonical origin.
    const bySlug = await call("GET", `/hosts/${site.slug}.localhost:8788`);
    expect(bySlug.body.site.origin).toBe(`https://${active}`);
    expect((await call("GET", `/hosts/${pending}`)).status).toBe(404);
  });

  it("a mapped custom domain wins over a subdomain that names another site", async () => {
    const [mapped, named] = [await makeSite(), await makeSite()];
    // Only possible through the table (adding a domain refuses platform hosts), but the
    // one-statement lookup must still rank the mapping first.
    await makeCustomDomain(mapped.id, `${named.slug}.localhost:8788`, "active");
    const res = await call("GET", `/hosts/${named.slug}.localhost:8788`);
    expect(res.body.site).toMatchObject({ id: mapped.id, slug: mapped.slug });
  });

  it.each(["nosuchsite.localhost:8788", "example.com", "a.b.localhost:8788", "localhost:8788"])(
    "answers 404 for %s",
    async (host) => {
      expect((await call("GET", `/hosts/${host}`)).status).toBe(404);
    },
  );
});

describe("GET /site/{siteSlug}/current-site", () => {
  it("returns the public settings, theme and links, never another site's", async () => {
    // A platform catalogue row, in every database as the seed writes them.
    const theme = await insertInEveryDb(colorThemes, {
      slug: unique("theme"),
      title: "Sage",
      colorText: "#1f2a1f",
      colorAccent: "#2f6b3a",
      colorSubdued: "#5d6b5d",
      colorOverlay: "#00000066",
      colorBackground: "#fbfaf6",
      colorPanel: "#f0eee6",
      colorEmphasis: "#a33b20",
      colorOutline: "#d6d3c7",
    });
    const site = await makeSite({
      colorThemeId: theme.id,
      aboutShort: "Weeknight food",
      themeAccentColor: "#1d4ed8",
      themeStyle: "bold",
    });
    const other = await makeSite();
    await (await siteDb(site.id)).insert(socialLinks).values({
      siteId: site.id,
      platform: "instagram",
      url: "https://instagram.com/a",
      position: 0,
    });
    await (await siteDb(other.id))
      .insert(socialLinks)
      .values({ siteId: other.id, platform: "tiktok", url: "https://tiktok.com/@b", position: 0 });

    const res = await call("GET", `/site/${site.slug}/current-site`);
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      slug: site.slug,
      aboutShort: "Weeknight food",
      colorTheme: { colorAccent: "#2f6b3a" },
      themeAccentColor: "#1d4ed8",
      themeStyle: "bold",
      headerLayout: "left",
      defaultMeasurementSystem: "imperial",
      defaultTemperatureSystem: "fahrenheit",
    });
    expect(res.body.site.socialMediaLinks).toEqual([
      expect.objectContaining({ platform: "instagram", url: "https://instagram.com/a" }),
    ]);
  });

  it("is 404 for an unknown site and for a malformed slug", async () => {
    expect((await call("GET", "/site/no-such-site/current-site")).status).toBe(404);
    expect((await call("GET", "/site/Bad_Slug!/current-site")).status).toBe(404);
  });
});

describe("GET /media/{key}", () => {
  it("serves an uploaded file with long-lived caching and no script", async () => {
    const site = await makeSite();
    const key = `sites/${site.id}/images/${crypto.randomUUID()}.svg`;
    await env.MEDIA.put(key, "<svg xmlns='http://www.w3.org/2000/svg'/>", {
      httpMetadata: { contentType: "image/svg+xml" },
    });
    await (await siteDb(site.id))
      .insert(images)
      .values({ siteId: site.id, key, contentType: "image/svg+xml", width: 1, height: 1 });
    const res = await call("GET", `/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    expect(res.headers.get("Content-Security-Policy")).toContain("sandbox");
  });

  it("is 404 for a missing file", async () => {
    expect((await call("GET", "/media/sites/nothing/here.png")).status).toBe(404);
  });
});
