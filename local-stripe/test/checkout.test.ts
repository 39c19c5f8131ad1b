import { afterEach, describe, expect, it } from "vitest";
import {
  connectedAccountWithPrice,
  type Received,
  startEmulator,
  startReceiver,
  submitCheckout,
  until,
} from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup() {
  const connect = await startReceiver();
  const { emulator, stripe } = await startEmulator({
    webhooks: { connect: { url: connect.url, secret: "whsec_test_connect" } },
    retryDelaysMs: [20, 40],
  });
  cleanups.push(
    () => emulator.stop(),
    () => connect.close(),
  );
  const creator = await connectedAccountWithPrice(stripe);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: creator.price.id, quantity: 1 }],
      customer_email: "reader@example.com",
      client_reference_id: "user_1",
      metadata: { siteId: "site_1" },
      subscription_data: {
        metadata: { siteId: "site_1", userId: "user_1" },
        application_fee_percent: 10,
      },
      success_url: "http://localhost:8788/subscribe/success/{CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:8788/subscribe",
    },
    creator.opts,
  );
  return { stripe, emulator, connect, creator, session };
}

function types(received: Received[]): string[] {
  return received.map((r) => JSON.parse(r.body).type);
}

describe("hosted Checkout", () => {
  it("shows the business, the price and Stripe's labelled fields, with the e-mail fixed", async () => {
    const { session } = await setup();
    expect(session.url).toMatch(/^http:\/\/localhost:\d+\/c\/pay\/cs_test_/);
    const html = await (await fetch(session.url as string)).text();
    expect(html).toContain("Demo Kitchen");
    expect(html).toContain("$5.00");
    for (const label of ["Email", "Card number", "Expiration", "CVC", "Cardholder name"]) {
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    }
    expect(html).toMatch(
      /<input id="email" name="email" value="reader@example.com" type="email" readonly/,
    );
    expect(html).toContain('<button type="submit">Subscribe</button>');
    expect(html).toContain('<a href="http://localhost:8788/subscribe">Back</a>');
  });

  it("4242 pays: subscription, paid invoice, completed session, redirect, events in Stripe's order", async () => {
    const { stripe, session, creator, connect } = await setup();
    const response = await submitCheckout(session.url as string, {
      cardNumber: "4242 4242 4242 4242",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://localhost:8788/subscribe/success/${session.id}`,
    );

    const twice = await submitCheckout(session.url as string, { cardNumber: "4242424242424242" });
    expect(twice.headers.get("location")).toBe(response.headers.get("location"));

    const done = await stripe.checkout.sessions.retrieve(
      session.id,
      { expand: ["subscription", "customer"] },
      creator.opts,
    );
    expect(done.status).toBe("complete");
    expect(done.payment_status).toBe("paid");
    const subscription = done.subscription as import("stripe").Stripe.Subscription;
    const customer = done.customer as import("stripe").Stripe.Customer;
    expect(customer.email).toBe("reader@example.com");
    expect(subscription.status).toBe("active");
    expect(subscription.application_fee_percent).toBe(10);
    expect(subscription.metadata).toEqual({ siteId: "site_1", userId: "user_1" });
    expect(subscription.items.data[0]?.price.id).toBe(creator.price.id);
    expect(subscription.items.data[0]?.current_period_end).toBeGreaterThan(
      subscription.items.data[0]?.current_period_start as number,
    );
    const card = await stripe.paymentMethods.retrieve(
      customer.invoice_settings.default_payment_method as string,
      {},
      creator.opts,
    );
    expect([card.customer, card.card?.last4, card.billing_details.name]).toEqual([
      customer.id,
      "4242",
      "Ada Reader",
    ]);

    const invoice = await stripe.invoices.retrieve(
      subscription.latest_invoice as string,
      {},
      creator.opts,
    );
    expect(invoice.status).toBe("paid");
    expect((await stripe.subscriptions.list({}, creator.opts)).data).toHaveLength(1);
    expect(invoice.amount_paid).toBe(500);
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    const expected = [
      "customer.created",
      "payment_method.attached",
      "customer.updated",
      "customer.subscription.created",
      "invoice.created",
      "invoice.finalized",
      "payment_intent.created",
      "charge.succeeded",
      "payment_intent.succeeded",
      "invoice_payment.paid",
      "invoice.paid",
      "invoice.payment_succeeded",
      "checkout.session.completed",
    ];
    await until(() => connect.received.length >= expected.length + 2, "the Connect webhooks");
    // Product and price creation came first, on the same account.
    expect(types(connect.received).slice(0, 2)).toEqual(["product.created", "price.created"]);
    expect(types(connect.received).filter((t) => expected.includes(t))).toEqual(expected);
    for (const delivery of connect.received)
      expect(JSON.parse(delivery.body).account).toBe(creator.account.id);
  });

  it("4000 0000 0000 0002 is declined: the page says so, the session stays open, nothing is created", async () => {
    const { stripe, session, creator } = await setup();
    const response = await submitCheckout(session.url as string, {
      cardNumber: "4000 0000 0000 0002",
    });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('role="alert">Your card was declined.</p>');
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts)).status).toBe(
      "open",
    );
    expect((await stripe.customers.list({}, creator.opts)).data).toEqual([]);
    expect((await stripe.subscriptions.list({ status: "all" }, creator.opts)).data).toEqual([]);
  });

  it("4000 0000 0000 0341 fails its first charge in Checkout: declined, nothing granted", async () => {
    const { stripe, session, creator } = await setup();
    const response = await submitCheckout(session.url as string, {
      cardNumber: "4000000000000341",
    });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain("Your card was declined.");
    expect((await stripe.subscriptions.list({ status: "all" }, creator.opts)).data).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts)).status).toBe(
      "open",
    );
  });

  it("any other number is incorrect, and an incomplete form says which field", async () => {
    const { session } = await setup();
    const wrong = await submitCheckout(session.url as string, {
      cardNumber: "1234 5678 9012 3456",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your card number is incorrect.");
    const noCvc = await submitCheckout(session.url as string, {
      cardNumber: "4242424242424242",
      cardCvc: "",
    });
    expect(await noCvc.text()).toContain("Your card&#39;s security code is incomplete.");
  });

  it("an expired session cannot be paid", async () => {
    const { stripe, session, creator, emulator } = await setup();
    await fetch(`${emulator.url}/_emulator/clock/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 24 * 3600 + 1 }),
    });
    expect((await stripe.checkout.sessions.retrieve(session.id, {}, creator.opts)).status).toBe(
      "expired",
    );
    const response = await submitCheckout(session.url as string, {
      cardNumber: "4242424242424242",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This Checkout Session is no longer active.");
  });
});
