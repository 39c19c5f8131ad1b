import type { AppLoadContext } from "@remix-run/cloudflare";
import type { HostSite } from "@schema/api/public-site";
import { describe, expect, it, vi } from "vitest";
import { type HostKind, resolveHost } from "./host.server";
import type { StatusPageData } from "./root-data";

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

describe("resolveHost for a host with no live site", () => {
  function argsAnswering(closed: Response, cookie?: string) {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith("/closed-site")) return closed;
      return Response.json({ error: "not_found", message: "Site not found" }, { status: 404 });
    });
    const context = {
      cloudflare: { env: { API: { fetch }, PLATFORM_HOST: "localhost:8788" } },
    } as unknown as AppLoadContext;
    const headers = cookie ? { Cookie: cookie } : undefined;
    return { request: new Request("http://gone.localhost:8788/recipes/x", { headers }), context };
  }

  const thrown = async (args: ReturnType<typeof argsAnswering>) => {
    try {
      await resolveHost(args);
    } catch (error) {
      return error as { init: ResponseInit | null; data: StatusPageData };
    }
    throw new Error("resolveHost did not throw");
  };

  const closedSite = (viewerRole: "owner" | "manager" | null) => ({
    closedSite: {
      slug: "gone",
      title: "Gone Kitchen",
      deletedAt: "2026-11-01T10:00:00.000Z",
      purgeAt: "2026-12-01T10:00:00.000Z",
      viewerRole,
    },
  });

  it("says a deleted site has closed (410), with the ways on from there", async () => {
    const error = await thrown(argsAnswering(Response.json(closedSite(null))));
    expect(error.init?.status).toBe(410);
    expect(error.data.heading).toBe("Gone Kitchen has closed");
    expect(error.data.lines).toContain(
      "If you paid for a subscription to it, that subscription is cancelled and you will not be charged again.",
    );
    expect(error.data.lines.at(-1)).toBe("Its owner can restore it until Dec 1, 2026.");
    // A reader or visitor: the platform and their account, no kitchen.
    expect(error.data.links).toEqual([
      { href: "http://localhost:8788", label: "Go to the platform home" },
      { href: "http://localhost:8788/bookmarks", label: "Your bookmarks" },
      { href: "http://localhost:8788/subscriptions", label: "Your subscriptions" },
    ]);
  });

  it("asks with the site host's cookie, and shows its owner the way to restore it", async () => {
    const args = argsAnswering(
      Response.json(closedSite("owner")),
      "rp_session=site-token-1234567890",
    );
    const error = await thrown(args);
    expect(error.init?.status).toBe(410);
    const fetch = args.context.cloudflare.env.API.fetch as ReturnType<typeof vi.fn>;
    const closedCall = fetch.mock.calls
      .map(([input, init]) => new Request(input as RequestInfo, init as RequestInit | undefined))
      .find((request) => request.url.endsWith("/closed-site"));
    expect(closedCall?.headers.get("Authorization")).toBe("Bearer site-token-1234567890");
    expect(error.data.lines.at(-1)).toBe(
      "You can restore it from your kitchen until Dec 1, 2026. After that it is removed for good.",
    );
    expect(error.data.links).toEqual([
      { href: "http://localhost:8788/kitchen", label: "Restore it in your kitchen" },
      { href: "http://localhost:8788", label: "Go to the platform home" },
    ]);
  });

  it("tells a manager only its owner can restore it", async () => {
    const error = await thrown(argsAnswering(Response.json(closedSite("manager"))));
    expect(error.data.lines.at(-1)).toBe("Only its owner can restore it, until Dec 1, 2026.");
    expect(error.data.links.map((link) => link.label)).toEqual([
      "Go to the platform home",
      "Your kitchen",
    ]);
  });

  it("is a plain 404 for a host no site ever had", async () => {
    const none = Response.json({ error: "not_found", message: "x" }, { status: 404 });
    const error = await thrown(argsAnswering(none));
    expect(error.init?.status).toBe(404);
    expect(error.data).toMatchObject({ code: 404, heading: "Page not found" });
  });
});
