import { describe, expect, it } from "vitest";
import { robotsTxt, rssXml, sitemapXml } from "./xml";

describe("sitemapXml", () => {
  it("lists escaped URLs with their last change", () => {
    const xml = sitemapXml([
      { loc: "http://demo.localhost/recipes/a&b", lastmod: "2026-01-02T00:00:00.000Z" },
      { loc: "http://demo.localhost/" },
    ]);
    expect(xml).toContain(
      "<loc>http://demo.localhost/recipes/a&amp;b</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>",
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe("rssXml", () => {
  it("is an RSS 2.0 channel with escaped items", () => {
    const xml = rssXml(
      {
        title: "Maya's <Kitchen>",
        link: "http://demo.localhost/",
        description: "d",
        feedUrl: "http://demo.localhost/rss.xml",
      },
      [
        {
          title: "Mac & Cheese",
          link: "http://demo.localhost/recipes/mac",
          publishedAt: "2026-01-02T10:00:00Z",
          categories: ["Main Dishes"],
        },
      ],
    );
    expect(xml).toContain("<title>Maya&apos;s &lt;Kitchen&gt;</title>");
    expect(xml).toContain("<title>Mac &amp; Cheese</title>");
    expect(xml).toContain("<pubDate>Fri, 02 Jan 2026 10:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Main Dishes</category>");
  });
});

describe("robotsTxt", () => {
  it("points crawlers at a site's sitemap and keeps the kitchen out", () => {
    expect(robotsTxt("http://demo.localhost", false)).toContain(
      "Sitemap: http://demo.localhost/sitemap.xml",
    );
    expect(robotsTxt("http://localhost", true)).toContain("Disallow: /kitchen");
  });
});
