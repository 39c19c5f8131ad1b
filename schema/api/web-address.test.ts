import { describe, expect, it } from "vitest";
import { contributorBody } from "./manage-contributors";
import { eventFields } from "./manage-events";
import { linkUrl } from "./manage-fields";
import { equipmentUsageBody, ingredientUsageBody } from "./manage-recipes";
import { siteSettingsBody } from "./manage-sites";

// A web address typed without its scheme is saved with https://: stored bare, the public pages
// would read it as a path on the site (or drop it).

describe("linkUrl", () => {
  it.each([
    ["www.theosbakehouse.example.com/shop", "https://www.theosbakehouse.example.com/shop"],
    ["majakrogh.example.com", "https://majakrogh.example.com"],
    [" example.com/path?q=1 ", "https://example.com/path?q=1"],
    ["https://example.com/shop", "https://example.com/shop"],
    ["HTTP://example.com", "HTTP://example.com"],
  ])("saves %j as %j", (typed, saved) => {
    expect(linkUrl.parse(typed)).toBe(saved);
  });

  it.each(["shop", "javascript:alert(1)", "1.5", "me@example.com", "//evil.example"])(
    "refuses %j",
    (typed) => {
      expect(linkUrl.safeParse(typed).success).toBe(false);
    },
  );
});

describe("every creator-entered web address", () => {
  const settings = (fields: object) =>
    siteSettingsBody.parse({ title: "Theo's", slug: "theos", ...fields });

  it("links-page entries and header links, keeping paths on the site", () => {
    const parsed = settings({
      links: [{ href: "www.theosbakehouse.example.com/shop" }, { href: "/recipes" }],
      headerLinks: [{ label: "Shop", href: "www.theosbakehouse.example.com/shop" }],
    });
    expect(parsed.links?.map((link) => link.href)).toEqual([
      "https://www.theosbakehouse.example.com/shop",
      "/recipes",
    ]);
    expect(parsed.headerLinks?.[0]?.href).toBe("https://www.theosbakehouse.example.com/shop");
  });

  it("social links (an e-mail gets mailto:) and product links", () => {
    const parsed = settings({
      socialMediaLinks: [
        { platform: "instagram", url: "www.instagram.com/theos" },
        { platform: "email", url: "theo@example.com" },
      ],
      productLinks: [
        {
          productTitle: { type: "document", children: [] },
          href: "shop.example.com/loaf",
        },
      ],
    });
    expect(parsed.socialMediaLinks?.map((link) => link.url)).toEqual([
      "https://www.instagram.com/theos",
      "mailto:theo@example.com",
    ]);
    expect(parsed.productLinks?.[0]?.href).toBe("https://shop.example.com/loaf");
  });

  it("events, contributors and recipe lines", () => {
    const event = eventFields.parse({
      title: "Bake-along",
      date: "2026-12-05T18:30",
      timeZone: "Europe/Paris",
      onlineUrl: "www.meet.example.com/bake",
      href: "www.tickets.example.com",
    });
    expect([event.onlineUrl, event.href]).toEqual([
      "https://www.meet.example.com/bake",
      "https://www.tickets.example.com",
    ]);
    const contributor = contributorBody.parse({
      name: "Maja",
      links: ["https://maja.example.com", "www.majakrogh.example.com"],
    });
    expect(contributor.links).toEqual([
      "https://maja.example.com",
      "https://www.majakrogh.example.com",
    ]);
    expect(ingredientUsageBody.parse({ link: "www.flour.example.com" }).link).toBe(
      "https://www.flour.example.com",
    );
    expect(
      equipmentUsageBody.parse({
        equipmentId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
        link: "www.pans.example.com",
      }).link,
    ).toBe("https://www.pans.example.com");
  });
});
