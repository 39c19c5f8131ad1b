import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Job } from "../queues/jobs";
import { handleStripeEvent } from "../queues/stripe-event";
import { mailWelcome } from "../services/subscribers/welcome-mail";
import { subscriptionRow } from "../test/billing-factories";
import { expectDocumented } from "../test/documented-answers";
import {
  call,
  databases,
  emailOf,
  mailsWithSubject,
  makeSite,
  makeUser,
  signedIn,
} from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { accountEvents, CARDS, jobOf, makePaidSite, payCheckout } from "../test/stripe-factories";
import { subscribingSite } from "../test/subscriber-helpers";

/**
 * The welcome e-mails a creator writes in Settings: each new subscriber, free or paid, gets
 * the first once, however often it is delivered and whatever they do afterwards; a reader who
 * starts paying gets the second, if the site wrote one, instead of the first or after it.
 */

const MESSAGE =
  "Hello and welcome!\n\nStart with the lemon tart:\nit is the one everyone asks for.";
const PAID_MESSAGE = "Thank you for paying!\n\nThe members' recipes are open to you now.";

/** Runs the queued welcomes as the JOBS consumer would, each twice (at-least-once delivery). */
async function deliverTwice(jobs: Job[]) {
  for (const job of jobs.splice(0)) {
    if (job.type !== "subscriber-welcome-mail") continue;
    await mailWelcome(env, databases(), job);
    await mailWelcome(env, databases(), job);
  }
}

async function writeWelcome(site: { slug: string; title: string; ownerId: string }, json = {}) {
  const res = await call("PUT", `/manage/${site.slug}/sites`, {
    token: await signedIn(site.ownerId),
    json: { title: site.title, slug: site.slug, welcomeMessage: MESSAGE, ...json },
  });
  expect(res.status).toBe(200);
  return res;
}

/** A site with a welcome written; `subscribe` signs a reader up free and records the queue. */
async function welcomingSite(json = {}) {
  const subscribing = await subscribingSite();
  await writeWelcome(subscribing.site, json);
  return subscribing;
}

