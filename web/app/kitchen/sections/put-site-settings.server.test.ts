import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ManageSite } from "@schema/api/manage-sites";
import { describe, expect, it } from "vitest";
import { putSiteSettings } from "./section-action.server";

/*
 * A settings save and the edge layer's host memo: the memo holds each host's content version
 * for up to 30 s, so without a word from the save, what a browser fetches without the author's
 * cookie (the manifest, icons, the page signed out) kept the old icon and title that long.
 */

const site = {
  slug: "demo",
  url: "http://demo.localhost:8788",
  settingsTag: '"t1"',
  settings: { title: "Demo", slug: "demo" },
} as unknown as ManageSite;

function argsWith(answer: Response) {
  const forgotten: string[] = [];
  const context = {
    cloudflare: { env: { API: { fetch: async () => answer }, PLATFORM_HOST: "localhost:8788" } },
    forgetSiteHost: (host: string) => forgotten.push(host),
  } as unknown as AppLoadContext;
  return {
    args: { request: new Request("http://localhost:8788/kitchen/demo"), context },
    forgotten,
  };
}

describe("putSiteSettings", () => {
  it("tells the edge layer to forget the site's host once the save is stored", async () => {
    const saved = { ...site, url: "http://renamed.localhost:8788" };
    const { args, forgotten } = argsWith(Response.json({ site: saved }));
    const result = await putSiteSettings(args, site, "settings", {}, new FormData());
    expect(result.ok).toBe(true);
    // A new address too: the old one redirects, the new one must not start from a memory.
    expect(forgotten).toEqual(["demo.localhost:8788", "renamed.localhost:8788"]);
  });

  it("forgets nothing when the save is refused", async () => {
    const { args, forgotten } = argsWith(
      Response.json(
        { error: "bad_request", message: "Some fields are not valid" },
        { status: 400 },
      ),
    );
    expect((await putSiteSettings(args, site, "settings", {}, new FormData())).ok).toBe(false);
    expect(forgotten).toEqual([]);
  });
});
