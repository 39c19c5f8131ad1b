import { env } from "cloudflare:test";
import { processedPaymentEvents } from "@schema/db/payments";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteDbsOf } from "../lib/site-databases";
import { applySubscription } from "../services/payments/subscription-sync";
import { call, databases, db, makeUser, signedIn, siteDb, unique } from "../test/factories";
import { makeRecipe } from "../test/recipe-factories";
import {
  accountEvents,
  CARDS,
  consume,
  jobOf,
  makePaidSite,
  payCheckout,
  siteRow,
  stripe,
} from "../test/stripe-factories";
import { handleStripeEvent } from "./stripe-event";

/**
 * The JOBS handler for Stripe events: idempotent on the event id, and whatever the order
 * or number of deliveries, the row ends as Stripe's current state, never losing paid access
 * to a stale event.
 */

async function rowsOf(siteId: string, userId: string) {
  return (await siteDb(siteId))
    .select()
    .from(siteSubscriptions)
    .where(and(eq(siteSubscriptions.siteId, siteId), eq(siteSubscriptions.userId, userId)));
}

/** A reader of a paid site who has paid for the monthly plan at Checkout (events not yet handled). */
async function paidCheckout(card: string = CARDS.ok) {
  const paidSite = await makePaidSite();
  const account = (await siteRow(paidSite.site.id)).stripeAccountId as string;
  const reader = await makeUser();
  const token = await signedIn(reader.id, paidSite.site.id);
  const res = await call("POST", `/site/${paidSite.site.slug}/subscriptions`, {
    token,
    json: { plan: "monthly" },
  });
  await payCheckout(res.body.checkout.url, reader.email, card);
  const [subscription] = (
    await stripe().subscriptions.list({ limit: 1 }, { stripeAccount: account })
  ).data;
  return { ...paidSite, account, reader, token, subscriptionId: subscription?.id as string };
}

async function advanceClock(seconds: number) {
  const res = await fetch(`${env.TEST_STRIPE_URL}/_emulator/clock/advance`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ seconds }),
  });
  if (!res.ok) throw new Error(`clock advance: ${res.status} ${await res.text()}`);
}

const DAY = 24 * 60 * 60;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

