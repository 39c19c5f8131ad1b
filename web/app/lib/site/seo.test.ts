import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalUrl, itemListJsonLd, seoMeta, socialImage } from "./seo";

describe("seoMeta", () => {
  const tags = seoMeta({
    siteTitle: "Maya's Kitchen",
    pageTitle: "Recipes",
    description: "Weeknight dinners.",
    origin: "https://demo.example.com",
    path: "/recipes?search=soup",
    image: { url: "/media/a.png", width: 800, height: 600 },
  });
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
      | Record<string, string>
      | undefined;

  it("titles the page 'Page | Site' and describes it", () => {
    expect(tags[0]).toEqual({ title: "Recipes | Maya's Kitchen" });
    expect(find("name", "description")?.content).toBe("Weeknight dinners.");
    expect(find("property", "og:description")?.content).toBe("Weeknight dinners.");
  });

  it("gives a canonical address on the site origin without the query", () => {
    expect(find("rel", "canonical")?.href).toBe("https://demo.example.com/recipes");
    expect(find("property", "og:url")?.content).toBe("https://demo.example.com/recipes");
  });

  it("makes the share image absolute and asks for a large card", () => {
    expect(find("property", "og:image")?.content).toBe("https://demo.example.com/media/a.png");
    expect(find("name", "twitter:image")?.content).toBe("https://demo.example.com/media/a.png");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("uses the site title alone on the home page and leaves out empty tags", () => {
    const home = seoMeta({ siteTitle: "S", origin: "http://s.localhost:8788", path: "/" });
    expect(home[0]).toEqual({ title: "S" });
    expect(home.some((tag) => "name" in tag && tag.name === "description")).toBe(false);
    expect(home.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });
});

describe("urls", () => {
  it("keeps absolute image addresses", () => {
    expect(absoluteUrl("https://a.example", "https://cdn.example/x.png")).toBe(
      "https://cdn.example/x.png",
    );
    expect(canonicalUrl("https://a.example", "/collections/soups#top")).toBe(
      "https://a.example/collections/soups",
    );
  });
});

describe("itemListJsonLd", () => {
  it("numbers the list from 1 with absolute urls", () => {
    const tag = itemListJsonLd("https://a.example", [
      { path: "/recipes/soup", name: "Soup" },
      { path: "/recipes/bread", name: "Bread" },
    ]) as { "script:ld+json": { itemListElement: unknown[]; numberOfItems: number } };
    expect(tag["script:ld+json"].numberOfItems).toBe(2);
    expect(tag["script:ld+json"].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://a.example/recipes/soup", name: "Soup" },
      { "@type": "ListItem", position: 2, url: "https://a.example/recipes/bread", name: "Bread" },
    ]);
  });
});

describe("socialImage", () => {
  it("asks the image host for the 800x600 social crop", () => {
    expect(socialImage({ url: "/media/a.png", crop: null })).toEqual({
      url: "/media/a.png?width=800&height=600&fit=cover&quality=75",
      width: 800,
      height: 600,
    });
    expect(socialImage(null)).toBeNull();
  });
});
