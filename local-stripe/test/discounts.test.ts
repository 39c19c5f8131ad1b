import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, connectedAccountWithPrice, startEmulator, submitCheckout } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const DAY = 86_400;

async function setup() {
  const { emulator, stripe } = await startEmulator();
  cleanups.push(() => emulator.stop());
  const creator = await connectedAccountWithPrice(stripe);
  return { emulator, stripe, ...creator };
}

describe("coupons and promotion codes", () => {
  it("are created, retrieved, listed, updated and deleted through the SDK", async () => {
    const { stripe, opts } = await setup();
    const percent = await stripe.coupons.create(
      { percent_off: 25, duration: "once", name: "Launch" },
      opts,
    );
    expect(percent).toMatchObject({
      object: "coupon",
      percent_off: 25,
      amount_off: null,
      duration: "once",
      valid: true,
      times_redeemed: 0,
    });
    const amount = await stripe.coupons.create(
      { amount_off: 100, currency: "usd", duration: "repeating", duration_in_months: 2 },
      opts,
    );
    expect(amount).toMatchObject({ amount_off: 100, currency: "usd", duration_in_months: 2 });
    for (const bad of [
      {},
      { percent_off: 10, amount_off: 100, currency: "usd" },
      { percent_off: 10, duration: "repeating" as const },
      { amount_off: 100 },
      { percent_off: 120 },
    ]) {
      await expect(stripe.coupons.create(bad, opts)).rejects.toMatchObject({ statusCode: 400 });
    }
    expect((await stripe.coupons.list({}, opts)).data.map((c) => c.id)).toEqual([
      amount.id,
      percent.id,
    ]);
    expect((await stripe.coupons.update(percent.id, { name: "Spring" }, opts)).name).toBe("Spring");
    const code = await stripe.promotionCodes.create(
      { promotion: { type: "coupon", coupon: percent.id }, code: "SPRING25", max_redemptions: 5 },
      opts,
    );
    expect(code).toMatchObject({
      object: "promotion_code",
      code: "SPRING25",
      active: true,
      promotion: { type: "coupon", coupon: percent.id },
      max_redemptions: 5,
    });
    await expect(
      stripe.promotionCodes.create(
        { promotion: { type: "coupon", coupon: percent.id }, code: "spring25" },
        opts,
      ),
    ).rejects.toMatchObject({ statusCode: 400, param: "code" });
    expect((await stripe.promotionCodes.list({ code: "spring25" }, opts)).data).toHaveLength(1);
    const inactive = await stripe.promotionCodes.update(code.id, { active: false }, opts);
    expect(inactive.active).toBe(false);
    expect((await stripe.promotionCodes.retrieve(code.id, {}, opts)).active).toBe(false);
    const deleted = await stripe.coupons.del(amount.id, {}, opts);
    expect(deleted).toMatchObject({ id: amount.id, object: "coupon", deleted: true });
    await expect(stripe.coupons.retrieve(amount.id, {}, opts)).rejects.toMatchObject({
      statusCode: 404,
    });
    // Coupons live on their account.
    await expect(stripe.coupons.retrieve(percent.id)).rejects.toMatchObject({ statusCode: 404 });
    const events = await stripe.events.list({ type: "coupon.*" }, opts);
    expect(events.data.map((e) => e.type)).toEqual([
      "coupon.deleted",
      "coupon.updated",
      "coupon.created",
      "coupon.created",
    ]);
  });

  it("a once coupon in Checkout discounts the first invoice and not the second", async () => {
    const { emulator, stripe, opts, price } = await setup();
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: "once" }, opts);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: price.id, quantity: 1 }],
        discounts: [{ coupon: coupon.id }],
        customer_email: "reader@example.com",
        success_url: "http://localhost/s",
      },
      opts,
    );
    expect(session.amount_total).toBe(400);
    expect(session.total_details?.amount_discount).toBe(100);
    expect(await (await fetch(session.url as string)).text()).toContain("$4.00");
    await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
    const done = await stripe.checkout.sessions.retrieve(session.id, {}, opts);
    const first = await stripe.invoices.retrieve(done.invoice as string, {}, opts);
    expect(first).toMatchObject({ subtotal: 500, total: 400, amount_paid: 400 });
    expect(first.total_discount_amounts).toEqual([
      { amount: 100, discount: expect.stringMatching(/^di_/) },
    ]);
    expect(first.lines.data[0]?.discount_amounts).toEqual(first.total_discount_amounts);
    const discount = first.discounts[0] as string;
    const created = (await stripe.events.list({ type: "customer.discount.created" }, opts)).data[0];
    expect(created?.data.object).toMatchObject({
      id: discount,
      object: "discount",
      source: { coupon: coupon.id, type: "coupon" },
      checkout_session: session.id,
    });
    // Used once: the subscription no longer carries it.
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string, {}, opts);
    expect(subscription.discounts).toEqual([]);
    expect((await stripe.coupons.retrieve(coupon.id, {}, opts)).times_redeemed).toBe(1);
    await advanceClock(emulator.url, 32 * DAY);
    const invoices = await stripe.invoices.list({ subscription: subscription.id }, opts);
    expect(invoices.data.map((i) => i.total)).toEqual([500, 400]);
    expect(invoices.data[0]?.discounts).toEqual([]);
  });

  it("Checkout with allow_promotion_codes has a labelled Promotion code field", async () => {
    const { stripe, opts, price } = await setup();
    const coupon = await stripe.coupons.create(
      { amount_off: 150, currency: "usd", duration: "repeating", duration_in_months: 2 },
      opts,
    );
    const promo = await stripe.promotionCodes.create(
      { promotion: { type: "coupon", coupon: coupon.id }, code: "FRIENDS" },
      opts,
    );
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: price.id, quantity: 1 }],
        allow_promotion_codes: true,
        customer_email: "reader@example.com",
        success_url: "http://localhost/s",
      },
      opts,
    );
    expect(session.allow_promotion_codes).toBe(true);
    expect(await (await fetch(session.url as string)).text()).toMatch(
      /<label for="promotionCode">Promotion code<\/label>/,
    );
    const wrong = await submitCheckout(session.url as string, {
      cardNumber: "4242424242424242",
      promotionCode: "NOPE",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This code is invalid.");
    const paid = await submitCheckout(session.url as string, {
      cardNumber: "4242424242424242",
      promotionCode: "friends",
    });
    expect(paid.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, {}, opts);
    expect(done.amount_total).toBe(350);
    expect(done.discounts).toEqual([{ coupon: coupon.id, promotion_code: promo.id }]);
    const subscription = await stripe.subscriptions.retrieve(
      done.subscription as string,
      { expand: ["discounts"] },
      opts,
    );
    expect(subscription.discounts).toHaveLength(1);
    expect((subscription.discounts[0] as Stripe.Discount).promotion_code).toBe(promo.id);
    expect((await stripe.promotionCodes.retrieve(promo.id, {}, opts)).times_redeemed).toBe(1);
    await expect(
      stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [{ price: price.id, quantity: 1 }],
          allow_promotion_codes: true,
          discounts: [{ coupon: coupon.id }],
          success_url: "http://localhost/s",
        },
        opts,
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("a repeating discount on an API subscription covers its months, then ends", async () => {
    const { emulator, stripe, opts, price } = await setup();
    const coupon = await stripe.coupons.create(
      { percent_off: 50, duration: "repeating", duration_in_months: 2 },
      opts,
    );
    const customer = await stripe.customers.create(
      {
        email: "r@example.com",
        payment_method: "pm_card_visa",
        invoice_settings: { default_payment_method: "pm_card_visa" },
      },
      opts,
    );
    const subscription = await stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: price.id }], discounts: [{ coupon: coupon.id }] },
      opts,
    );
    expect(subscription.discounts).toHaveLength(1);
    await advanceClock(emulator.url, 32 * DAY);
    await advanceClock(emulator.url, 31 * DAY);
    const invoices = await stripe.invoices.list({ subscription: subscription.id }, opts);
    expect(invoices.data.map((i) => i.total)).toEqual([500, 250, 250]);
    expect((await stripe.subscriptions.retrieve(subscription.id, {}, opts)).discounts).toEqual([]);
  });

  it("a used-up coupon or promotion code cannot be redeemed again", async () => {
    const { stripe, opts, price } = await setup();
    const coupon = await stripe.coupons.create(
      { percent_off: 10, duration: "forever", max_redemptions: 1 },
      opts,
    );
    const other = await stripe.coupons.create({ percent_off: 10, duration: "forever" }, opts);
    const promo = await stripe.promotionCodes.create(
      { promotion: { type: "coupon", coupon: other.id }, code: "ONCE", max_redemptions: 1 },
      opts,
    );
    const customer = await stripe.customers.create(
      {
        email: "r@example.com",
        payment_method: "pm_card_visa",
        invoice_settings: { default_payment_method: "pm_card_visa" },
      },
      opts,
    );
    const subscribe = (discount: { coupon: string } | { promotion_code: string }) =>
      stripe.subscriptions.create(
        { customer: customer.id, items: [{ price: price.id }], discounts: [discount] },
        opts,
      );
    await subscribe({ coupon: coupon.id });
    expect((await stripe.coupons.retrieve(coupon.id, {}, opts)).valid).toBe(false);
    await expect(subscribe({ coupon: coupon.id })).rejects.toMatchObject({
      statusCode: 400,
      param: "discounts[0][coupon]",
    });
    await subscribe({ promotion_code: promo.id });
    await expect(subscribe({ promotion_code: promo.id })).rejects.toMatchObject({
      statusCode: 400,
      message: "This code is invalid.",
    });
  });
});
