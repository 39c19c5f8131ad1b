import { describe, expect, it } from "vitest";
import { Store } from "../lib/store";

describe("the store", () => {
  it("drops the oldest events beyond the cap, but not those still waiting for a webhook", () => {
    const store = new Store();
    for (let i = 0; i < 5; i++) {
      store.insert("acct_platform", {
        id: `evt_${i}`,
        object: "event",
        created: 1000 + i,
        pending_webhooks: i === 0 ? 1 : 0,
      });
    }
    store.dropOldest("event", 3);
    expect(
      store
        .all("acct_platform", "event")
        .map((e) => e.obj.id)
        .sort(),
    ).toEqual(["evt_0", "evt_3", "evt_4"]);
  });
});
