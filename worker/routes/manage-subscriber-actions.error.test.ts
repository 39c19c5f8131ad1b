import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import { makeKitchen, makeSubscriberRow } from "../test/manage-factories";

describe("subscriber actions: bad input", () => {
  it("no confirmation, an unknown action or a bad number of days is a 400 naming the field", async () => {
    const { site, token } = await makeKitchen();
    const free = await makeSubscriberRow(site.id, "free");
    const path = `/manage/${site.slug}/subscribers/${free.id}/actions`;
    const cases: [unknown, string][] = [
      [{ action: "comp", days: 30 }, "confirm"],
      [{ action: "end_comp" }, "confirm"],
      [{ action: "comp", days: 0, confirm: true }, "days"],
      [{ action: "comp", days: 1.5, confirm: true }, "days"],
      [{ action: "comp", days: 99999, confirm: true }, "days"],
      [{ action: "cancel", when: "tomorrow", confirm: true }, "when"],
      [{ action: "delete", confirm: true }, "action"],
    ];
    for (const [json, field] of cases) {
      const res = await call("POST", path, { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
  });

  it("refund or cancel of a subscriber Stripe does not bill is a 400", async () => {
    const { site, token } = await makeKitchen();
    const free = await makeSubscriberRow(site.id, "free");
    for (const json of [
      { action: "refund", confirm: true },
      { action: "cancel", when: "now", confirm: true },
    ]) {
      const res = await call("POST", `/manage/${site.slug}/subscribers/${free.id}/actions`, {
        token,
        json,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("This subscription has no billing to manage");
    }
  });

  it("an unknown or malformed subscriber id is a 404", async () => {
    const { site, token } = await makeKitchen();
    for (const id of [crypto.randomUUID(), "nope"]) {
      const res = await call("POST", `/manage/${site.slug}/subscribers/${id}/actions`, {
        token,
        json: { action: "comp", days: 1, confirm: true },
      });
      expect(res.status).toBe(404);
    }
  });
});