describe("the welcome e-mail", () => {
  it("is saved with the settings and sent once to a new free subscriber, in the creator's words", async () => {
    const { site, queue, subscribe } = await subscribingSite();
    const saved = await writeWelcome(site, { welcomeSubject: "Hello from Maya" });
    expect(saved.body.site.settings).toMatchObject({
      welcomeSubject: "Hello from Maya",
      welcomeMessage: MESSAGE,
    });
    const reader = await makeUser();
    await subscribe(reader.id);
    const row = await subscriptionRow(site.id, reader.id);
    expect(queue.jobs).toContainEqual({
      type: "subscriber-welcome-mail",
      siteId: site.id,
      subscriptionId: row.id,
      plan: "free",
    });
    await deliverTwice(queue.jobs);
    const mails = await mailsWithSubject(reader.email, "Hello from Maya");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toContain("Maya's Kitchen");
    expect(mail?.text).toContain("Hello and welcome!");
    expect(mail?.text).toContain("Start with the lemon tart:\nit is the one everyone asks for.");
    expect(mail?.html).toContain(`http://${site.slug}.localhost:8788`);
    // Managing the subscription starts on the site, where the reader is signed in.
    expect(mail?.html).toContain(`http://${site.slug}.localhost:8788/subscriptions`);
    expect(mail?.html).not.toContain('"http://localhost:8788/subscriptions"');
    // The HTML part is the one-to-one e-mails' React Email card (plain-email.tsx): the site's
    // name, the subject as its heading, the creator's paragraphs (a line break kept), a
    // button to the site and the footer's link to the reader's subscriptions.
    const html = mail?.html ?? "";
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toContain("Maya&#x27;s Kitchen");
    expect(html).toMatch(/<h1[^>]*>Hello from Maya<\/h1>/);
    expect(html).toMatch(/<p[^>]*>Hello and welcome!<\/p>/);
    expect(html).toMatch(/Start with the lemon tart:<br\/?>it is the one everyone asks for\./);
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*href="http://${site.slug}\\.localhost:8788"[^>]*>(?:(?!</a>)[\\s\\S])*Visit Maya&#x27;s Kitchen`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*href="http://${site.slug}\\.localhost:8788/subscriptions"[^>]*>Manage your subscriptions</a>`,
      ),
    );
    expect(html).toContain("You get this e-mail because you subscribed to Maya&#x27;s Kitchen.");
    // And the plain-text part carries the same ways out, as addresses.
    expect(mail?.text).toContain(`http://${site.slug}.localhost:8788/subscriptions`);
    expect(mail?.text).toContain("Manage your subscriptions");
    expect((await subscriptionRow(site.id, reader.id)).welcomedAt).toBeInstanceOf(Date);
  });

  it("says 'Welcome to' the site without a subject of its own; no message, no e-mail", async () => {
    const { site, queue, subscribe } = await welcomingSite();
    const ada = await makeUser();
    await subscribe(ada.id);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(ada.email, "Welcome to Maya's Kitchen")).toHaveLength(1);

    await writeWelcome(site, { welcomeMessage: null });
    const lee = await makeUser();
    await subscribe(lee.id);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(lee.email, "")).toEqual([]);
  });

  it("makes the addresses in the creator's words links, and only web and mail ones", async () => {
    const { queue, subscribe } = await welcomingSite({
      welcomeMessage:
        "Start with https://maya.example/tart.\nWrite to hello@mayaskitchen.com, or try javascript:alert(1)",
    });
    const reader = await makeUser();
    await subscribe(reader.id);
    await deliverTwice(queue.jobs);
    const [mail] = await mailsWithSubject(reader.email, "Welcome to");
    // The full stop ends the sentence, not the address.
    expect(mail?.html).toMatch(
      /<a [^>]*href="https:\/\/maya\.example\/tart"[^>]*>https:\/\/maya\.example\/tart<\/a>\./,
    );
    expect(mail?.html).toMatch(/<a [^>]*href="mailto:hello@mayaskitchen\.com"/);
    expect(mail?.html).not.toMatch(/href="javascript:/);
    expect(mail?.text).toContain("javascript:alert(1)");
  });

  it("greets a reader once ever: not again when they leave and come back", async () => {
    const { site, queue, subscribe } = await welcomingSite();
    const kim = await makeUser();
    await subscribe(kim.id);
    await deliverTwice(queue.jobs);
    const row = await subscriptionRow(site.id, kim.id);
    const left = await call("POST", "/manage/cancellations", {
      token: await signedIn(kim.id),
      json: { subscriptionId: row.id },
    });
    expect(left.status).toBeLessThan(300);
    await subscribe(kim.id);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(kim.email, "Welcome to")).toHaveLength(1);

    // One who left before it went out is not greeted.
    const sam = await makeUser();
    await subscribe(sam.id);
    await call("POST", "/manage/cancellations", {
      token: await signedIn(sam.id),
      json: { subscriptionId: (await subscriptionRow(site.id, sam.id)).id },
    });
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(sam.email, "Welcome to")).toEqual([]);
  });

  it("greets a reader who pays at once, once over the plan's several events", async () => {
    const kitchen = await makePaidSite();
    await writeWelcome(kitchen.site);
    const dev = await makeUser();
    const checkout = await call("POST", `/site/${kitchen.site.slug}/subscriptions`, {
      token: await signedIn(dev.id, kitchen.site.id),
      json: { plan: "monthly" },
    });
    await payCheckout(checkout.body.checkout.url, dev.email, CARDS.ok);
    const queue = recordingQueue();
    for (const event of await accountEvents(kitchen.site.stripeAccountId as string)) {
      await handleStripeEvent(jobOf(event), queue.env);
    }
    const welcomes = queue.jobs.filter((job) => job.type === "subscriber-welcome-mail");
    expect(welcomes).toHaveLength(1);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(dev.email, `Welcome to ${kitchen.site.title}`)).toHaveLength(1);
  });

  it("refuses a message or subject over its length, naming the field", async () => {
    const site = await makeSite();
    const token = await signedIn(site.ownerId);
    for (const [field, length] of [
      ["welcomeMessage", 5001],
      ["welcomeSubject", 201],
      ["paidWelcomeMessage", 5001],
      ["paidWelcomeSubject", 201],
    ] as const) {
      const res = await call("PUT", `/manage/${site.slug}/sites`, {
        token,
        json: { title: site.title, slug: site.slug, [field]: "a".repeat(length) },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
    }
  });
});

/** A paid site with both welcomes written, and its Stripe events run through a recording queue. */
async function payingSite() {
  const kitchen = await makePaidSite();
  const saved = await writeWelcome(kitchen.site, { paidWelcomeMessage: PAID_MESSAGE });
  expect(saved.body.site.settings).toMatchObject({
    paidWelcomeSubject: null,
    paidWelcomeMessage: PAID_MESSAGE,
  });
  const queue = recordingQueue();
  const { site } = kitchen;
  /** The reader subscribes free first, as the subscribe page does. */
  const subscribeFree = async (reader: { id: string }) => {
    const res = await call(
      "POST",
      `/site/${site.slug}/subscriptions`,
      { token: await signedIn(reader.id, site.id), json: { plan: "free" } },
      queue.env,
    );
    expect(res.status).toBe(200);
  };
  /** The reader pays monthly through Checkout, and the account's events are handled. */
  const pay = async (reader: { id: string; email: string }) => {
    const checkout = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(reader.id, site.id),
      json: { plan: "monthly" },
    });
    expect(checkout.status).toBe(200);
    await payCheckout(checkout.body.checkout.url, reader.email, CARDS.ok);
    for (const event of await accountEvents(site.stripeAccountId as string)) {
      await handleStripeEvent(jobOf(event), queue.env);
    }
  };
  return { site, queue, subscribeFree, pay };
}

