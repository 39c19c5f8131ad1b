import type { AppLoadContext } from "@remix-run/cloudflare";
import type { HostSite } from "@schema/api/public-site";
import { describe, expect, it, vi } from "vitest";
import { type HostKind, resolveHost } from "./host.server";

const site: HostSite = {
  id: "site-1",
  slug: "demo",
  title: "Demo",
  contentVersion: 3,
  origin: "http://demo.localhost:8788",
};

function argsFor(host: string, resolvedHost?: HostKind) {
  const fetch = vi.fn(async () => Response.json({ site }));
  const context = {
    cloudflare: { env: { API: { fetch }, PLATFORM_HOST: "localhost:8788" } },
    ...(resolvedHost ? { resolvedHost } : {}),
  } as unknown as AppLoadContext;
  return { args: { request: new Request(`http://${host}/recipes/x`), context }, fetch };
}

describe("resolveHost", () => {
  it("asks the API once per request for a site host, however many loaders ask", async () => {
    const { args, fetch } = argsFor("demo.localhost:8788");
    const [first, second] = await Promise.all([resolveHost(args), resolveHost(args)]);
    expect(first).toEqual({ kind: "site", site });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("uses the host the edge-cache layer already resolved, without another API call", async () => {
    const resolved: HostKind = { kind: "site", site };
    const { args, fetch } = argsFor("demo.localhost:8788", resolved);
    expect(await resolveHost(args)).toBe(resolved);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("knows the platform host without asking", async () => {
    const { args, fetch } = argsFor("localhost:8788");
    expect(await resolveHost(args)).toEqual({ kind: "platform" });
    expect(fetch).not.toHaveBeenCalled();
  });
});
