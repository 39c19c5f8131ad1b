import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { routerMarkup } from "../../lib/test/router-markup";
import { PaidSubscriptionsSection } from "./PaidSubscriptionsSection";

type Props = Parameters<typeof PaidSubscriptionsSection>[0];

async function render(prices: Props["prices"]) {
  const paid = { enabled: true, canEnable: true } as Props["paid"];
  const element = createElement(PaidSubscriptionsSection, { paid, prices, lockedReason: null });
  return routerMarkup(element, "https://platform.example.com/");
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
