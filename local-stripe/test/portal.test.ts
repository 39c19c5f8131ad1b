import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, connectedAccountWithPrice, startEmulator, submitCheckout } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const DAY = 86_400;

/** Posts a portal form as a browser does (urlencoded, redirects not followed). */
function post(url: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

function absolute(base: string, location: string | null): string {
  return new URL(location as string, base).toString();
}

/** A reader subscribed monthly through Checkout, a yearly price beside it, and a portal configuration. */
async function setup(account: "connected" | "platform" = "connected") {
  const { emulator, stripe } = await startEmulator();
  cleanups.push(() => emulator.stop());
  let opts: Stripe.RequestOptions = {};
  let product: Stripe.Product;
  let monthly: Stripe.Price;
  if (account === "connected") {
    const creator = await connectedAccountWithPrice(stripe);
    opts = creator.opts;
    product = creator.product;
    monthly = creator.price;
  } else {
    product = await stripe.products.create({ name: "Platform plan" });
    monthly = await stripe.prices.create({
      product: product.id,
      unit_amount: 900,
      currency: "usd",
      recurring: { interval: "month" },
    });
  }
  const yearly = await stripe.prices.create(
    { product: product.id, unit_amount: 5000, currency: "usd", recurring: { interval: "year" } },
    opts,
  );
  const checkout = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: monthly.id, quantity: 1 }],
      customer_email: "reader@example.com",
      success_url: "http://localhost/s/{CHECKOUT_SESSION_ID}",
    },
    opts,
  );
  await submitCheckout(checkout.url as string, { cardNumber: "4242424242424242" });
  const done = await stripe.checkout.sessions.retrieve(checkout.id, {}, opts);
  const configuration = await stripe.billingPortal.configurations.create(
    {
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ["price"],
          proration_behavior: "create_prorations",
          products: [{ product: product.id, prices: [monthly.id, yearly.id] }],
        },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        customer_update: { enabled: true, allowed_updates: ["email", "name"] },
      },
      default_return_url: "http://localhost/account",
    },
    opts,
  );
  const portal = (params: Partial<Stripe.BillingPortal.SessionCreateParams> = {}) =>
    stripe.billingPortal.sessions.create(
      { customer: done.customer as string, return_url: "http://localhost/account", ...params },
      opts,
    );
  const subscriptionId = done.subscription as string;
  const subscription = () => stripe.subscriptions.retrieve(subscriptionId, {}, opts);
  const events = async (type: string) => (await stripe.events.list({ type }, opts)).data;
  return {
    emulator,
    stripe,
    opts,
    product,
    monthly,
    yearly,
    configuration,
    portal,
    subscriptionId,
    subscription,
    customerId: done.customer as string,
    events,
  };
}

