import { describe, expect, it } from "vitest";
import {
  mgkRedirect,
  PLATFORM_SIGN_IN_PATH,
  PLATFORM_WELCOME_PATH,
  safeNextPath,
  signInHref,
  signInNextPath,
  signUpNextPath,
  subscribeHref,
} from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path with its query and hash", () => {
    expect(safeNextPath("/recipes/soup?x=1#notes")).toBe("/recipes/soup?x=1#notes");
  });

  it.each([
    [undefined],
    [null],
    [""],
    ["recipes"],
    ["https://evil.example/"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    [`/${"a".repeat(2048)}`],
  ])("falls back to / for %j", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("normalises dot segments without leaving the host", () => {
    expect(safeNextPath("/a/../../b")).toBe("/b");
  });
});

describe("mgkRedirect", () => {
  it("sends a page with mgk to the callback and drops the parameter from next", () => {
    const target = mgkRedirect("https://demo.example.com/bookmarks?mgk=TOKEN&tab=2");
    expect(target).toBe("/sign-in/callback?mgk=TOKEN&next=%2Fbookmarks%3Ftab%3D2");
  });

  it("defaults next to the home page", () => {
    expect(mgkRedirect("http://localhost:8788/?mgk=abc")).toBe(
      "/sign-in/callback?mgk=abc&next=%2F",
    );
  });

  it("does nothing without mgk or on the callback page itself", () => {
    expect(mgkRedirect("http://localhost:8788/recipes")).toBeNull();
    expect(mgkRedirect("http://localhost:8788/sign-in/callback?mgk=abc")).toBeNull();
  });
});

describe("signInHref", () => {
  it("returns to the current page", () => {
    expect(signInHref("/sign-in", "/recipes/soup")).toBe("/sign-in?next=%2Frecipes%2Fsoup");
  });

  it("adds no next for the home page or the sign-in pages themselves", () => {
    expect(signInHref("/sign-up", "/")).toBe("/sign-up");
    expect(signInHref("/sign-in", "/sign-up?next=%2Fx")).toBe("/sign-in");
  });
});

describe("signUpNextPath", () => {
  it("leads a platform sign-up from the home page on to making a site", () => {
    expect(signUpNextPath("platform", "/")).toBe(PLATFORM_WELCOME_PATH);
  });

  it("keeps where a platform visitor was heading", () => {
    expect(signUpNextPath("platform", "/developers/api")).toBe("/developers/api");
  });

  it("leaves a creator site's sign-up where it was", () => {
    expect(signUpNextPath("site", "/")).toBe("/");
    expect(signUpNextPath("site", "/recipes/soup")).toBe("/recipes/soup");
  });
});

describe("subscribeHref", () => {
  it("carries the recipe being read", () => {
    expect(subscribeHref("/recipes/soup")).toBe("/subscribe?next=%2Frecipes%2Fsoup");
  });

  it("drops the home page", () => {
    expect(subscribeHref("/")).toBe("/subscribe");
  });

  it("leaves a page off the site to the check of whatever follows next", () => {
    const next = new URL(subscribeHref("//evil.example"), "http://x").searchParams.get("next");
    expect(safeNextPath(next)).toBe("/");
  });
});

describe("signInNextPath", () => {
  it("leads a platform sign-in from nowhere in particular to the kitchen", () => {
    expect(signInNextPath("platform", "/")).toBe(PLATFORM_SIGN_IN_PATH);
    expect(signInNextPath("platform", "/bookmarks")).toBe("/bookmarks");
  });

  it("leaves a creator site's sign-in where it was", () => {
    expect(signInNextPath("site", "/")).toBe("/");
  });
});
