import { describe, expect, it } from "vitest";
import { call } from "../test/factories";

describe("platform pages", () => {
  it("the platform host has its own terms, naming the platform, for anybody and cacheable", async () => {
    const reply = await call("GET", "/platform/pages/terms");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: "terms", isDefault: true });
    expect(JSON.stringify(reply.body.body)).toContain("Recipe Platform");
    expect(reply.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("and its own privacy notice: what is kept and why, with no analytics", async () => {
    const reply = await call("GET", "/platform/pages/privacy");
    expect(reply.status).toBe(200);
    const text = JSON.stringify(reply.body.body);
    for (const topic of ["e-mail address", "Stripe", "cookies"]) expect(text).toContain(topic);
    expect(text).not.toContain("Google Analytics");
  });

  it("any other page is a 404, not a 500", async () => {
    for (const kind of ["contact", "TERMS", "x".repeat(300)]) {
      const reply = await call("GET", `/platform/pages/${kind}`);
      expect(reply.status).toBe(404);
      expect(reply.body.error).toBeDefined();
    }
  });
});
