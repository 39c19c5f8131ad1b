import { env } from "cloudflare:test";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StoredMail } from "../services/mail/dev-mailbox";
import { makePaidReader, portalButtons, subscriptionRow } from "../test/billing-factories";
import { call, siteDb } from "../test/factories";
import { accountEvents, signature, stripe } from "../test/stripe-factories";
import type { Job, StripeEventJob } from "./jobs";
import { handleStripeEvent } from "./stripe-event";

/**
 * The cancellation e-mail: a reader who cancels in the Billing Portal (Stripe sets the plan to
 * cancel at period end and sends customer.subscription.updated) hears once that it will not
 * renew and until when they keep access, however often and in whatever company the events
 * arrive: through the Connect webhook, the queue, a duplicate delivery.
 */

const SUBJECT = "subscription is cancelled";

async function cancellationMails(email: string) {
  const { body } = await call("GET", `/dev/mail?to=${encodeURIComponent(email)}`);
  return (body.messages as StoredMail[]).filter((mail) => mail.subject.includes(SUBJECT));
}

/** Delivers the account's events as Stripe does: signed, to the Connect webhook, queued. */
async function deliver(account: string, types: readonly string[]) {
  const sent: Job[] = [];
  const JOBS = { send: async (job: Job) => void sent.push(job) } as unknown as Queue<Job>;
  for (const event of await accountEvents(account, types)) {
    const payload = JSON.stringify(event);
    const res = await call(
      "POST",
      "/webhooks/stripe-connect",
      {
        body: payload,
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": await signature(payload, "whsec_local_connect"),
        },
      },
      { ...env, JOBS },
    );
    expect(res.status).toBe(200);
  }
  return sent as StripeEventJob[];
}

const run = async (jobs: readonly StripeEventJob[]) => {
  for (const job of jobs) await handleStripeEvent(job, env);
};

describe("the cancellation e-mail", () => {
  it("cancelling in the Billing Portal mails the reader once, with the day access ends", async () => {
    const { kitchen, account, reader, row, readerToken } = await makePaidReader();
    const subscriptionId = row.stripeSubscriptionId as string;
    const press = await portalButtons(readerToken, row.id, subscriptionId);
    expect((await press("cancel")).status).toBeLessThan(400);

    const jobs = await deliver(account, ["customer.subscription.updated"]);
    expect(jobs.length).toBeGreaterThan(0);
    // Stripe and the queue both deliver at least once: the same events, three times over.
    await run(jobs);
    await run(jobs);
    await run(jobs);

    const stored = await subscriptionRow(kitchen.site.id, reader.id);
    expect(stored.cancelAt).toBeInstanceOf(Date);
    const mails = await cancellationMails(reader.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your ${kitchen.site.title} subscription is cancelled`);
    const endsOn = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(stored.cancelAt as Date);
    expect(mail?.text).toContain(`You keep full access until ${endsOn}`);
    expect(mail?.text).toContain("Manage billing: http://localhost:8788/subscriptions");
    expect(mail?.html).toContain(kitchen.site.title);
  });

  it("a later event of the same cancelled plan sends nothing more; renewing and cancelling again tells again", async () => {
    const { account, reader, row, readerToken } = await makePaidReader();
    const subscriptionId = row.stripeSubscriptionId as string;
    const press = await portalButtons(readerToken, row.id, subscriptionId);
    await press("cancel");
    await run(await deliver(account, ["customer.subscription.updated"]));
    expect(await cancellationMails(reader.email)).toHaveLength(1);

    // Another change to the same subscription, still set to cancel: its event is new, the news is not.
    const before = await accountEvents(account, ["customer.subscription.updated"]);
    await stripe().subscriptions.update(
      subscriptionId,
      { metadata: { note: "changed" } },
      { stripeAccount: account },
    );
    const jobs = await deliver(account, ["customer.subscription.updated"]);
    expect(jobs.length).toBeGreaterThan(before.length);
    await run(jobs);
    expect(await cancellationMails(reader.email)).toHaveLength(1);

    await press("renew");
    await run(await deliver(account, ["customer.subscription.updated"]));
    const [renewed] = await (await siteDb(row.siteId))
      .select()
      .from(siteSubscriptions)
      .where(eq(siteSubscriptions.id, row.id));
    expect(renewed).toMatchObject({ cancelAt: null, cancellationMailedAt: null });
    expect(await cancellationMails(reader.email)).toHaveLength(1);

    await press("cancel");
    await run(await deliver(account, ["customer.subscription.updated"]));
    expect(await cancellationMails(reader.email)).toHaveLength(2);
  });

  it("a plan that renews sends no cancellation e-mail", async () => {
    const { account, reader } = await makePaidReader();
    await run(await deliver(account, ["customer.subscription.updated"]));
    expect(await cancellationMails(reader.email)).toEqual([]);
  });
});
