import { describe, expect, it } from "vitest";
import { parseRedirectLines } from "./redirect-lines";

describe("parseRedirectLines", () => {
  it("reads each line's pair, however it is parted, and skips blanks and comments", () => {
    const text = [
      "# from my old blog",
      "/category/cakes/ /collections/cakes",
      "",
      "/about-me\t/about",
      "https://old.example.com/shop/, https://shop.example.com/",
      "  /pies ->  /recipes?search=pie  ",
      "/tarts → /collections/tarts",
    ].join("\r\n");
    expect(parseRedirectLines(text)).toEqual({
      redirects: [
        { line: 2, from: "/category/cakes/", to: "/collections/cakes" },
        { line: 4, from: "/about-me", to: "/about" },
        { line: 5, from: "https://old.example.com/shop/", to: "https://shop.example.com/" },
        { line: 6, from: "/pies", to: "/recipes?search=pie" },
        { line: 7, from: "/tarts", to: "/collections/tarts" },
      ],
      unreadable: [],
    });
  });

  it("names the lines it cannot read as one pair", () => {
    expect(parseRedirectLines("/only-one\n/a /b /c\n/ok /fine")).toEqual({
      redirects: [{ line: 3, from: "/ok", to: "/fine" }],
      unreadable: [1, 2],
    });
  });
});
