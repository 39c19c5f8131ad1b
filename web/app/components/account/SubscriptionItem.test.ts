import type { AccountSubscription } from "@schema/api/subscriptions";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// Remix's own router underneath @remix-run/react: the item's forms need one.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { SubscriptionItem } from "./SubscriptionItem";

/* One subscription of the account area's list, as the server renders it. */

const subscription = (overrides: Partial<AccountSubscription>): AccountSubscription => ({
  id: "3f1c8d4e-8a59-4a39-9d0f-2b7b0f2d9a11",
  site: { slug: "demo", title: "Demo", url: "https://demo.example.com", closed: false },
  plan: "free",
  status: "active",
  priceAmountCents: 0,
  cadence: null,
  since: "2026-01-05T10:00:00.000Z",
  paidSince: null,
  currentPeriodEnd: null,
  cancelAt: null,
  billing: false,
  compUntil: null,
  upgradable: true,
  ...overrides,
});

async function render(item: AccountSubscription) {
  const element = createElement(SubscriptionItem, { subscription: item, onCancel: () => {} });
  const handler = createStaticHandler([{ id: "root", path: "/", element }]);
  const context = await handler.query(new Request("https://platform.example.com/"));
  if (context instanceof Response) throw new Error("Unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, { router, context, hydrate: false }),
  );
}

describe("SubscriptionItem", () => {
  it("offers an open site's free subscriber the upgrade and the cancel", async () => {
    const html = await render(subscription({}));
    expect(html).toContain('href="https://demo.example.com"');
    expect(html).toContain("Active");
    expect(html).toContain("Upgrade to paid");
    expect(html).toContain("Cancel subscription");
  });

  it("pauses a closed site's subscription, with nothing to upgrade, cancel or follow", async () => {
    const closed = { slug: "demo", title: "Demo", url: "https://demo.example.com", closed: true };
    const html = await render(subscription({ site: closed }));
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
