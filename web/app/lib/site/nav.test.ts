import type { RichText } from "@schema/content/rich-text";
import { describe, expect, it } from "vitest";
import { headerNavItems, showSubscribeLink } from "./nav";
import { hasRichTextContent } from "./rich-text-text";
import { siteChrome } from "./site-chrome";

const about: RichText = {
  type: "document",
  children: [{ type: "paragraph", children: [{ text: "Hi" }] }],
};
const site = {
  about: null as RichText | null,
  links: [] as { id: string; label: string | null; href: string }[],
  events: [] as { date: string }[],
  headerLinks: [
    { label: "Shop", href: "https://shop.example.com", openInNewTab: true },
    { label: "Bad", href: "javascript:alert(1)", openInNewTab: false },
    { label: "Classes", href: "/events", openInNewTab: false },
  ],
  newslettersEnabled: true,
};

describe("showSubscribeLink", () => {
  it("shows for visitors who are not subscribed, when newsletters are on", () => {
    expect(showSubscribeLink(site, null, "/")).toBe(true);
    expect(showSubscribeLink(site, { isSubscribed: false }, "/recipes")).toBe(true);
  });

  it("hides when newsletters are off, the user is pending or subscribed, or on /subscribe", () => {
    expect(showSubscribeLink({ newslettersEnabled: false }, null, "/")).toBe(false);
    expect(showSubscribeLink(site, null, "/", true)).toBe(false);
    expect(showSubscribeLink(site, { isSubscribed: true }, "/")).toBe(false);
    expect(showSubscribeLink(site, null, "/subscribe")).toBe(false);
    expect(showSubscribeLink(site, null, "/subscribe/success")).toBe(false);
  });
});

describe("headerNavItems", () => {
  it("lists All Recipes and safe custom links; optional pages only when they have content", () => {
    const items = headerNavItems(siteChrome(site as never), null, "/");
    expect(items.map((i) => i.label)).toEqual(["All Recipes", "Shop", "Classes", "Subscribe"]);
    expect(items[1]).toMatchObject({ internal: false, newTab: true });
    expect(items[2]).toMatchObject({ internal: true, href: "/events" });
  });

  it("adds About, Links and Events when the site has them", () => {
    const full = {
      ...site,
      about,
      links: [{ id: "1", label: "Shop", href: "https://x.example" }],
      events: [{ date: "2026-01-01T00:00:00Z" }],
    };
    const labels = headerNavItems(siteChrome(full as never), { isSubscribed: true }, "/").map(
      (i) => i.label,
    );
    expect(labels).toEqual(["All Recipes", "Shop", "Classes", "About", "Links", "Events"]);
  });
});

describe("about presence and events order", () => {
  it("treats an empty document as no about content", () => {
    expect(
      hasRichTextContent({
        type: "document",
        children: [{ type: "paragraph", children: [{ text: "  " }] }],
      }),
    ).toBe(false);
    expect(hasRichTextContent(about)).toBe(true);
    expect(hasRichTextContent(null)).toBe(false);
  });
});
