import { describe, expect, it } from "vitest";
import { forwardedRequest } from "../../../edge-router/forward";
import { ORIGINAL_HOST_HEADER, ROUTER_KEY_HEADER, withForwardedHost } from "./forwarded-host";

const env = { PAGES_HOST: "recipe-web.pages.dev", ROUTER_KEY: "k3y" };

describe("the edge router hop", () => {
  it("forwards a custom domain's request to Pages and the web app puts the reader's host back", () => {
    const reader = new Request("https://cooking.example.com/recipes/soup?x=1", {
      headers: { Cookie: "s=1", [ORIGINAL_HOST_HEADER]: "evil.example" },
    });
    const forwarded = forwardedRequest(reader, env);
    expect(forwarded.url).toBe("https://recipe-web.pages.dev/recipes/soup?x=1");
    expect(forwarded.headers.get(ORIGINAL_HOST_HEADER)).toBe("cooking.example.com");
    expect(forwarded.headers.get("Cookie")).toBe("s=1");

    const restored = withForwardedHost(forwarded, "k3y");
    expect(restored.url).toBe("https://cooking.example.com/recipes/soup?x=1");
    expect(restored.headers.has(ROUTER_KEY_HEADER)).toBe(false);
  });

  it("ignores the header without the router's key, with a wrong key, or when no key is configured", () => {
    const forged = new Request("https://recipe-web.pages.dev/", {
      headers: { [ORIGINAL_HOST_HEADER]: "other-site.example", [ROUTER_KEY_HEADER]: "guess" },
    });
    expect(withForwardedHost(forged, "k3y")).toBe(forged);
    expect(withForwardedHost(forged, undefined)).toBe(forged);
    const keyless = new Request("https://recipe-web.pages.dev/", {
      headers: { [ORIGINAL_HOST_HEADER]: "other-site.example" },
    });
    expect(withForwardedHost(keyless, "k3y")).toBe(keyless);
  });
});
