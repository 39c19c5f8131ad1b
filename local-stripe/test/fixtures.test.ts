import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { RESOURCES } from "../fixtures/resources";
import {
  connectedAccountWithPrice,
  startEmulator,
  startReceiver,
  submitCheckout,
  until,
} from "./harness";

type Json = Record<string, unknown>;

const local = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../fixtures/stripe-fixtures.json"), "utf8"),
) as { resources: Record<string, Json> };

function isPlainObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Paths whose contents are free-form or another resource (checked against its own fixture). */
const FREE = new Set([
  "metadata",
  "data",
  "items",
  "lines",
  "price",
  "plan",
  "previous_attributes",
  "product",
]);

/**
 * Differences in shape between an object we answer and Stripe's fixture: the same keys at the
 * top, and the same keys inside nested objects where both sides have one.
 */
function shapeDifferences(ours: unknown, fixture: unknown, at = ""): string[] {
  if (!isPlainObject(ours) || !isPlainObject(fixture)) return [];
  const problems: string[] = [];
  const ourKeys = new Set(Object.keys(ours));
  const fixtureKeys = new Set(Object.keys(fixture));
  for (const key of fixtureKeys) if (!ourKeys.has(key)) problems.push(`missing ${at}${key}`);
  for (const key of ourKeys) if (!fixtureKeys.has(key)) problems.push(`extra ${at}${key}`);
  for (const key of fixtureKeys) {
    if (FREE.has(key) || !ourKeys.has(key)) continue;
    let mine = ours[key];
    let theirs = fixture[key];
    if (Array.isArray(mine) && Array.isArray(theirs)) {
      mine = mine[0];
      theirs = theirs[0];
    }
    problems.push(...shapeDifferences(mine, theirs, `${at}${key}.`));
  }
  return problems;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("objects have the shape of Stripe's fixtures", () => {
  it("the shipped fixtures are Stripe's, unchanged", () => {
    const shared = path.join(
      import.meta.dirname,
      "../../../shared/reference/stripe/fixtures3.json",
    );
    const original = ["/work/shared/reference/stripe/fixtures3.json", shared].find((p) =>
      existsSync(p),
    );
    for (const name of RESOURCES) expect(local.resources[name], name).toBeTypeOf("object");
    if (!original) return;
    const all = JSON.parse(readFileSync(original, "utf8")).resources as Record<string, Json>;
    for (const name of RESOURCES) expect(local.resources[name], name).toEqual(all[name]);
  });

  it("every object type the emulator answers", async () => {
    const connect = await startReceiver();
    const { emulator, stripe } = await startEmulator({
      webhooks: { connect: { url: connect.url, secret: "whsec_c" } },
    });
    cleanups.push(
      () => emulator.stop(),
      () => connect.close(),
    );
    const creator = await connectedAccountWithPrice(stripe);
    const link = await stripe.accountLinks.create({
      account: creator.account.id,
      type: "account_onboarding",
      refresh_url: "http://localhost/r",
      return_url: "http://localhost/d",
    });
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: creator.price.id, quantity: 1 }],
        customer_email: "reader@example.com",
        success_url: "http://localhost/s/{CHECKOUT_SESSION_ID}",
      },
      creator.opts,
    );
    await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
    const completed = await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts);
    const subscription = await stripe.subscriptions.retrieve(
      completed.subscription as string,
      {},
      creator.opts,
    );
    const invoice = await stripe.invoices.retrieve(
      subscription.latest_invoice as string,
      {},
      creator.opts,
    );
    const customer = await stripe.customers.retrieve(
      completed.customer as string,
      {},
      creator.opts,
    );
    const pm = await stripe.paymentMethods.retrieve(
      (customer as Stripe.Customer).invoice_settings.default_payment_method as string,
      {},
      creator.opts,
    );
    await until(() => connect.received.length > 0, "a Connect event");
    const connectEvent = JSON.parse(connect.received[0]?.body as string) as Stripe.Event;
    const endpoint = await stripe.webhookEndpoints.create({
      url: "http://localhost/hook",
      enabled_events: ["*"],
    });
    const deletedEndpoint = await stripe.webhookEndpoints.del(endpoint.id);
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: 1_900_000_000 });
    const deletedClock = await stripe.testHelpers.testClocks.del(clock.id);
    await stripe.customers.create({ email: "platform@example.com" });
    const platformEvent = (await stripe.events.list({ type: "customer.created" })).data[0];

    const answered: [string, unknown, string[]][] = [
      ["account", await stripe.accounts.retrieve(creator.account.id), []],
      ["account", await stripe.accounts.retrieveCurrent(), []],
      ["account_link", link, []],
      ["product", creator.product, []],
      ["price", creator.price, []],
      ["customer", customer, []],
      ["payment_method", pm, []],
      ["checkout.session", session, []],
      ["checkout.session", completed, []],
      ["subscription", subscription, []],
      ["subscription_item", subscription.items.data[0], []],
      ["invoice", invoice, []],
      ["line_item", invoice.lines.data[0], ["extra pricing.price_details"]],
      [
        "item",
        (await stripe.checkout.sessions.listLineItems(session.id, {}, creator.opts)).data[0],
        [],
      ],
      ["event", platformEvent, []],
      ["event", connectEvent, ["extra account"]],
      ["webhook_endpoint", endpoint, ["extra secret"]],
      ["deleted_webhook_endpoint", deletedEndpoint, []],
      ["test_helpers.test_clock", clock, []],
      ["deleted_test_helpers.test_clock", deletedClock, []],
    ];
    checkShapes(answered);
  });

  it("the Billing Portal, payment, refund and discount objects", async () => {
    const { emulator, stripe } = await startEmulator();
    cleanups.push(() => emulator.stop());
    const creator = await connectedAccountWithPrice(stripe);
    const { opts } = creator;
    const coupon = await stripe.coupons.create({ percent_off: 10, duration: "forever" }, opts);
    const promo = await stripe.promotionCodes.create(
      { promotion: { type: "coupon", coupon: coupon.id }, code: "TEN" },
      opts,
    );
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: creator.price.id, quantity: 1 }],
        customer_email: "reader@example.com",
        discounts: [{ promotion_code: promo.id }],
        success_url: "http://localhost/s",
      },
      opts,
    );
    await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
    const done = await stripe.checkout.sessions.retrieve(session.id, {}, opts);
    const subscription = await stripe.subscriptions.retrieve(
      done.subscription as string,
      { expand: ["discounts"] },
      opts,
    );
    const invoice = await stripe.invoices.retrieve(
      done.invoice as string,
      { expand: ["payments"] },
      opts,
    );
    const invoicePayment = invoice.payments?.data[0] as Stripe.InvoicePayment;
    const intent = await stripe.paymentIntents.retrieve(
      invoicePayment.payment.payment_intent as string,
      {},
      opts,
    );
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 100 }, opts);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string, {}, opts);
    const configuration = await stripe.billingPortal.configurations.create(
      {
        features: {
          subscription_cancel: { enabled: true, mode: "at_period_end" },
          subscription_update: {
            enabled: true,
            default_allowed_updates: ["price"],
            products: [{ product: creator.product.id, prices: [creator.price.id] }],
          },
        },
      },
      opts,
    );
    const portal = await stripe.billingPortal.sessions.create(
      {
        customer: done.customer as string,
        return_url: "http://localhost/account",
        flow_data: {
          type: "subscription_cancel",
          subscription_cancel: { subscription: subscription.id },
        },
      },
      opts,
    );
    const deletedCoupon = await stripe.coupons.del(coupon.id, {}, opts);
    checkShapes([
      ["coupon", coupon, []],
      ["promotion_code", promo, []],
      ["discount", subscription.discounts[0], []],
      // The fixture's payment names only its type; the API adds the id of that type's object.
      ["invoice_payment", invoicePayment, ["extra payment.payment_intent"]],
      ["payment_intent", intent, []],
      ["charge", charge, []],
      ["refund", refund, []],
      // Stripe's API has the products customers may switch between; the fixture leaves them out.
      [
        "billing_portal.configuration",
        configuration,
        ["extra features.subscription_update.products"],
      ],
      ["billing_portal.session", portal, []],
      ["deleted_coupon", deletedCoupon, []],
    ]);
  });
});

/** Each answered object against its fixture, less the differences named as allowed. */
function checkShapes(answered: [string, unknown, string[]][]): void {
  for (const [name, object, allowed] of answered) {
    const { lastResponse: _, ...body } = object as Json & { lastResponse?: unknown };
    const problems = shapeDifferences(body, local.resources[name]).filter(
      (p) => !allowed.includes(p),
    );
    expect(problems, name).toEqual([]);
  }
}
