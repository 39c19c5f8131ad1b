import { describe, expect, it } from "vitest";
import { call, makeSite } from "../test/factories";

const good = { name: "Ada", email: "ada@example.com", message: "Hello" };

describe("site pages: errors", () => {
  it("the contact form's fields are checked: 400 with an issue per field", async () => {
    const site = await makeSite();
    const cases: [object, string][] = [
      [{ ...good, name: "   " }, "name"],
      [{ ...good, email: "not-an-address" }, "email"],
      [{ ...good, message: "" }, "message"],
      [{ ...good, message: "x".repeat(5_001) }, "message"],
      [{ ...good, name: "x".repeat(121) }, "name"],
    ];
    for (const [json, field] of cases) {
      const reply = await call("POST", `/site/${site.slug}/contact-messages`, { json });
      expect(reply.status, field).toBe(400);
      expect(reply.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const missing = await call("POST", `/site/${site.slug}/contact-messages`, { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "email",
      "message",
      "name",
    ]);
  });

  it("an unknown site or page is 404", async () => {
    const site = await makeSite();
    expect((await call("GET", `/site/${site.slug}/site-pages/cookies`)).status).toBe(404);
    expect((await call("GET", "/site/no-such-site-here/site-pages/terms")).status).toBe(404);
    const post = await call("POST", "/site/no-such-site-here/contact-messages", { json: good });
    expect(post.status).toBe(404);
  });
});
