import { describe, expect, it } from "vitest";
import { isPlatformSubdomain, subdomainRedirect } from "./subdomain-redirect";

const platform = "recipes.app";
const withDomain = { origin: "https://cooking.example.com" };
const withoutDomain = { origin: "https://demo.recipes.app" };

describe("the subdomain redirect to an active custom domain", () => {
  it("sends page reads on the subdomain to the custom domain, path and query kept, for an hour at most", () => {
    const res = subdomainRedirect(
      new Request("https://demo.recipes.app/recipes/soup?units=metric"),
      withDomain,
      platform,
    );
    expect(res?.status).toBe(301);
    expect(res?.headers.get("Location")).toBe(
      "https://cooking.example.com/recipes/soup?units=metric",
    );
    expect(res?.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("leaves sites without a domain, the custom domain itself, the platform, posts and dev pages alone", () => {
    const get = (url: string) => new Request(url);
    expect(subdomainRedirect(get("https://demo.recipes.app/"), withoutDomain, platform)).toBeNull();
    expect(subdomainRedirect(get("https://cooking.example.com/"), withDomain, platform)).toBeNull();
    expect(subdomainRedirect(get("https://recipes.app/"), withDomain, platform)).toBeNull();
    expect(
      subdomainRedirect(
        new Request("https://demo.recipes.app/subscribe", { method: "POST" }),
        withDomain,
        platform,
      ),
    ).toBeNull();
    expect(
      subdomainRedirect(get("https://demo.recipes.app/_dev/mail"), withDomain, platform),
    ).toBeNull();
  });

  it("knows a platform subdomain, with a development port too", () => {
    expect(isPlatformSubdomain("demo.localhost:8788", "localhost:8788")).toBe(true);
    expect(isPlatformSubdomain("localhost:8788", "localhost:8788")).toBe(false);
    expect(isPlatformSubdomain("cooking.example.com", "localhost:8788")).toBe(false);
  });
});
