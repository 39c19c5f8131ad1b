import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { longDay } from "../lib/formats";
import type { Job, SubscriberNoticeMailJob } from "../queues/jobs";
import { handleStripeEvent } from "../queues/stripe-event";
import type { StoredMail } from "../services/mail/dev-mailbox";
import { mailSubscriberNotice } from "../services/subscribers/notice-mail";
import { makePaidReader, portalButtons, subscriptionRow } from "../test/billing-factories";
import { expectDocumented } from "../test/documented-answers";
import {
  call,
  databases,
  emailOf,
  mailsWithSubject,
  makeNamedUser,
  makeSite,
  signedIn,
} from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeManager } from "../test/recipe-factories";
import { accountEvents, CARDS, jobOf, makePaidSite, payCheckout } from "../test/stripe-factories";
import { subscribingSite } from "../test/subscriber-helpers";

/**
 * A creator hears by e-mail when a reader subscribes for free, begins a paid plan or sets one
 * to end, once however often the news is delivered; each of the site's people switches
 * these on the kitchen's Subscribers page.
 */

const notices = (jobs: readonly Job[]) =>
  jobs.filter((job): job is SubscriberNoticeMailJob => job.type === "subscriber-notice-mail");

/** Runs the queued notices as the JOBS consumer would, each twice (at-least-once delivery). */
async function deliverTwice(jobs: readonly Job[]) {
  for (const job of notices(jobs)) {
    await mailSubscriberNotice(env, databases(), job);
    await mailSubscriberNotice(env, databases(), job);
  }
}

/** A free site, its owner's address, and `subscribe`, which records the queue. */
async function freeSite() {
  const subscribing = await subscribingSite();
  return { ...subscribing, ownerEmail: await emailOf(subscribing.site.ownerId) };
}