describe("Billing Portal configurations", () => {
  it("are created, retrieved, updated and listed through the SDK; the first is the default", async () => {
    const { stripe, opts, configuration, monthly, product } = await setup();
    expect(configuration.id).toMatch(/^bpc_/);
    expect(configuration.is_default).toBe(true);
    expect(configuration.features.subscription_update.products).toEqual([
      { product: product.id, prices: expect.arrayContaining([monthly.id]) },
    ]);
    expect(configuration.features.subscription_cancel.mode).toBe("at_period_end");
    const second = await stripe.billingPortal.configurations.create(
      { features: { invoice_history: { enabled: true } } },
      opts,
    );
    expect(second.is_default).toBe(false);
    const updated = await stripe.billingPortal.configurations.update(
      second.id,
      { features: { subscription_cancel: { enabled: true, mode: "immediately" } }, active: false },
      opts,
    );
    expect(updated.features.subscription_cancel).toMatchObject({
      enabled: true,
      mode: "immediately",
    });
    expect(updated.active).toBe(false);
    expect((await stripe.billingPortal.configurations.retrieve(second.id, {}, opts)).active).toBe(
      false,
    );
    const configEvents = await stripe.events.list({ type: "billing_portal.configuration.*" }, opts);
    expect(configEvents.data.map((e) => e.type)).toEqual([
      "billing_portal.configuration.updated",
      "billing_portal.configuration.created",
      "billing_portal.configuration.created",
    ]);
    expect(configEvents.data[0]?.data.previous_attributes).toMatchObject({ active: true });
    const defaults = await stripe.billingPortal.configurations.list({ is_default: true }, opts);
    expect(defaults.data.map((c) => c.id)).toEqual([configuration.id]);
    // Another account does not see them.
    await expect(stripe.billingPortal.configurations.retrieve(second.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("refuses bad features and sessions without a configuration", async () => {
    const { emulator, stripe } = await startEmulator();
    cleanups.push(() => emulator.stop());
    const customer = await stripe.customers.create({ email: "a@example.com" });
    await expect(
      stripe.billingPortal.sessions.create({ customer: customer.id }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.billingPortal.configurations.create({
        features: { subscription_cancel: { enabled: true, mode: "later" as "immediately" } },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "features[subscription_cancel][mode]" });
    await expect(
      stripe.billingPortal.configurations.create({
        features: { subscription_update: { enabled: true, default_allowed_updates: ["price"] } },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("the hosted Billing Portal", () => {
  it("shows the plan, price, status, renewal date, card, invoices and the way back", async () => {
    const { portal, subscription } = await setup();
    const session = await portal();
    expect(session.url).toMatch(/^http:\/\/localhost:\d+\/p\/session\/test_/);
    expect(session.flow).toBeNull();
    const html = await (await fetch(session.url)).text();
    const sub = await subscription();
    const end = new Date((sub.items.data[0]?.current_period_end as number) * 1000);
    const date = end.toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(html).toContain("Demo Kitchen membership");
    expect(html).toContain("$5.00 per month");
    expect(html).toContain("Status: Active");
    expect(html).toContain(`Your plan renews on ${date}.`);
    expect(html).toContain("Visa •••• 4242");
    expect(html).toContain('<a href="http://localhost/account">Return to Demo Kitchen</a>');
    expect(html).toMatch(/<h2 id="invoice-history">Invoice history<\/h2>/);
    expect(html).toContain("$5.00");
    for (const link of ["Update plan", "Cancel plan", "Update payment method"]) {
      expect(html).toContain(`>${link}</a>`);
    }
  });

  it("switches monthly to yearly with customer.subscription.updated", async () => {
    const { portal, subscription, yearly, events } = await setup();
    const session = await portal();
    const sub = await subscription();
    const page = await (await fetch(`${session.url}/subscriptions/${sub.id}/update`)).text();
    expect(page).toContain("$50.00 per year");
    expect(page).toMatch(
      /<label for="price-\d"[^>]*>Demo Kitchen membership · \$5\.00 per month \(current plan\)/,
    );
    const bad = await post(`${session.url}/subscriptions/${sub.id}/update`, {
      price: "price_nope",
    });
    expect(bad.status).toBe(400);
    const response = await post(`${session.url}/subscriptions/${sub.id}/update`, {
      price: yearly.id,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/\?notice=updated$/);
    const after = await subscription();
    expect(after.items.data[0]?.price.id).toBe(yearly.id);
    const updated = (await events("customer.subscription.updated")).find(
      (e) => (e.data.previous_attributes as { items?: unknown }).items,
    );
    expect(updated).toBeDefined();
    const home = await (
      await fetch(absolute(session.url, response.headers.get("location")))
    ).text();
    expect(home).toContain("Your plan has been updated.");
    expect(home).toContain("$50.00 per year");
  });

  it("updates the card: 0002 is declined, 0341 is saved and the renewal then fails", async () => {
    const { emulator, portal, subscription, events, customerId, stripe, opts } = await setup();
    const session = await portal();
    const form = await (await fetch(`${session.url}/payment-method`)).text();
    for (const label of ["Card number", "Expiration", "CVC"]) {
      expect(form).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    }
    const card = { cardExpiry: "12 / 34", cardCvc: "123" };
    const declined = await post(`${session.url}/payment-method`, {
      ...card,
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('role="alert">Your card was declined.');
    const saved = await post(`${session.url}/payment-method`, {
      ...card,
      cardNumber: "4000 0000 0000 0341",
    });
    expect(saved.status).toBe(303);
    const customer = (await stripe.customers.retrieve(customerId, {}, opts)) as Stripe.Customer;
    const pm = await stripe.paymentMethods.retrieve(
      customer.invoice_settings.default_payment_method as string,
      {},
      opts,
    );
    expect(pm.card?.last4).toBe("0341");
    expect((await events("payment_method.attached"))[0]?.data.object).toMatchObject({ id: pm.id });
    const customerUpdated = (await events("customer.updated"))[0];
    expect(customerUpdated?.data.previous_attributes).toHaveProperty("invoice_settings");
    await advanceClock(emulator.url, 32 * DAY);
    expect((await subscription()).status).toBe("past_due");
    expect(await events("invoice.payment_failed")).toHaveLength(1);
    // A good card through a new portal session (the first expired with the month) pays the open invoice.
    const later = await portal();
    const fixed = await post(`${later.url}/payment-method`, {
      ...card,
      cardNumber: "4242 4242 4242 4242",
    });
    expect(fixed.status).toBe(303);
    expect((await subscription()).status).toBe("active");
  });

  it("cancels at period end, says until when, and renews", async () => {
    const { portal, subscription, events } = await setup();
    const session = await portal();
    const sub = await subscription();
    const confirm = await (await fetch(`${session.url}/subscriptions/${sub.id}/cancel`)).text();
    expect(confirm).toContain("still available until the end of your billing period");
    const canceled = await post(`${session.url}/subscriptions/${sub.id}/cancel`);
    expect(canceled.status).toBe(303);
    const after = await subscription();
    expect(after.cancel_at_period_end).toBe(true);
    expect(after.cancel_at).toBe(after.items.data[0]?.current_period_end);
    const updated = (await events("customer.subscription.updated"))[0];
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const home = await (
      await fetch(absolute(session.url, canceled.headers.get("location")))
    ).text();
    expect(home).toContain("Your plan has been canceled.");
    expect(home).toMatch(/Your plan will be canceled on \w+ \d+, \d{4}\./);
    expect(home).toContain(">Renew plan</button>");
    expect(home).not.toContain(">Cancel plan</a>");
    const renewed = await post(`${session.url}/subscriptions/${sub.id}/renew`);
    expect(renewed.status).toBe(303);
    const resumed = await subscription();
    expect(resumed.cancel_at_period_end).toBe(false);
    expect(resumed.cancel_at).toBeNull();
  });

  it("a cancellation at period end ends the subscription when the clock passes it", async () => {
    const { emulator, portal, subscription, events, stripe, opts, configuration } = await setup();
    await stripe.billingPortal.configurations.update(
      configuration.id,
      {
        features: {
          subscription_cancel: {
            cancellation_reason: { enabled: true, options: ["too_expensive", "unused"] },
          },
        },
      },
      opts,
    );
    const session = await portal();
    const sub = await subscription();
    const confirm = await (await fetch(`${session.url}/subscriptions/${sub.id}/cancel`)).text();
    expect(confirm).toMatch(/<label for="reason-0"[^>]*>It&#39;s too expensive<\/label>/);
    await post(`${session.url}/subscriptions/${sub.id}/cancel`, { reason: "too_expensive" });
    expect((await subscription()).cancellation_details?.feedback).toBe("too_expensive");
    await advanceClock(emulator.url, 32 * DAY);
    const ended = await subscription();
    expect(ended.status).toBe("canceled");
    expect(ended.cancellation_details?.reason).toBe("cancellation_requested");
    expect(await events("customer.subscription.deleted")).toHaveLength(1);
    // The link outlived its hour on the clock.
    const gone = await fetch(session.url);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This portal session has expired.");
  });

  it("a cancel flow redirects after completion and its link is then used", async () => {
    const { portal, subscription, stripe, opts, customerId } = await setup();
    const sub = await subscription();
    const session = await portal({
      flow_data: {
        type: "subscription_cancel",
        subscription_cancel: { subscription: sub.id },
        after_completion: { type: "redirect", redirect: { return_url: "http://localhost/done" } },
      },
    });
    expect(session.flow).toMatchObject({
      type: "subscription_cancel",
      subscription_cancel: { subscription: sub.id },
      after_completion: { type: "redirect", redirect: { return_url: "http://localhost/done" } },
    });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain("<h1>Cancel plan</h1>");
    const response = await post(`${session.url}/subscriptions/${sub.id}/cancel`);
    expect(response.headers.get("location")).toBe("http://localhost/done");
    expect((await subscription()).cancel_at_period_end).toBe(true);
    const again = await fetch(session.url);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("already been used");
    // Another customer's subscription cannot be named in a flow.
    const other = await stripe.customers.create({ email: "other@example.com" }, opts);
    await expect(
      stripe.billingPortal.sessions.create(
        {
          customer: other.id,
          flow_data: { type: "subscription_cancel", subscription_cancel: { subscription: sub.id } },
        },
        opts,
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(customerId).not.toBe(other.id);
  });

  it("a cancel flow without after_completion lands on the portal's home page", async () => {
    const { portal, subscription } = await setup();
    const sub = await subscription();
    const session = await portal({
      flow_data: { type: "subscription_cancel", subscription_cancel: { subscription: sub.id } },
    });
    const done = await post(`${session.url}/subscriptions/${sub.id}/cancel`);
    const home = await (await fetch(absolute(session.url, done.headers.get("location")))).text();
    expect(home).toContain("<h1>Manage billing</h1>");
    expect(home).toContain("Your plan has been canceled.");
    expect(home).toContain(">Renew plan</button>");
  });

  it("a payment-method flow opens on the card form; an unvisited link expires after 5 minutes", async () => {
    const { emulator, portal } = await setup();
    const flow = await portal({
      flow_data: {
        type: "payment_method_update",
        after_completion: {
          type: "hosted_confirmation",
          hosted_confirmation: { custom_message: "Thanks!" },
        },
      },
    });
    expect(await (await fetch(flow.url)).text()).toContain("<h1>Update payment method</h1>");
    const saved = await post(`${flow.url}/payment-method`, {
      cardNumber: "4242424242424242",
      cardExpiry: "12 / 34",
      cardCvc: "123",
    });
    expect(saved.status).toBe(303);
    expect(await (await fetch(absolute(flow.url, saved.headers.get("location")))).text()).toContain(
      "Thanks!",
    );
    const unvisited = await portal();
    await advanceClock(emulator.url, 6 * 60);
    expect((await fetch(unvisited.url)).status).toBe(410);
  });

  it("updates the billing e-mail and name with customer.updated; a bad e-mail is refused", async () => {
    const { portal, stripe, opts, customerId, events } = await setup();
    const session = await portal();
    const bad = await post(`${session.url}/customer`, { email: "nope", name: "Ada" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Your email address is invalid.");
    const saved = await post(`${session.url}/customer`, {
      email: "ada@example.com",
      name: "Ada Lovelace",
    });
    expect(saved.status).toBe(303);
    const customer = (await stripe.customers.retrieve(customerId, {}, opts)) as Stripe.Customer;
    expect(customer).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace" });
    expect((await events("customer.updated"))[0]?.data.previous_attributes).toMatchObject({
      email: "reader@example.com",
    });
  });

  it("an update flow opens on the plan choice and shows its confirmation", async () => {
    const { portal, subscription, yearly, stripe, opts, configuration, customerId } = await setup();
    const sub = await subscription();
    const session = await portal({
      flow_data: {
        type: "subscription_update",
        subscription_update: { subscription: sub.id },
        after_completion: {
          type: "hosted_confirmation",
          hosted_confirmation: { custom_message: "Your new plan is ready." },
        },
      },
    });
    expect(await (await fetch(session.url)).text()).toContain("<legend>Choose a plan</legend>");
    const done = await post(`${session.url}/subscriptions/${sub.id}/update`, { price: yearly.id });
    expect(done.status).toBe(303);
    const confirmation = await (
      await fetch(absolute(session.url, done.headers.get("location")))
    ).text();
    expect(confirmation).toContain("Your new plan is ready.");
    expect((await subscription()).items.data[0]?.price.id).toBe(yearly.id);
    // Nothing more changes through a finished flow.
    expect((await post(`${session.url}/subscriptions/${sub.id}/cancel`)).status).toBe(410);
    // A flow needs its feature enabled.
    await stripe.billingPortal.configurations.update(
      configuration.id,
      { features: { subscription_update: { enabled: false } } },
      opts,
    );
    await expect(
      stripe.billingPortal.sessions.create(
        {
          customer: customerId,
          flow_data: { type: "subscription_update", subscription_update: { subscription: sub.id } },
        },
        opts,
      ),
    ).rejects.toMatchObject({ statusCode: 400, param: "flow_data[type]" });
  });

  it("another customer's subscription is not found on the page", async () => {
    const { portal, stripe, opts, monthly } = await setup();
    const other = await stripe.customers.create(
      {
        email: "b@example.com",
        payment_method: "pm_card_visa",
        invoice_settings: { default_payment_method: "pm_card_visa" },
      },
      opts,
    );
    const theirs = await stripe.subscriptions.create(
      { customer: other.id, items: [{ price: monthly.id }] },
      opts,
    );
    const session = await portal();
    expect((await post(`${session.url}/subscriptions/${theirs.id}/cancel`)).status).toBe(404);
    expect((await stripe.subscriptions.retrieve(theirs.id, {}, opts)).cancel_at_period_end).toBe(
      false,
    );
  });

  it("works the same on the platform account (the creator's own plan)", async () => {
    const { portal, subscription, events } = await setup("platform");
    const session = await portal();
    const html = await (await fetch(session.url)).text();
    expect(html).toContain("Platform plan");
    expect(html).toContain("Return to Local platform");
    const sub = await subscription();
    await post(`${session.url}/subscriptions/${sub.id}/cancel`);
    expect((await subscription()).cancel_at_period_end).toBe(true);
    const updated = (await events("customer.subscription.updated"))[0];
    expect(updated?.account).toBeUndefined();
  });
});