describe("Stripe events in the JOBS consumer", () => {
  it("each event delivered five times is applied once: one row, one record, one state", async () => {
    const { site, account, reader } = await paidCheckout();
    const events = await accountEvents(account);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
      ]),
    );
    for (let round = 0; round < 5; round++) await consume(...events);
    const rows = await rowsOf(site.id, reader.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan: "monthly", status: "active" });
    for (const event of events) {
      const records = await db()
        .select()
        .from(processedPaymentEvents)
        .where(eq(processedPaymentEvents.id, event.id));
      expect(records).toHaveLength(1);
    }
  });

  it("an event that fails (Stripe unreachable) is not marked handled: the retry applies it", async () => {
    const { site, account, reader } = await paidCheckout();
    const [completed] = await accountEvents(account, ["checkout.session.completed"]);
    if (!completed) throw new Error("No checkout.session.completed");
    const unreachable = { ...env, STRIPE_API_PORT: "1" };
    await expect(handleStripeEvent(jobOf(completed), unreachable)).rejects.toThrow();
    expect(await rowsOf(site.id, reader.id)).toEqual([]);
    await consume(completed);
    expect((await rowsOf(site.id, reader.id))[0]).toMatchObject({ status: "active" });
  });

  it("a signed-out payer's checkout, delivered five times, makes one account and mails one link", async () => {
    const { site } = await makePaidSite();
    const account = (await siteRow(site.id)).stripeAccountId as string;
    const email = `${unique("once")}@example.com`;
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email, plan: "monthly" },
    });
    expect(res.body.checkout?.url, JSON.stringify(res.body)).toBeTruthy();
    const paid = await payCheckout(res.body.checkout.url, email);
    // Paid means redirected to the site's success page; anything else is the page again.
    expect(paid.location, paid.body.slice(0, 500)).toBeTruthy();
    const [completed] = await accountEvents(account, ["checkout.session.completed"]);
    if (!completed) throw new Error("The paid checkout left no checkout.session.completed");
    for (let round = 0; round < 5; round++) await consume(completed);
    const mail = await call("GET", `/dev/mail?to=${encodeURIComponent(email)}`);
    expect(mail.body.messages).toHaveLength(1);
  });

  // 24 orders of four events, each applied against the local Stripe.
  it("the events of one subscription's life, in every order, end in its one current state", {
    timeout: 60_000,
  }, async () => {
    const { site, account, reader, subscriptionId } = await paidCheckout();
    // The reader cancels: Stripe ends the subscription now.
    await stripe().subscriptions.cancel(subscriptionId, undefined, { stripeAccount: account });
    const life = await accountEvents(account, [
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
      "customer.subscription.deleted",
    ]);
    expect(life).toHaveLength(4);
    for (const order of permutations(life)) {
      await (await siteDb(site.id))
        .delete(siteSubscriptions)
        .where(eq(siteSubscriptions.siteId, site.id));
      for (const event of life) {
        await db().delete(processedPaymentEvents).where(eq(processedPaymentEvents.id, event.id));
      }
      await consume(...order);
      const [row] = await rowsOf(site.id, reader.id);
      expect(row, order.map((event) => event.type).join(" → ")).toMatchObject({
        plan: "monthly",
        status: "canceled",
        stripeSubscriptionId: subscriptionId,
      });
    }
  });

  it("a stale read of a subscription never overwrites a later one", async () => {
    const { site, account, reader, subscriptionId } = await paidCheckout();
    const early = await stripe().subscriptions.retrieve(subscriptionId, undefined, {
      stripeAccount: account,
    });
    await stripe().subscriptions.cancel(subscriptionId, undefined, { stripeAccount: account });
    const late = await stripe().subscriptions.retrieve(subscriptionId, undefined, {
      stripeAccount: account,
    });
    const fresh = await siteRow(site.id);
    const dbs = siteDbsOf(databases(), fresh);
    await applySubscription(dbs, fresh, late);
    await applySubscription(dbs, fresh, early);
    expect((await rowsOf(site.id, reader.id))[0]).toMatchObject({ status: "canceled" });
  });

  it("a second checkout that never got paid does not take away the paid plan", async () => {
    const { site, account, reader, token, subscriptionId } = await paidCheckout();
    await consume(...(await accountEvents(account)));
    // A second subscription of the same reader that Stripe could not charge.
    const customer = await stripe().customers.create(
      { email: reader.email },
      { stripeAccount: account },
    );
    const failing = await stripe().paymentMethods.attach(
      "pm_card_chargeCustomerFail",
      { customer: customer.id },
      { stripeAccount: account },
    );
    const second = await stripe().subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: (await siteRow(site.id)).stripeYearlyPriceId as string }],
        metadata: { siteId: site.id, userId: reader.id, plan: "yearly", email: reader.email },
        payment_behavior: "default_incomplete",
        default_payment_method: failing.id,
      },
      { stripeAccount: account },
    );
    expect(second.status).not.toBe("active");
    await consume(...(await accountEvents(account)));
    expect((await rowsOf(site.id, reader.id))[0]).toMatchObject({
      plan: "monthly",
      status: "active",
      stripeSubscriptionId: subscriptionId,
    });
    const me = await call("GET", `/site/${site.slug}/current-user`, { token });
    expect(me.body.currentUser.isSubscribedToPaid).toBe(true);
  });

  it("a failed renewal keeps access while Stripe retries (past_due); paying again recovers it", async () => {
    const { site, account, reader, token, subscriptionId } = await paidCheckout();
    await consume(...(await accountEvents(account)));
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const full = async () =>
      (await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, { token })).body.recipe
        ?.access?.full;
    expect(await full()).toBe(true);

    // The card on file starts failing, then the month runs out.
    const subscription = await stripe().subscriptions.retrieve(subscriptionId, undefined, {
      stripeAccount: account,
    });
    const customer = subscription.customer as string;
    const failing = await stripe().paymentMethods.attach(
      "pm_card_chargeCustomerFail",
      { customer },
      { stripeAccount: account },
    );
    await stripe().customers.update(
      customer,
      { invoice_settings: { default_payment_method: failing.id } },
      { stripeAccount: account },
    );
    await stripe().subscriptions.update(
      subscriptionId,
      { default_payment_method: failing.id },
      { stripeAccount: account },
    );
    await advanceClock(32 * DAY);
    const failed = await accountEvents(account, ["invoice.payment_failed"]);
    expect(failed.length).toBeGreaterThan(0);
    await consume(...(await accountEvents(account)));
    expect((await rowsOf(site.id, reader.id))[0]).toMatchObject({ status: "past_due" });
    expect(await full()).toBe(true);

    // A working card, and the open invoice paid.
    const working = await stripe().paymentMethods.attach(
      "pm_card_visa",
      { customer },
      { stripeAccount: account },
    );
    await stripe().subscriptions.update(
      subscriptionId,
      { default_payment_method: working.id },
      { stripeAccount: account },
    );
    const lastFailure = failed.at(-1);
    if (!lastFailure) throw new Error("No invoice.payment_failed event");
    const invoice = (lastFailure.data.object as { id: string }).id;
    await stripe().invoices.pay(
      invoice,
      { payment_method: working.id },
      { stripeAccount: account },
    );
    await consume(...(await accountEvents(account)));
    expect((await rowsOf(site.id, reader.id))[0]).toMatchObject({ status: "active" });
    expect(await full()).toBe(true);
  });
});
