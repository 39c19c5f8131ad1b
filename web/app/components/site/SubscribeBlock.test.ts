import type { CurrentUser } from "@schema/api/identity";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// Remix's own router underneath @remix-run/react: the block's link needs one.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { SubscribeBlock } from "./SubscribeBlock";

/* The home page's subscribe block as the server renders it, for a free subscriber. */

const site = {
  title: "Maya Cooks",
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: null,
  hasSubscriberOnlyRecipes: true,
};
const free = { isSubscribedToFree: true, isSubscribedToPaid: false } as CurrentUser;

async function render(props: Parameters<typeof SubscribeBlock>[0]) {
  const handler = createStaticHandler([
    { id: "root", path: "/", element: createElement(SubscribeBlock, props) },
  ]);
  const context = await handler.query(new Request("https://maya.example.com/"));
  if (context instanceof Response) throw new Error("Unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, { router, context, hydrate: false }),
  );
}

describe("SubscribeBlock", () => {
  it("offers a free subscriber every recipe where some are for subscribers only", async () => {
    const html = await render({ site, user: free });
    expect(html).toContain("Upgrade your subscription to get access to all recipes");
    expect(html).toContain('href="/subscribe">Upgrade</a>');
  });

  it("asks for support instead where every recipe is public", async () => {
    const html = await render({ site: { ...site, hasSubscriberOnlyRecipes: false }, user: free });
    expect(html).toContain("Support Maya Cooks with a paid subscription");
    expect(html).not.toContain("all recipes");
  });

  it("shows nothing to a free subscriber of a site with no paid plan", async () => {
    const html = await render({ site: { ...site, paymentsEnabled: false }, user: free });
    expect(html).not.toContain("subscribe-block");
  });
});
