import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import type { Obj } from "../lib/types";
import { connectedAccountWithPrice, sdkFor, startEmulator } from "./harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup() {
  const started = await startEmulator();
  cleanups.push(() => started.emulator.stop());
  return started;
}

async function raw(port: number, path: string, init: RequestInit = {}) {
  const response = await fetch(`http://localhost:${port}${path}`, init);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Obj,
  };
}

describe("wire protocol", () => {
  it("answers 401 with Stripe's error without a key or with a key that is not a test secret key", async () => {
    const { port } = await setup();
    const missing = await raw(port, "/v1/customers");
    expect(missing.status).toBe(401);
    expect(missing.body.error.type).toBe("invalid_request_error");
    expect(missing.body.error.message).toMatch(/You did not provide an API key/);
    const live = await raw(port, "/v1/customers", {
      headers: { authorization: "Bearer sk_live_abcdefghijkl" },
    });
    expect(live.status).toBe(401);
    expect(live.body.error.code).toBe("api_key_invalid");
    const sdk = new Stripe("pk_test_nope", {
      host: "localhost",
      port,
      protocol: "http",
      httpClient: Stripe.createFetchHttpClient(),
    });
    await expect(sdk.customers.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("answers 404 resource_missing, 400 for missing and unknown parameters, 404 for unknown URLs", async () => {
    const { stripe, port } = await setup();
    const missing = await stripe.customers.retrieve("cus_nope").catch((e) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing.statusCode).toBe(404);
    expect(missing.code).toBe("resource_missing");
    expect(missing.message).toBe("No such customer: 'cus_nope'");
    const noName = await stripe.products.create({} as Stripe.ProductCreateParams).catch((e) => e);
    expect([noName.statusCode, noName.code, noName.param]).toEqual([
      400,
      "parameter_missing",
      "name",
    ]);
    const unknown = await stripe.customers
      .create({ colour: "red" } as Stripe.CustomerCreateParams)
      .catch((e) => e);
    expect([unknown.statusCode, unknown.code, unknown.param]).toEqual([
      400,
      "parameter_unknown",
      "colour",
    ]);
    const badUrl = await raw(port, "/v1/nothing", {
      headers: { authorization: "Bearer sk_test_x" },
    });
    expect(badUrl.status).toBe(404);
    expect(badUrl.body.error.message).toMatch(/Unrecognized request URL \(GET: \/v1\/nothing\)/);
  });

  it("replays an idempotent request and refuses the same key with other parameters", async () => {
    const { stripe, port } = await setup();
    const first = await stripe.customers.create(
      { email: "a@example.com" },
      { idempotencyKey: "k1" },
    );
    const again = await stripe.customers.create(
      { email: "a@example.com" },
      { idempotencyKey: "k1" },
    );
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list()).data).toHaveLength(1);
    const replayed = await raw(port, "/v1/customers", {
      method: "POST",
      headers: {
        authorization: "Bearer sk_test_x",
        "idempotency-key": "k1",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=a%40example.com",
    });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body.id).toBe(first.id);
    const other = await stripe.customers
      .create({ email: "b@example.com" }, { idempotencyKey: "k1" })
      .catch((e) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.statusCode).toBe(400);
  });

  it("keeps a connected account's objects on that account (Stripe-Account)", async () => {
    const { stripe, port } = await setup();
    const creator = await connectedAccountWithPrice(stripe);
    const other = await stripe.accounts.create({ type: "express" });
    expect((await stripe.prices.retrieve(creator.price.id, {}, creator.opts)).id).toBe(
      creator.price.id,
    );
    const fromPlatform = await stripe.prices.retrieve(creator.price.id).catch((e) => e);
    expect(fromPlatform.statusCode).toBe(404);
    const fromOther = await stripe.prices
      .retrieve(creator.price.id, {}, { stripeAccount: other.id })
      .catch((e) => e);
    expect(fromOther.statusCode).toBe(404);
    expect((await stripe.products.list()).data).toEqual([]);
    const unknownAccount = await stripe.customers
      .list({}, { stripeAccount: "acct_nope" })
      .catch((e) => e);
    expect(unknownAccount.statusCode).toBe(403);
    expect((await stripe.accounts.retrieveCurrent()).id).toBe("acct_platform");
    const self = await raw(port, "/v1/account", {
      headers: { authorization: "Bearer sk_test_x", "stripe-account": creator.account.id },
    });
    expect(self.body.id).toBe(creator.account.id);
  });

  it("expands ids into objects, also inside lists (data.…), and refuses what cannot be expanded", async () => {
    const { stripe } = await setup();
    const product = await stripe.products.create({ name: "Plan" });
    await stripe.prices.create({
      product: product.id,
      unit_amount: 100,
      currency: "usd",
      recurring: { interval: "month" },
    });
    const prices = await stripe.prices.list({ expand: ["data.product"] });
    expect((prices.data[0]?.product as Stripe.Product | undefined)?.name).toBe("Plan");
    const price = await stripe.prices.retrieve(prices.data[0]?.id as string, {
      expand: ["product"],
    });
    expect((price.product as Stripe.Product).id).toBe(product.id);
    const bad = await stripe.prices.retrieve(price.id, { expand: ["currency"] }).catch((e) => e);
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toBe("This property cannot be expanded (currency).");
  });

  it("pages lists newest first with limit, starting_after, ending_before, has_more and url", async () => {
    const { stripe } = await setup();
    const created: string[] = [];
    for (let i = 0; i < 5; i++)
      created.push((await stripe.customers.create({ email: `c${i}@example.com` })).id);
    const newestFirst = [...created].reverse();
    const page1 = await stripe.customers.list({ limit: 2 });
    expect(page1.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
    expect(page1.has_more).toBe(true);
    expect(page1.url).toBe("/v1/customers");
    const page2 = await stripe.customers.list({ limit: 2, starting_after: page1.data[1]?.id });
    expect(page2.data.map((c) => c.id)).toEqual(newestFirst.slice(2, 4));
    const back = await stripe.customers.list({ limit: 2, ending_before: page2.data[0]?.id });
    expect(back.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
    const all: string[] = [];
    for await (const customer of stripe.customers.list({ limit: 2 })) all.push(customer.id);
    expect(all).toEqual(newestFirst);
    expect(
      (await stripe.customers.list({ email: "c3@example.com" })).data.map((c) => c.id),
    ).toEqual([created[3]]);
  });
});

describe("products, prices, customers and payment methods", () => {
  it("creates, updates and filters products and prices (product_data, active)", async () => {
    const { stripe } = await setup();
    const price = await stripe.prices.create({
      product_data: { name: "Yearly" },
      unit_amount: 5000,
      currency: "usd",
      recurring: { interval: "year" },
    });
    expect(price.recurring?.interval).toBe("year");
    expect(price.type).toBe("recurring");
    const product = await stripe.products.retrieve(price.product as string);
    expect(product.name).toBe("Yearly");
    await stripe.prices.update(price.id, { active: false });
    expect((await stripe.prices.list({ active: true })).data).toEqual([]);
    expect(
      (await stripe.prices.list({ product: product.id, active: false })).data.map((p) => p.id),
    ).toEqual([price.id]);
    await stripe.products.update(product.id, { active: false });
    expect((await stripe.products.list({ active: false })).data.map((p) => p.id)).toEqual([
      product.id,
    ]);
    const bad = await stripe.prices
      .create({
        product: product.id,
        unit_amount: 1,
        currency: "usd",
        recurring: { interval: "fortnight" as "month" },
      })
      .catch((e) => e);
    expect([bad.statusCode, bad.param]).toEqual([400, "recurring[interval]"]);
  });

  it("attaches the test PaymentMethods, refuses the always-declined card, and lists a customer's cards", async () => {
    const { stripe } = await setup();
    const customer = await stripe.customers.create({
      email: "r@example.com",
      metadata: { userId: "u1" },
    });
    const visa = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    expect(visa.id).toMatch(/^pm_/);
    expect(visa.customer).toBe(customer.id);
    expect(visa.card?.last4).toBe("4242");
    const failing = await stripe.paymentMethods.attach("pm_card_chargeCustomerFail", {
      customer: customer.id,
    });
    expect(failing.card?.last4).toBe("0341");
    const declined = await stripe.paymentMethods
      .attach("pm_card_chargeDeclined", { customer: customer.id })
      .catch((e) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect([declined.statusCode, declined.code, declined.decline_code]).toEqual([
      402,
      "card_declined",
      "generic_decline",
    ]);
    expect(declined.message).toBe("Your card was declined.");
    // A customer created with a declined card does not come into being at all.
    const refused = await stripe.customers
      .create({ email: "no@example.com", payment_method: "pm_card_chargeDeclined" })
      .catch((e) => e);
    expect(refused.statusCode).toBe(402);
    expect((await stripe.customers.list({ email: "no@example.com" })).data).toEqual([]);
    const listed = await stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((pm) => pm.id).sort()).toEqual([visa.id, failing.id].sort());
    expect((await stripe.paymentMethods.retrieve(visa.id)).card?.brand).toBe("visa");
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: failing.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(failing.id);
    expect(updated.metadata).toEqual({ userId: "u1" });
  });

  it("lists Checkout Sessions and expands their customer", async () => {
    const { stripe } = await setup();
    const creator = await connectedAccountWithPrice(stripe);
    const customer = await stripe.customers.create({ email: "known@example.com" }, creator.opts);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: creator.price.id, quantity: 1 }],
        success_url: "http://localhost/s/{CHECKOUT_SESSION_ID}",
      },
      creator.opts,
    );
    const listed = await stripe.checkout.sessions.list({ expand: ["data.customer"] }, creator.opts);
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);
    expect((listed.data[0]?.customer as Stripe.Customer | undefined)?.email).toBe(
      "known@example.com",
    );
    const withoutPrice = await stripe.checkout.sessions
      .create({ mode: "subscription", success_url: "http://localhost/s" }, creator.opts)
      .catch((e) => e);
    expect([withoutPrice.statusCode, withoutPrice.param]).toEqual([400, "line_items"]);
    const trial = await stripe.checkout.sessions
      .create(
        {
          mode: "subscription",
          line_items: [{ price: creator.price.id, quantity: 1 }],
          subscription_data: {
            trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
          },
          success_url: "http://localhost/s",
        },
        creator.opts,
      )
      .catch((e) => e);
    expect([trial.statusCode, trial.param]).toEqual([400, "subscription_data[trial_settings]"]);
    expect(sdkFor).toBeTypeOf("function");
  });
});
