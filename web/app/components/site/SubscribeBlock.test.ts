import type { CurrentUser } from "@schema/api/identity";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { upgradePitch } from "../../lib/interactions/subscribe-box";
import { routerMarkup } from "../../lib/test/router-markup";
import { SubscribeBlock } from "./SubscribeBlock";

/* The home page's subscribe block as the server renders it, for a free subscriber. */

const plans = {
  title: "Maya Cooks",
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: null,
};
// The pitch as the root loader chooses it (lib/site/site-chrome.ts).
const withPitch = (hasSubscriberOnlyRecipes: boolean) => ({
  ...plans,
  upgradePitch: upgradePitch({ ...plans, hasSubscriberOnlyRecipes }),
});
const site = withPitch(true);
const free = { isSubscribedToFree: true, isSubscribedToPaid: false } as CurrentUser;

async function render(props: Parameters<typeof SubscribeBlock>[0]) {
  return routerMarkup(createElement(SubscribeBlock, props), "https://maya.example.com/");
}

describe("SubscribeBlock", () => {
  it("offers a free subscriber every recipe where some are for subscribers only", async () => {
    const html = await render({ site, user: free });
    expect(html).toContain("Upgrade your subscription to get access to all recipes");
    expect(html).toContain('href="/subscribe">Upgrade</a>');
  });

  it("asks for support instead where every recipe is public", async () => {
    const html = await render({ site: withPitch(false), user: free });
    expect(html).toContain("Support Maya Cooks with a paid subscription");
    expect(html).not.toContain("all recipes");
  });

  it("shows nothing to a free subscriber of a site with no paid plan", async () => {
    const html = await render({ site: { ...site, paymentsEnabled: false }, user: free });
    expect(html).not.toContain("subscribe-block");
  });
});
