import { describe, expect, it } from "vitest";
import { facebookShareUrl, pinterestShareUrl } from "./share-urls";

describe("share URLs", () => {
  it("pins the page with its image and title", () => {
    const url = new URL(
      pinterestShareUrl({
        pageUrl: "https://demo.example.com/recipes/soup?x=1&y=2",
        imageUrl: "https://demo.example.com/media/a.png?width=800&height=600",
        description: "Soup & bread",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.pinterest.com/pin/create/button/");
    expect(url.searchParams.get("url")).toBe("https://demo.example.com/recipes/soup?x=1&y=2");
    expect(url.searchParams.get("media")).toBe(
      "https://demo.example.com/media/a.png?width=800&height=600",
    );
    expect(url.searchParams.get("description")).toBe("Soup & bread");
  });

  it("pins without an image when the recipe has none", () => {
    const url = new URL(
      pinterestShareUrl({ pageUrl: "https://a.example/r", imageUrl: null, description: "" }),
    );
    expect(url.searchParams.has("media")).toBe(false);
    expect(url.searchParams.has("description")).toBe(false);
  });

  it("shares the page URL on Facebook", () => {
    const url = new URL(facebookShareUrl("https://demo.example.com/recipes/soup"));
    expect(url.origin + url.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(url.searchParams.get("u")).toBe("https://demo.example.com/recipes/soup");
  });
});
