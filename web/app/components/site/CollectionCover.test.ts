import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CollectionCover } from "./CollectionCover";

const image = {
  id: "0b6c1a0e-8a57-4c54-9a55-2f7f0a2b1d11",
  url: "/media/sites/s1/soups.jpg",
  width: 2000,
  height: 1500,
  lqip: null,
};

const render = (crop: { x: number; y: number; width: number; height: number } | null) =>
  renderToStaticMarkup(
    createElement(CollectionCover, { image: { ...image, crop }, title: "Winter soups" }),
  );

describe("CollectionCover", () => {
  it("shows the collection's image with alt text, sized before it loads", () => {
    const html = render(null);
    expect(html).toContain('alt="Winter soups: the collection&#x27;s cover"');
    expect(html).toContain('width="2000"');
    expect(html).toContain('height="1500"');
    expect(html).toContain('src="/media/sites/s1/soups.jpg?width=760&amp;quality=75"');
    expect(html).toContain('loading="eager"');
  });

  it("takes its shape from the creator's crop, the picture that is served", () => {
    const html = render({ x: 100, y: 0, width: 1200, height: 1200 });
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="1200"');
    expect(html).toContain("crop=100%2C0%2C1200%2C1200");
  });
});
