import type { AccountSubscription } from "@schema/api/subscriptions";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { testSubscription } from "../../lib/account/test-subscription.fixture";
import { routerMarkup } from "../../lib/test/router-markup";
import { SubscriptionItem } from "./SubscriptionItem";

/* One subscription of the account area's list, as the server renders it. */

const subscription = testSubscription;

async function render(item: AccountSubscription) {
  const element = createElement(SubscriptionItem, { subscription: item, onCancel: () => {} });
  return routerMarkup(element, "https://platform.example.com/");
}

describe("SubscriptionItem", () => {
  it("offers an open site's free subscriber the upgrade and the cancel", async () => {
    const html = await render(subscription({ upgradable: true }));
    expect(html).toContain('href="https://demo.example.com"');
    expect(html).toContain("Active");
    expect(html).toContain("Upgrade to paid");
    expect(html).toContain("Cancel subscription");
  });

  it("pauses a closed site's subscription, with nothing to upgrade, cancel or follow", async () => {
    const closed = { slug: "demo", title: "Demo", url: "https://demo.example.com", closed: true };
    const html = await render(subscription({ site: closed, upgradable: true }));
    expect(html).not.toContain("href=");
    expect(html).toContain("Paused");
    expect(html).not.toContain("Active");
    expect(html).toContain("If its owner restores it, your subscription goes on.");
    expect(html).not.toContain("Upgrade to paid");
    expect(html).not.toContain("Cancel subscription");
  });

  it("says only that the site closed where the closing ended the plan", async () => {
    const closed = { slug: "demo", title: "Demo", url: "https://demo.example.com", closed: true };
    const html = await render(
      subscription({ site: closed, plan: "monthly", status: "canceled", upgradable: false }),
    );
    expect(html).toContain("Site closed.");
    expect(html).not.toContain("goes on");
  });
});
