import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Job } from "../queues/jobs";
import { cancelDeletedSiteSubscriptions } from "../services/payments/closing";
import { keepReadersAsFree, mailReopenedReader } from "../services/payments/reopening";
import { makePaidReader, subscriptionRow } from "../test/billing-factories";
import { call, databases, mailsWithSubject, signedIn, siteDbs } from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import {
  accountEvents,
  CARDS,
  consume,
  payCheckout,
  siteRow,
  stripe,
} from "../test/stripe-factories";

/**
 * A site's paid readers across its deletion and restore: the deletion cancels their plans in
 * Stripe; restoring the site makes exactly those readers its free subscribers, and tells
 * each once by e-mail, with the way to a paid plan again. A reader who had ended their plan
 * before, a free subscriber, or one deleting their account is left as they were.
 */

async function deleteAndClose(slug: string, siteId: string, token: string) {
  const res = await call("POST", `/manage/${slug}/deletion`, {
    token,
    json: { confirmSlug: slug },
  });
  expect(res.status).toBe(200);
  await cancelDeletedSiteSubscriptions(databases(), env, siteId);
}

/** Runs the queued e-mails as the JOBS consumer would, each twice (at-least-once delivery). */
async function deliverTwice(jobs: Job[]) {
  const delivered: string[] = [];
  for (const job of jobs.splice(0)) {
    if (job.type !== "site-reopened-mail") continue;
    await mailReopenedReader(env, databases(), job);
    await mailReopenedReader(env, databases(), job);
    delivered.push(job.subscriptionId);
  }
  return delivered;
}

const restore = (slug: string, token: string, bindings = env) =>
  call("POST", `/manage/deleted-sites/${slug}/restore`, { token }, bindings);

describe("a restored site's readers whose paid plans its deletion cancelled", () => {
  it("are its free subscribers again, each told once; nobody else changes", {
    timeout: 60_000,
  }, async () => {
    const paying = await makePaidReader("monthly");
    const { kitchen, account } = paying;
    const { site, token } = kitchen;
    const yearly = await makePaidReader("yearly", kitchen);
    // Ended their plan before the site closed: the deletion cancelled nothing of theirs.
    const earlier = await makePaidReader("monthly", kitchen);
    await stripe().subscriptions.cancel(earlier.row.stripeSubscriptionId as string, undefined, {
      stripeAccount: account,
    });
    await consume(...(await accountEvents(account, ["customer.subscription.deleted"])));
    expect((await subscriptionRow(site.id, earlier.reader.id)).status).toBe("canceled");
    // Deletes their own account while the site is closed.
    const leaving = await makePaidReader("monthly", kitchen);

    await deleteAndClose(site.slug, site.id, token);
    const deleted = await call("POST", "/manage/account-deletion", {
      token: leaving.readerToken,
      json: { confirm: "delete", comments: "keep" },
    });
    expect(deleted.status).toBe(200);

    // The deletion's e-mail: the day it closed, and no link to the closed site (it answers
    // 410), only to the account's subscriptions on the platform.
    const [closed] = await mailsWithSubject(paying.reader.email, "has closed");
    expect(closed?.text).toMatch(/your paid subscription to it was cancelled on /);
    expect(closed?.text).toContain(
      `Manage your subscriptions: http://${env.PLATFORM_HOST}/subscriptions`,
    );
    expect(closed?.text).not.toContain(`//${site.slug}.`);
    expect(closed?.html).not.toContain(`//${site.slug}.`);
    expect(await mailsWithSubject(earlier.reader.email, "has closed")).toEqual([]);

    const queue = recordingQueue();
    const restored = await restore(site.slug, token, queue.env);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // It had no custom domain: the restore names none to add again.
    expect(restored.body.customDomainsRemoved).toEqual([]);

    for (const reader of [paying, yearly]) {
      const row = await subscriptionRow(site.id, reader.reader.id);
      expect(row).toMatchObject({
        plan: "free",
        status: "active",
        priceAmountCents: 0,
        canceledAt: null,
        stripeSubscriptionId: null,
      });
    }
    expect(await subscriptionRow(site.id, earlier.reader.id)).toMatchObject({
      plan: "monthly",
      status: "canceled",
    });
    expect(await subscriptionRow(site.id, leaving.reader.id)).toMatchObject({
      plan: "monthly",
      status: "canceled",
    });

    // One e-mail each, however often its job is delivered.
    const told = await deliverTwice(queue.jobs);
    expect(told.sort()).toEqual([paying.row.id, yearly.row.id].sort());
    for (const reader of [paying, yearly]) {
      expect(await mailsWithSubject(reader.reader.email, "is back")).toHaveLength(1);
    }
    expect(await mailsWithSubject(earlier.reader.email, "is back")).toEqual([]);
    expect(await mailsWithSubject(leaving.reader.email, "is back")).toEqual([]);
    const [back] = await mailsWithSubject(paying.reader.email, "is back");
    expect(back?.subject).toBe(`${site.title} is back: you are a free subscriber`);
    // The same day the deletion's e-mail named.
    const closedOn = closed?.text.match(/cancelled on (.+?)\. You will not/)?.[1];
    expect(back?.text).toContain(`When it closed on ${closedOn}, your paid subscription`);
    expect(back?.text).toContain(`You are now a free subscriber of ${site.title}.`);
    expect(back?.text).toMatch(
      new RegExp(`Choose a paid plan: http://${site.slug}\\.\\S+/subscribe`),
    );
    expect(back?.text).toContain(
      `Manage your subscriptions: http://${env.PLATFORM_HOST}/subscriptions`,
    );

    // Stripe's late news of the cancelled subscriptions does not take the free plan away.
    await consume(...(await accountEvents(account, ["customer.subscription.deleted"])));
    expect((await subscriptionRow(site.id, paying.reader.id)).status).toBe("active");

    // Restoring again is a 404 that queues nothing.
    expect((await restore(site.slug, token, queue.env)).status).toBe(404);
    expect(queue.jobs).toEqual([]);
  });

  it("a restore tried again after failing halfway tells the readers it had made free", {
    timeout: 30_000,
  }, async () => {
    const { kitchen, reader, row } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    await deleteAndClose(site.slug, site.id, token);
    // The first try made the reader free, then failed before the site went live.
    expect(await keepReadersAsFree(await siteDbs(site.id), await siteRow(site.id))).toBe(1);

    const queue = recordingQueue();
    expect((await restore(site.slug, token, queue.env)).status).toBe(200);
    expect(await deliverTwice(queue.jobs)).toEqual([row.id]);
    expect(await mailsWithSubject(reader.email, "is back")).toHaveLength(1);
  });

  it("a reader paying again before the e-mail goes is not told they are free", {
    timeout: 30_000,
  }, async () => {
    const { kitchen, account, reader, row } = await makePaidReader("monthly");
    const { site, token } = kitchen;
    await deleteAndClose(site.slug, site.id, token);
    const queue = recordingQueue();
    expect((await restore(site.slug, token, queue.env)).status).toBe(200);
    // Signed in on the site again (the deletion ended those sessions), they pay at once.
    const res = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(reader.id, site.id),
      json: { plan: "yearly" },
    });
    await payCheckout(res.body.checkout.url, reader.email, CARDS.ok);
    await consume(...(await accountEvents(account)));
    expect(await subscriptionRow(site.id, reader.id)).toMatchObject({
      plan: "yearly",
      status: "active",
    });
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(reader.email, "is back")).toEqual([]);
    expect((await subscriptionRow(site.id, reader.id)).id).toBe(row.id);
  });
});
