import { describe, expect, it } from "vitest";
import type { StoredMail } from "../services/mail/dev-mailbox";
import { advanceClock, makePaidReader } from "../test/billing-factories";
import { call } from "../test/factories";
import { accountEvents, consume, stripe } from "../test/stripe-factories";

/**
 * Billing e-mails to readers, each triggered by its Stripe event through the JOBS
 * handler, and sent once however often the event arrives.
 */

const DAY = 24 * 60 * 60;

async function mailTo(email: string, subject: string) {
  const { body } = await call("GET", `/dev/mail?to=${encodeURIComponent(email)}`);
  return (body.messages as StoredMail[]).filter((mail) => mail.subject.includes(subject));
}

describe("billing e-mails", () => {
  it("invoice.paid sends a receipt in the site's name, once per event", async () => {
    const { kitchen, account, reader } = await makePaidReader();
    const [receipt, ...more] = await mailTo(reader.email, "receipt");
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(`Your ${kitchen.site.title} receipt`);
    expect(receipt?.text).toContain("We received your payment of $5.00 for the monthly plan");
    // And where the plan is changed or cancelled: the account's Subscriptions page.
    expect(receipt?.text).toMatch(
      /To change or cancel your plan, go to your subscriptions: \S+\/subscriptions/,
    );
    expect(receipt?.html).toContain(kitchen.site.title);
    const [paid] = await accountEvents(account, ["invoice.paid"]);
    for (let round = 0; round < 5; round++) await consume(paid as never);
    expect(await mailTo(reader.email, "receipt")).toHaveLength(1);
  });

  it("invoice.payment_failed mails a link that opens the portal on the card form", async () => {
    const { kitchen, account, reader, row, readerToken } = await makePaidReader();
    const subscriptionId = row.stripeSubscriptionId as string;
    const customer = row.stripeCustomerId as string;
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
    await consume(...(await accountEvents(account)));
    const [failed] = await mailTo(reader.email, "failed");
    expect(failed?.subject).toBe(`Your payment to ${kitchen.site.title} failed`);
    const link = failed?.text.match(/Update card: (\S+)/)?.[1] as string;
    expect(new URL(link).searchParams.get("update-card")).toBe(row.id);
    // What the account page does with that link: a portal session opened on the card form.
    const portal = await call("POST", "/manage/billing-portal-sessions", {
      token: readerToken,
      json: { subscriptionId: row.id, flow: "payment_method_update" },
    });
    expect(await (await fetch(portal.body.url)).text()).toContain("Card number");
  });

  it("invoice.upcoming sends the reminder 7 days before a yearly renewal, not for monthly", {
    timeout: 30_000,
  }, async () => {
    const yearly = await makePaidReader("yearly");
    const monthly = await makePaidReader("monthly");
    await advanceClock(359 * DAY);
    await consume(...(await accountEvents(yearly.account)));
    await consume(...(await accountEvents(monthly.account)));
    const [reminder, ...more] = await mailTo(yearly.reader.email, "renews on");
    expect(more).toEqual([]);
    expect(reminder?.text).toContain(
      `Your yearly subscription to ${yearly.kitchen.site.title} renews on`,
    );
    expect(reminder?.text).toContain("for $50.00");
    expect(await mailTo(monthly.reader.email, "renews on")).toEqual([]);
  });

  it("customer.subscription.deleted confirms the end, once", async () => {
    const { kitchen, account, reader, row } = await makePaidReader();
    await stripe().subscriptions.cancel(row.stripeSubscriptionId as string, undefined, {
      stripeAccount: account,
    });
    const [deleted] = await accountEvents(account, ["customer.subscription.deleted"]);
    for (let round = 0; round < 3; round++) await consume(deleted as never);
    const ended = await mailTo(reader.email, "has ended");
    expect(ended).toHaveLength(1);
    expect(ended[0]?.subject).toBe(`Your ${kitchen.site.title} subscription has ended`);
  });
});
