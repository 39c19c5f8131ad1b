import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { redirectIfMoved } from "./moved-page.server";

describe("redirectIfMoved", () => {
  it("does not ask about an address longer than any redirect's, so it stays a 404", async () => {
    let asked = false;
    const fetch = async () => {
      asked = true;
      return new Response();
    };
    const context = { cloudflare: { env: { API: { fetch } } } } as unknown as AppLoadContext;
    const request = new Request(`http://demo.localhost:8788/recipes/${"x".repeat(3000)}`);
    await expect(redirectIfMoved({ request, context }, "demo")).resolves.toBeUndefined();
    expect(asked).toBe(false);
  });
});
