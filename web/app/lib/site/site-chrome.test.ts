import type { PublicSite } from "@schema/api/public-site";
import type { RichText } from "@schema/content/rich-text";
import { describe, expect, it } from "vitest";
import { HOME_CONTENT, siteChrome, siteContent } from "./site-chrome";

const about: RichText = {
  type: "document",
  children: [{ type: "paragraph", children: [{ text: "Hi" }] }],
};
const site = {
  title: "Maya's Kitchen",
  aboutShort: "Weeknight dinners",
  featuredImage: null,
  about,
  links: [{ id: "l1", label: "Shop", href: "javascript:alert(1)" }],
  events: [{ id: "e1", date: "2026-01-01T00:00:00Z" }],
  productLinks: [{ id: "p1" }],
  featuredRecipes: [{ id: "r1" }],
} as unknown as PublicSite;

describe("siteChrome", () => {
  it("keeps what every page renders and leaves each page's content to that page", () => {
    const chrome = siteChrome(site);
    expect(chrome).toMatchObject({ title: "Maya's Kitchen", aboutShort: "Weeknight dinners" });
    expect("featuredImage" in chrome).toBe(true);
    for (const key of ["about", "links", "events", "productLinks", "featuredRecipes"]) {
      expect(key in chrome).toBe(false);
    }
  });

  it("says which optional pages exist (links only with a safe address)", () => {
    expect(siteChrome(site).pages).toEqual({ about: true, links: false, events: true });
    expect(
      siteChrome({
        ...site,
        about: null,
        events: [],
        links: [{ id: "l", label: null, href: "/x" }],
      }).pages,
    ).toEqual({ about: false, links: true, events: false });
  });

  it("chooses the upgrade prompt's words: all recipes where some are locked, else support", () => {
    expect(siteChrome({ ...site, hasSubscriberOnlyRecipes: true }).upgradePitch).toBe(
      "Upgrade your subscription to get access to all recipes",
    );
    expect(siteChrome({ ...site, hasSubscriberOnlyRecipes: false }).upgradePitch).toBe(
      "Support Maya's Kitchen with a paid subscription",
    );
  });
});

describe("siteContent", () => {
  it("hands a page exactly the content it names", () => {
    expect(siteContent(site, ["events"])).toEqual({ events: site.events });
    expect(Object.keys(siteContent(site, HOME_CONTENT)).sort()).toEqual([
      "about",
      "featuredRecipes",
      "links",
      "productLinks",
    ]);
  });
});
