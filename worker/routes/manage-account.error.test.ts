import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";

describe("account area: bad input", () => {
  it("a missing or malformed subscriptionId is a 400 naming it", async () => {
    const token = await signedIn((await makeUser()).id);
    for (const json of [{}, { subscriptionId: "abc" }, { subscriptionId: null }]) {
      const res = await call("POST", "/manage/cancellations", { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(["subscriptionId"]);
    }
    const broken = await call("POST", "/manage/cancellations", {
      token,
      body: "[",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("an unknown subscription is 404", async () => {
    const token = await signedIn((await makeUser()).id);
    const res = await call("POST", "/manage/cancellations", {
      token,
      json: { subscriptionId: crypto.randomUUID() },
    });
    expect(res.status).toBe(404);
  });
});
