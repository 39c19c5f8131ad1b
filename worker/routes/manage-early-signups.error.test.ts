import { describe, expect, it } from "vitest";
import { call } from "../test/factories";

describe("early sign-ups: errors", () => {
  it("a bad e-mail is 400 with the spec's message", async () => {
    for (const email of ["", "nobody", "a@b", "two words@example.com"]) {
      const reply = await call("POST", "/manage/early-signups", { json: { email } });
      expect(reply.status, email).toBe(400);
      expect(reply.body.issues).toContainEqual({
        path: "email",
        message: "Please enter a valid email address",
      });
    }
  });

  it("a site name over 120 characters is 400", async () => {
    const reply = await call("POST", "/manage/early-signups", {
      json: { email: "ok@example.com", siteName: "x".repeat(121) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe("siteName");
  });

  it("an unknown or malformed confirmation token is 404 or 400, never 500", async () => {
    const unknown = await call("POST", "/manage/early-signups/confirmations", {
      json: { token: "a".repeat(43) },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call("POST", "/manage/early-signups/confirmations", { json: {} });
    expect(malformed.status).toBe(400);
  });
});
