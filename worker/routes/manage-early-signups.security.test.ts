import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

describe("early sign-ups: security", () => {
  it("the list is 401 signed out", async () => {
    expect((await call("GET", "/manage/early-signups")).status).toBe(401);
  });

  it("the list is 404 for anyone who is not staff, site owners included", async () => {
    const { token } = await makeKitchen();
    const reader = await signedIn((await makeUser()).id);
    for (const t of [token, reader]) {
      const reply = await call("GET", "/manage/early-signups", { token: t });
      expect(reply.status).toBe(404);
      expect(reply.body).not.toHaveProperty("earlySignups");
    }
  });

  it("staff signed in on a creator site (not the platform) are refused", async () => {
    const site = await makeSite();
    const staff = await makeUser({ staffRole: "staff" });
    const reply = await call("GET", "/manage/early-signups", {
      token: await signedIn(staff.id, site.id),
    });
    expect(reply.status).toBe(401);
  });

  it("the answer to a sign-up is the same for a new and a confirmed address", async () => {
    const email = "same-answer@example.com";
    const first = await call("POST", "/manage/early-signups", { json: { email } });
    const second = await call("POST", "/manage/early-signups", { json: { email } });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
  });
});
