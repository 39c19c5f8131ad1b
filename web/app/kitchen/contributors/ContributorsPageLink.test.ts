import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContributorsPageLink } from "./ContributorsPageLink";

const render = (published: boolean) =>
  renderToStaticMarkup(
    createElement(ContributorsPageLink, { siteUrl: "http://demo.localhost:8788", published }),
  );

describe("ContributorsPageLink", () => {
  it("links to the site's Contributors page once it lists someone", () => {
    const html = render(true);
    expect(html).toContain('href="http://demo.localhost:8788/contributors"');
    expect(html).toContain("View your Contributors page");
  });

  it("says when the page will appear instead of linking to a missing page", () => {
    const html = render(false);
    expect(html).not.toContain("<a");
    expect(html).toContain("appears once a published recipe credits someone");
  });
});