describe("the paid welcome", () => {
  const thanks = (title: string) => `Thank you for supporting ${title}`;

  it("greets a reader who pays at once instead of the first welcome, once", async () => {
    const { site, queue, pay } = await payingSite();
    const dev = await makeUser();
    await pay(dev);
    const row = await subscriptionRow(site.id, dev.id);
    expect(queue.jobs).toContainEqual({
      type: "subscriber-welcome-mail",
      siteId: site.id,
      subscriptionId: row.id,
      plan: "paid",
    });
    await deliverTwice(queue.jobs);
    const [mail, ...more] = await mailsWithSubject(dev.email, thanks(site.title));
    expect(more).toEqual([]);
    expect(mail?.text).toContain("The members' recipes are open to you now.");
    expect(await mailsWithSubject(dev.email, `Welcome to ${site.title}`)).toEqual([]);
    const welcomed = await subscriptionRow(site.id, dev.id);
    expect(welcomed.paidWelcomedAt).toBeInstanceOf(Date);
    expect(welcomed.welcomedAt).toBeInstanceOf(Date);
  });

  it("greets a free subscriber again when they upgrade, under the site's own subject", async () => {
    const { site, queue, subscribeFree, pay } = await payingSite();
    await writeWelcome(site, {
      paidWelcomeMessage: PAID_MESSAGE,
      paidWelcomeSubject: "You are a member now",
    });
    const ada = await makeUser();
    await subscribeFree(ada);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(ada.email, `Welcome to ${site.title}`)).toHaveLength(1);

    await pay(ada);
    await deliverTwice(queue.jobs);
    const [mail, ...more] = await mailsWithSubject(ada.email, "You are a member now");
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Thank you for paying!");
    expect(await mailsWithSubject(ada.email, `Welcome to ${site.title}`)).toHaveLength(1);
  });

  it("leaves a payer the first welcome when the site wrote no paid one, and a paid welcome alone greets no free subscriber", async () => {
    const { site, queue, subscribeFree, pay } = await payingSite();
    await writeWelcome(site, { welcomeMessage: null, paidWelcomeMessage: PAID_MESSAGE });
    const lee = await makeUser();
    await subscribeFree(lee);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(lee.email, "")).toEqual([]);

    await writeWelcome(site, { paidWelcomeMessage: null });
    const kim = await makeUser();
    await pay(kim);
    await deliverTwice(queue.jobs);
    expect(await mailsWithSubject(kim.email, `Welcome to ${site.title}`)).toHaveLength(1);
    expect(await mailsWithSubject(kim.email, thanks(site.title))).toEqual([]);
  });
});

describe("the welcome e-mail's test", () => {
  it("goes to the manager as typed, saved or not, under the test prefix", async () => {
    const site = await makeSite({ title: "Maya's Kitchen" });
    const token = await signedIn(site.ownerId);
    const res = await call("POST", `/manage/${site.slug}/welcome-email-tests`, {
      token,
      json: { subject: null, message: "Not saved yet.\n\nStill a draft." },
    });
    expect(res.status).toBe(202);
    const ownerEmail = await emailOf(site.ownerId);
    expect(res.body).toEqual({ sentTo: ownerEmail });
    await expectDocumented("POST", "/manage/:siteSlug/welcome-email-tests", res);
    const [mail] = await mailsWithSubject(ownerEmail, "[Test] Welcome to Maya's Kitchen");
    expect(mail?.text).toContain("Not saved yet.");
    const current = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(current.body.site.settings.welcomeMessage).toBeNull();

    // The paid welcome's test says its own default subject.
    const paid = await call("POST", `/manage/${site.slug}/welcome-email-tests`, {
      token,
      json: { plan: "paid", subject: " ", message: "Thank you for paying." },
    });
    expect(paid.status).toBe(202);
    const [thanks] = await mailsWithSubject(
      ownerEmail,
      "[Test] Thank you for supporting Maya's Kitchen",
    );
    expect(thanks?.text).toContain("Thank you for paying.");
  });

  it("signed out is 401, another site's owner and a reader 404, no message 400, too many 429", async () => {
    const site = await makeSite();
    const path = `/manage/${site.slug}/welcome-email-tests`;
    const json = { subject: "Hi", message: "Hello." };
    expect((await call("POST", path, { json })).status).toBe(401);
    const stranger = await makeSite();
    expect(
      (await call("POST", path, { token: await signedIn(stranger.ownerId), json })).status,
    ).toBe(404);
    const reader = await makeUser();
    expect((await call("POST", path, { token: await signedIn(reader.id), json })).status).toBe(404);
    const token = await signedIn(site.ownerId);
    const blank = await call("POST", path, { token, json: { subject: "Hi", message: "  " } });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([
      expect.objectContaining({ path: "message", message: "Write the welcome e-mail first" }),
    ]);
    const unknown = await call("POST", path, { token, json: { ...json, plan: "gold" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([expect.objectContaining({ path: "plan" })]);
    // Test copies share the newsletter's tests' hourly limit of 20 a person.
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) statuses.push((await call("POST", path, { token, json })).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
