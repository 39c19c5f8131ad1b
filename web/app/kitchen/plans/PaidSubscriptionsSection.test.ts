import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// Remix's own router underneath @remix-run/react: the section's form needs one.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { PaidSubscriptionsSection } from "./PaidSubscriptionsSection";

type Props = Parameters<typeof PaidSubscriptionsSection>[0];

async function render(prices: Props["prices"]) {
  const paid = { enabled: true, canEnable: true } as Props["paid"];
  const element = createElement(PaidSubscriptionsSection, { paid, prices, lockedReason: null });
  const handler = createStaticHandler([{ id: "root", path: "/", element }]);
  const context = await handler.query(new Request("https://platform.example.com/"));
  if (context instanceof Response) throw new Error("Unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    createElement(StaticRouterProvider, { router, context, hydrate: false }),
  );
}

describe("PaidSubscriptionsSection", () => {
  it("names only the plans that have a price", async () => {
    expect(await render({ monthlyAmountCents: 500, yearlyAmountCents: null })).toContain(
      "readers can pay for your monthly plan.",
    );
    expect(await render({ monthlyAmountCents: null, yearlyAmountCents: 5000 })).toContain(
      "readers can pay for your yearly plan.",
    );
    expect(await render({ monthlyAmountCents: 500, yearlyAmountCents: 5000 })).toContain(
      "readers can pay for your monthly and yearly plans.",
    );
  });
});