describe("e-mails to the site's people about free subscribers", () => {
  it("a reader who subscribes for free is told to the owner once, with the way to find them", async () => {
    const { site, queue, subscribe, ownerEmail } = await freeSite();
    const theo = await makeNamedUser("Theo");
    await subscribe(theo.id);
    const row = await subscriptionRow(site.id, theo.id);
    expect(notices(queue.jobs)).toEqual([
      {
        type: "subscriber-notice-mail",
        siteId: site.id,
        subscriptionId: row.id,
        event: "free",
        key: expect.stringMatching(/^subscriber-notice\/free\//),
      },
    ]);
    await deliverTwice(queue.jobs.splice(0));
    const mails = await mailsWithSubject(ownerEmail, "Theo");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Theo subscribed to Maya's Kitchen for free");
    expect(mail?.from).toContain("Maya's Kitchen");
    expect(mail?.text).toContain(`Theo (${theo.email})`);
    expect(mail?.text).toContain(
      "Maya's Kitchen now has 0 paid subscribers and 1 free subscriber.",
    );
    expect(mail?.html).toContain(
      `/kitchen/${site.slug}/subscribers?query=${encodeURIComponent(theo.email)}`,
    );

    // Subscribing again while subscribed is no news.
    await subscribe(theo.id);
    expect(notices(queue.jobs)).toEqual([]);
  });

  it("the footer form's confirmed sign-up is news too; a site person subscribing is not told to themselves", async () => {
    const { site, queue, subscribe, ownerEmail } = await freeSite();
    const email = `footer-${crypto.randomUUID()}@example.com`;
    await call("POST", `/site/${site.slug}/newsletter-signups`, { json: { email } }, queue.env);
    expect(notices(queue.jobs)).toEqual([]);
    const { body } = await call("GET", `/dev/mail?to=${encodeURIComponent(email)}`);
    const link = (body.messages as StoredMail[])[0]?.link ?? "";
    const token = new URL(link).pathname.split("/").pop();
    const confirmed = await call(
      "POST",
      `/site/${site.slug}/newsletter-confirmations`,
      { json: { token } },
      queue.env,
    );
    expect(confirmed.status).toBe(200);
    await deliverTwice(queue.jobs.splice(0));
    expect(await mailsWithSubject(ownerEmail, email)).toEqual([
      expect.objectContaining({ subject: `${email} subscribed to Maya's Kitchen for free` }),
    ]);

    const manager = await makeManager(site.id);
    await subscribe(site.ownerId);
    await deliverTwice(queue.jobs.splice(0));
    expect(await mailsWithSubject(ownerEmail, "subscribed to")).toHaveLength(1);
    expect(await mailsWithSubject(await emailOf(manager.id), "subscribed to")).toHaveLength(1);
  });

  it("the Subscribers page's switches stop them for that person on that site only", async () => {
    const { site, queue, subscribe, ownerEmail } = await freeSite();
    const manager = await makeManager(site.id);
    const token = await signedIn(site.ownerId);
    const before = await call("GET", `/manage/${site.slug}/subscribers`, { token });
    expect(before.body.subscriberEmails).toEqual({
      free: true,
      paid: true,
      daily: false,
      digestTimeZone: null,
    });
    const off = await call("PUT", `/manage/${site.slug}/subscriber-emails`, {
      token,
      json: { free: false, paid: true },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      subscriberEmails: { free: false, paid: true, daily: false, digestTimeZone: null },
    });
    await expectDocumented("PUT", "/manage/:siteSlug/subscriber-emails", off);
    await expectDocumented("GET", "/manage/:siteSlug/subscribers", before);
    const after = await call("GET", `/manage/${site.slug}/subscribers`, { token });
    expect(after.body.subscriberEmails).toEqual({
      free: false,
      paid: true,
      daily: false,
      digestTimeZone: null,
    });
    // The owner's other site keeps its own switches.
    const other = await makeSite({ ownerId: site.ownerId });
    const elsewhere = await call("GET", `/manage/${other.slug}/subscribers`, { token });
    expect(elsewhere.body.subscriberEmails).toEqual({
      free: true,
      paid: true,
      daily: false,
      digestTimeZone: null,
    });

    await subscribe((await makeNamedUser("Lee")).id);
    await deliverTwice(queue.jobs.splice(0));
    expect(await mailsWithSubject(ownerEmail, "Lee")).toEqual([]);
    expect(await mailsWithSubject(await emailOf(manager.id), "Lee")).toHaveLength(1);
  });

  it("one reader is news twice a day at most; news no longer true by delivery mails nobody", async () => {
    const { site, queue, subscribe, ownerEmail } = await freeSite();
    const kim = await makeNamedUser("Kim");
    await subscribe(kim.id);
    const [job] = notices(queue.jobs.splice(0));
    if (!job) throw new Error("No notice queued");
    // Leaving and coming back, over and over: each return queues its news under a new key.
    for (const n of [1, 2, 3]) {
      await mailSubscriberNotice(env, databases(), { ...job, key: `${job.key}-${n}` });
    }
    expect(await mailsWithSubject(ownerEmail, "Kim")).toHaveLength(2);

    const ann = await makeNamedUser("Ann");
    await subscribe(ann.id);
    // Ann leaves from her account area before the news is delivered.
    const left = await call("POST", "/manage/cancellations", {
      token: await signedIn(ann.id),
      json: { subscriptionId: (await subscriptionRow(site.id, ann.id)).id },
    });
    expect(left.status).toBeLessThan(300);
    await deliverTwice(queue.jobs.splice(0));
    expect(await mailsWithSubject(ownerEmail, "Ann")).toEqual([]);
  });
});

describe("e-mails to the site's people about paid plans", () => {
  it("a paid plan begun is told once, whichever of its events arrive, with its plan and price", async () => {
    const kitchen = await makePaidSite();
    const account = kitchen.site.stripeAccountId as string;
    const dev = await makeNamedUser("Dev");
    const checkout = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: await signedIn(dev.id, kitchen.site.id),
      json: { plan: "monthly" },
    });
    await payCheckout(checkout.body.checkout.url, dev.email, CARDS.ok);
    const queue = recordingQueue();
    for (const event of await accountEvents(account)) {
      await handleStripeEvent(jobOf(event), queue.env);
    }
    const row = await subscriptionRow(kitchen.site.id, dev.id);
    expect(notices(queue.jobs)).toEqual([
      {
        type: "subscriber-notice-mail",
        siteId: kitchen.site.id,
        subscriptionId: row.id,
        event: "paid",
        stripeSubscriptionId: row.stripeSubscriptionId,
        key: `subscriber-notice/paid/${row.stripeSubscriptionId}`,
      },
    ]);
    await deliverTwice(queue.jobs);
    await deliverTwice(queue.jobs);
    const mails = await mailsWithSubject(kitchen.owner.email, "Dev");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Dev is now a paid subscriber to ${kitchen.site.title}`);
    expect(mails[0]?.text).toContain("Monthly plan, $5.00 a month.");
    expect(mails[0]?.text).toContain("now has 1 paid subscriber and 0 free subscribers.");
  });

  it("a reader's cancellation is told once with the day access ends; a manager's own is not", async () => {
    const { kitchen, account, reader: payer, row, readerToken } = await makePaidReader();
    const subscriptionId = row.stripeSubscriptionId as string;
    const press = await portalButtons(readerToken, row.id, subscriptionId);
    expect((await press("cancel")).status).toBeLessThan(400);
    const queue = recordingQueue();
    const events = await accountEvents(account);
    for (const event of events) await handleStripeEvent(jobOf(event), queue.env);
    const cancelled = notices(queue.jobs).filter((job) => job.event === "cancelled");
    expect(cancelled).toHaveLength(1);
    await deliverTwice(queue.jobs.splice(0));
    const stored = await subscriptionRow(kitchen.site.id, payer.id);
    const mails = await mailsWithSubject(kitchen.owner.email, "cancelled their paid subscription");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `${payer.email} cancelled their paid subscription to ${kitchen.site.title}`,
    );
    expect(mails[0]?.text).toContain(
      `They keep access until ${longDay(stored.cancelAt as Date)} and will not be charged again.`,
    );

    // A manager sets another reader's plan to end: the reader is told, the site's people not.
    const second = await makePaidReader("monthly", kitchen);
    const action = await call(
      "POST",
      `/manage/${kitchen.site.slug}/subscribers/${second.row.id}/actions`,
      { token: kitchen.token, json: { action: "cancel", when: "period_end", confirm: true } },
    );
    expect(action.status).toBe(200);
    for (const event of await accountEvents(account)) {
      await handleStripeEvent(jobOf(event), queue.env);
    }
    expect(notices(queue.jobs).filter((job) => job.event === "cancelled")).toHaveLength(1);
    await deliverTwice(queue.jobs.splice(0));
    expect(
      await mailsWithSubject(kitchen.owner.email, "cancelled their paid subscription"),
    ).toHaveLength(1);
  });
});
