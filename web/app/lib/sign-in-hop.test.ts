import { describe, expect, it } from "vitest";
import { hopLocation, signInHop } from "./sign-in-hop";

const redirect = (location: string) =>
  new Response(null, { status: 301, headers: { Location: location } });

describe("the sign-in hop", () => {
  it("lands on the custom domain's callback and comes back to the page asked for", () => {
    const to = hopLocation("https://cook.example.com/recipes/pie?servings=4", "tok");
    const url = new URL(to);
    expect(url.origin).toBe("https://cook.example.com");
    expect(url.pathname).toBe("/sign-in/callback");
    expect(url.searchParams.get("mgk")).toBe("tok");
    expect(url.searchParams.get("next")).toBe("/recipes/pie?servings=4");
  });

  it("mints a token for the site with the reader's session, answered 302 and never cached", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const api = {
      fetch: async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return Response.json({ singleUseToken: "abc" });
      },
    };
    const res = await signInHop(
      redirect("https://cook.example.com/"),
      { slug: "cook" },
      "s3ss",
      api,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Location")).toBe(
      "https://cook.example.com/sign-in/callback?mgk=abc&next=%2F",
    );
    expect(calls[0]?.url).toMatch(/\/api\/v1\/manage\/single-use-tokens$/);
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer s3ss");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ siteSlug: "cook" });
  });

  it("without a session, or with one the API refuses, it is the plain redirect", async () => {
    const plain = redirect("https://cook.example.com/");
    const never = { fetch: async () => Promise.reject(new Error("not called")) };
    expect(await signInHop(plain, { slug: "cook" }, null, never)).toBe(plain);
    const refused = {
      fetch: async () => Response.json({ error: "unauthorized" }, { status: 401 }),
    };
    expect(await signInHop(plain, { slug: "cook" }, "dead", refused)).toBe(plain);
  });
});
