import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { headerNavItems } from "../../lib/site/nav";
import { ThemePreview } from "./ThemePreview";

/** The preview header's words in order, as the creator reads them. */
function previewNav(headerLinks: { label: string }[], newslettersEnabled: boolean): string[] {
  const html = renderToStaticMarkup(
    createElement(ThemePreview, {
      title: "Theo's Bakehouse",
      logo: null,
      headerLayout: "left",
      colors: null,
      type: null,
      accentColor: null,
      themeStyle: null,
      headerLinks,
      newslettersEnabled,
    }),
  );
  const nav = /<span class="theme-preview__nav">(.*?)<\/span><\/div>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<span>([^<]*)<\/span>/g)].map((match) => match[1] ?? "");
}

describe("ThemePreview's header", () => {
  it("lists what the live header lists, in its order, Subscribe as a link like the others", () => {
    const links = [
      { label: "Visit the bakery", href: "https://bakery.example.com", openInNewTab: true },
    ];
    const live = headerNavItems(
      {
        pages: { about: false, links: false, events: false },
        headerLinks: links,
        newslettersEnabled: true,
      },
      null,
      "/",
    ).map((item) => item.label);
    expect(live).toEqual(["All Recipes", "Visit the bakery", "Subscribe"]);
    expect(previewNav(links, true)).toEqual([...live, "Sign In"]);
  });

  it("shows no Subscribe when newsletters are off, and at most two of the site's own links", () => {
    const labels = ["Shop", "Classes", "Press"].map((label) => ({ label }));
    expect(previewNav(labels, false)).toEqual(["All Recipes", "Shop", "Classes", "Sign In"]);
  });
});
