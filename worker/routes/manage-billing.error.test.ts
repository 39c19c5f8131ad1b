import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";

describe("billing-portal-sessions: bad input", () => {
  it("a missing or malformed subscriptionId, or an unknown flow, is a 400 naming the field", async () => {
    const token = await signedIn((await makeUser()).id);
    for (const json of [{}, { subscriptionId: "abc" }, { subscriptionId: null }]) {
      const res = await call("POST", "/manage/billing-portal-sessions", { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(["subscriptionId"]);
    }
    const flow = await call("POST", "/manage/billing-portal-sessions", {
      token,
      json: { subscriptionId: crypto.randomUUID(), flow: "delete_everything" },
    });
    expect(flow.status).toBe(400);
    expect(flow.body.issues.map((i: { path: string }) => i.path)).toEqual(["flow"]);
  });

  it("an unknown subscription is 404", async () => {
    const token = await signedIn((await makeUser()).id);
    const res = await call("POST", "/manage/billing-portal-sessions", {
      token,
      json: { subscriptionId: crypto.randomUUID() },
    });
    expect(res.status).toBe(404);
  });

  it("a free subscription has no billing: 400 with the reason", async () => {
    const site = await makeSite();
    const free = await makeSubscriberRow(site.id, "free");
    const token = await signedIn(free.userId);
    const res = await call("POST", "/manage/billing-portal-sessions", {
      token,
      json: { subscriptionId: free.id },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "bad_request",
      message: "This subscription has no billing to manage",
    });
  });
});
