import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_VIEWER,
  decideCopy,
  isFresh,
  isKeepablePath,
  isSignOut,
  OFFLINE_MAX_AGE_MS,
  otherReadersCaches,
  pagesCacheName,
  shellCacheName,
  viewerKeyOf,
} from "./offline-rules";

describe("isKeepablePath", () => {
  it("keeps recipe pages and the shopping list, with their Remix data", () => {
    expect(isKeepablePath("/recipes/overnight-cinnamon-rolls")).toBe(true);
    expect(isKeepablePath("/recipes/overnight-cinnamon-rolls.data")).toBe(true);
    expect(isKeepablePath("/shopping-list")).toBe(true);
    expect(isKeepablePath("/shopping-list.data")).toBe(true);
  });

  it("never keeps the kitchen, the account area, sign-in or anything else", () => {
    for (const path of [
      "/kitchen/demo/recipes/1",
      "/kitchen.data",
      "/account",
      "/sign-in",
      "/sign-out",
      "/recipes",
      "/recipes/a/b",
      "/bookmarks",
      "/",
      "/_root.data",
      "/api/bookmarks",
    ]) {
      expect(isKeepablePath(path), path).toBe(false);
    }
  });
});

describe("isSignOut", () => {
  it("is the sign-out form's POST, as a navigation or Remix's fetch", () => {
    expect(isSignOut("POST", "/sign-out")).toBe(true);
    expect(isSignOut("POST", "/sign-out.data")).toBe(true);
    expect(isSignOut("GET", "/sign-out")).toBe(false);
    expect(isSignOut("POST", "/sign-in")).toBe(false);
  });
});

describe("decideCopy", () => {
  const answer = { status: 200, redirected: false, viewer: "abc", keep: "full" };

  it("stores what the server marks as this viewer's to keep", () => {
    expect(decideCopy(answer)).toBe("store");
    expect(decideCopy({ ...answer, keep: "preview" })).toBe("store");
    expect(decideCopy({ ...answer, keep: "own" })).toBe("store");
  });

  it("drops the kept copy when the answer is not marked, names no viewer, moved or is gone", () => {
    expect(decideCopy({ ...answer, keep: null })).toBe("drop");
    expect(decideCopy({ ...answer, keep: "anything" })).toBe("drop");
    expect(decideCopy({ ...answer, viewer: null })).toBe("drop");
    expect(decideCopy({ ...answer, redirected: true })).toBe("drop");
    expect(decideCopy({ ...answer, status: 404 })).toBe("drop");
    expect(decideCopy({ ...answer, status: 401 })).toBe("drop");
    expect(decideCopy({ ...answer, status: 302 })).toBe("drop");
  });

  it("leaves the kept copy alone when the server failed", () => {
    expect(decideCopy({ ...answer, status: 503, keep: null })).toBe("leave");
  });
});

describe("isFresh", () => {
  const now = Date.UTC(2026, 10, 28);
  it("serves a copy saved within the stated days, not after", () => {
    expect(isFresh(String(now - 1000), now)).toBe(true);
    expect(isFresh(String(now - OFFLINE_MAX_AGE_MS), now)).toBe(true);
    expect(isFresh(String(now - OFFLINE_MAX_AGE_MS - 1), now)).toBe(false);
    expect(isFresh(null, now)).toBe(false);
    expect(isFresh("soon", now)).toBe(false);
  });
});

describe("viewerKeyOf and the cache names", () => {
  it("is anonymous without a session, and an opaque key per session that does not show it", async () => {
    expect(await viewerKeyOf(null)).toBe(ANONYMOUS_VIEWER);
    const one = await viewerKeyOf("token-one");
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(one).toBe(await viewerKeyOf("token-one"));
    expect(one).not.toBe(await viewerKeyOf("token-two"));
    expect(one).not.toContain("token");
  });

  it("names each cache with the build, and the pages with their viewer", () => {
    expect(shellCacheName("b1")).toBe("offline-b1-shell");
    expect(pagesCacheName("b1", "abc")).toBe("offline-b1-pages-abc");
    expect(pagesCacheName("b2", "abc")).not.toBe(pagesCacheName("b1", "abc"));
  });
});

describe("otherReadersCaches", () => {
  const reader = pagesCacheName("b1", "reader-key");
  const names = [shellCacheName("b1"), reader, "offline-b0-pages-reader-key", "someone-else"];

  it("ends the signed-in reader's copies when an answer comes back signed out", () => {
    // A session ended from another device: the next page the worker fetches names nobody.
    expect(otherReadersCaches(names, "b1", ANONYMOUS_VIEWER)).toEqual([reader]);
  });

  it("ends them for another reader's answer, and keeps them for the same reader's", () => {
    expect(otherReadersCaches(names, "b1", "another-key")).toEqual([reader]);
    expect(otherReadersCaches(names, "b1", "reader-key")).toEqual([]);
  });

  it("leaves the build's files, other builds' caches (activation ends those) and others' caches", () => {
    expect(otherReadersCaches([shellCacheName("b1"), "offline-b0-pages-x"], "b1", "y")).toEqual([]);
  });
});
