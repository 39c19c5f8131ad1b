import { newsletterSuppressions } from "@schema/db/newsletters";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, siteDb } from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";
import {
  deliveryRows,
  drain,
  makeNewsletterKitchen,
  RecordingMailer,
  recordingQueue,
  sendNewsletter,
  sendRow,
} from "../test/newsletter-helpers";
import { makeSubscriber } from "../test/recipe-factories";

describe("newsletter sends", () => {
  it("sends to free and paid subscribers, skipping opted-out, suppressed and lapsed ones", async () => {
    const { site, token, recipe, owner } = await makeNewsletterKitchen();
    const free = await makeSubscriber(site.id, "free");
    const paid = await makeSubscriber(site.id, "monthly");
    const optedOut = await makeSubscriber(site.id, "free");
    const suppressed = await makeSubscriber(site.id, "yearly");
    await makeSubscriber(site.id, "monthly", "canceled");
    const own = await siteDb(site.id);
    await own
      .update(siteSubscriptions)
      .set({ newsletterOptIn: false })
      .where(eq(siteSubscriptions.userId, optedOut.id));
    await own
      .insert(newsletterSuppressions)
      .values({ siteId: site.id, email: suppressed.email, reason: "bounce" });

    const audience = await call("GET", `/manage/${site.slug}/newsletter-audience`, { token });
    expect(audience.body).toEqual({
      count: 2,
      paid: 1,
      free: 1,
      mailingAddress: "12 Baker Street\nLondon NW1",
    });

    const queue = recordingQueue();
    const res = await call(
      "POST",
      `/manage/${site.slug}/newsletter-sends`,
      { token, json: { recipeId: recipe.id, note: "Our favourite this winter" } },
      queue.env,
    );
    expect(res.status).toBe(202);
    expect(res.body.send).toMatchObject({
      recipeId: recipe.id,
      note: "Our favourite this winter",
      status: "queued",
      recipientCount: 0,
      sentCount: 0,
      failedCount: 0,
      sentAt: null,
    });
    expect(queue.jobs).toEqual([
      { type: "newsletter-fanout", sendId: res.body.send.id, siteId: site.id, after: null },
    ]);

    const mailer = new RecordingMailer();
    await drain(queue, mailer);
    expect(mailer.messages.map((m) => m.to).sort()).toEqual([free.email, paid.email].sort());

    const list = await call("GET", `/manage/${site.slug}/newsletter-sends?recipeId=${recipe.id}`, {
      token,
    });
    expect(list.body.sends).toHaveLength(1);
    expect(list.body.sends[0]).toMatchObject({
      id: res.body.send.id,
      status: "sent",
      recipientCount: 2,
      sentCount: 2,
      failedCount: 0,
    });
    expect(Date.parse(list.body.sends[0].sentAt)).not.toBeNaN();

    const message = mailer.messages.find((m) => m.to === paid.email);
    expect(message?.from).toBe(`"${site.title}" <no-reply@localhost>`);
    expect(message?.replyTo).toBe(owner.email);
    expect(message?.subject).toBe("Weeknight lasagne");
    expect(message?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(message?.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<http://${site.slug}\\.localhost:8788/unsubscribe/[^>]+>$`),
    );
    expect(message?.html).toContain("12 Baker Street");
    expect(message?.text).toContain("Our favourite this winter");
  });

  it("keeps the paywall in e-mail: a free reader gets no step of a subscriber-only recipe", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen("subscribers_only");
    const free = await makeSubscriber(site.id, "free");
    const paid = await makeSubscriber(site.id, "yearly");
    const queue = recordingQueue();
    await call(
      "POST",
      `/manage/${site.slug}/newsletter-sends`,
      { token, json: { recipeId: recipe.id, note: null } },
      queue.env,
    );
    const mailer = new RecordingMailer();
    await drain(queue, mailer);
    const freeMail = mailer.messages.find((m) => m.to === free.email);
    const paidMail = mailer.messages.find((m) => m.to === paid.email);
    expect(paidMail?.html).toContain("SECRET-STEP");
    expect(paidMail?.text).toContain("SECRET-STEP");
    expect(freeMail?.html).not.toContain("SECRET-STEP");
    expect(freeMail?.text).not.toContain("SECRET-STEP");
    // The upgrade link, counted in the HTML (newsletter-engagement.test.ts), plain in the text.
    expect(freeMail?.html).toMatch(/\/newsletter\/[^/]+\/link\/subscribe\//);
    expect(freeMail?.text).toContain(`http://${site.slug}.localhost:8788/subscribe`);
    expect(freeMail?.html).toContain("Upgrade to Full Access");
    // Both get the recipe's links with the reader's choices (counted in the HTML).
    for (const mail of [freeMail, paidMail]) {
      expect(mail?.text).toContain("?units=metric&temperature=celsius");
      expect(mail?.text).toContain("?units=imperial&temperature=fahrenheit");
      expect(mail?.html).toMatch(/\/link\/metric\/.+\/link\/us\//s);
    }
  });

  it("a public recipe's steps go to every reader", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen("public");
    const free = await makeSubscriber(site.id, "free");
    const queue = recordingQueue();
    await call(
      "POST",
      `/manage/${site.slug}/newsletter-sends`,
      { token, json: { recipeId: recipe.id, note: null } },
      queue.env,
    );
    const mailer = new RecordingMailer();
    await drain(queue, mailer);
    const text = mailer.messages.find((m) => m.to === free.email)?.text;
    expect(text).toContain("SECRET-STEP");
    // Each line as the page shows it, its preparation and note included.
    expect(text).toContain("Béchamel, warmed (or ricotta)");
  });

  it("the same Idempotency-Key returns the first send; without one every POST is a new send", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen();
    const queue = recordingQueue();
    const post = (headers: Record<string, string> = {}) =>
      call(
        "POST",
        `/manage/${site.slug}/newsletter-sends`,
        { token, headers, json: { recipeId: recipe.id, note: "Hi" } },
        queue.env,
      );
    const first = await post({ "Idempotency-Key": "click-1" });
    const again = await post({ "Idempotency-Key": "click-1" });
    expect(again.status).toBe(202);
    expect(again.body.send.id).toBe(first.body.send.id);
    const other = await post({ "Idempotency-Key": "click-2" });
    const plain1 = await post();
    const plain2 = await post();
    const ids = new Set([first, other, plain1, plain2].map((r) => r.body.send.id));
    expect(ids.size).toBe(4);
    expect(plain2.body.send.id).not.toBe(plain1.body.send.id);
    // One fan-out per send, none for the repeated key.
    expect(queue.jobs).toHaveLength(4);
  });

  it("a batch delivered twice sends once", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen();
    await makeSubscriber(site.id, "free");
    await makeSubscriber(site.id, "monthly");
    const queue = recordingQueue();
    const res = await call(
      "POST",
      `/manage/${site.slug}/newsletter-sends`,
      { token, json: { recipeId: recipe.id, note: null } },
      queue.env,
    );
    const fanout = queue.jobs[0];
    const mailer = new RecordingMailer();
    // The fan-out message delivered twice, then every chunk message twice.
    queue.jobs.push(fanout as (typeof queue.jobs)[number]);
    await drain(queue, mailer);
    const chunks = queue.jobs.length;
    expect(chunks).toBe(0);
    const send = await sendRow(res.body.send.id);
    expect(send).toMatchObject({ status: "sent", recipientCount: 2, sentCount: 2 });
    expect(mailer.messages).toHaveLength(2);
    const rows = await deliveryRows(res.body.send.id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("publishing with a newsletter object creates a send", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen();
    const queue = recordingQueue();
    const res = await call(
      "POST",
      `/manage/${site.slug}/recipes/${recipe.id}/publish`,
      { token, json: { title: recipe.title, slug: recipe.slug, newsletter: { note: "New!" } } },
      queue.env,
    );
    expect(res.status).toBe(200);
    expect(res.body.newsletterSend).toMatchObject({
      recipeId: recipe.id,
      note: "New!",
      status: "queued",
    });
    expect(queue.jobs).toHaveLength(1);
    const plain = await call(
      "POST",
      `/manage/${site.slug}/recipes/${recipe.id}/publish`,
      { token, json: { title: recipe.title, slug: recipe.slug } },
      queue.env,
    );
    expect(plain.body.newsletterSend).toBeNull();
    expect(queue.jobs).toHaveLength(1);
  });

  it("previews the e-mail for each audience and sends a marked test to the manager", async () => {
    const { site, token, recipe, owner } = await makeNewsletterKitchen("subscribers_only");
    const free = await call("POST", `/manage/${site.slug}/newsletter-previews`, {
      token,
      json: { recipeId: recipe.id, note: "Hello", audience: "free" },
    });
    expect(free.status).toBe(200);
    expect(free.body.subject).toBe("Weeknight lasagne");
    expect(free.body.html).not.toContain("SECRET-STEP");
    expect(free.body.text).toContain("Hello");
    const paid = await call("POST", `/manage/${site.slug}/newsletter-previews`, {
      token,
      json: {
        recipeId: recipe.id,
        note: "Hello. The pan: https://pans.example/cast-iron.",
        audience: "paid",
      },
    });
    expect(paid.body.html).toContain("SECRET-STEP");
    // An address in the note is a link; the full stop after it stays the sentence's.
    expect(paid.body.html).toMatch(
      /<a [^>]*href="https:\/\/pans\.example\/cast-iron"[^>]*>https:\/\/pans\.example\/cast-iron<\/a>\./,
    );

    const test = await call("POST", `/manage/${site.slug}/newsletter-test-sends`, {
      token,
      json: { recipeId: recipe.id, note: null },
    });
    expect(test.status).toBe(202);
    expect(test.body).toEqual({ sentTo: owner.email });
    const mail = await call("GET", `/dev/mail?to=${encodeURIComponent(owner.email)}`);
    expect(mail.body.messages[0].subject).toBe("[Test] Weeknight lasagne");
    // Without an audience, the whole recipe, as a paid reader gets it.
    expect(mail.body.messages[0].html).toContain("SECRET-STEP");

    // As a free subscriber gets it: the subscriber-only recipe's preview.
    const asFree = await call("POST", `/manage/${site.slug}/newsletter-test-sends`, {
      token,
      json: { recipeId: recipe.id, note: null, audience: "free" },
    });
    expect(asFree.status).toBe(202);
    const after = await call("GET", `/dev/mail?to=${encodeURIComponent(owner.email)}`);
    expect(after.body.messages).toHaveLength(2);
    expect(after.body.messages[0].html).not.toContain("SECRET-STEP");
    expect(after.body.messages[0].html).toContain("Upgrade to Full Access");
  });

  it("gives a comped reader the full edition, and one whose comp ran out the locked one", async () => {
    const kitchen = await makeNewsletterKitchen();
    const DAY = 86_400_000;
    const comped = await makeSubscriberRow(kitchen.site.id, "free", {
      compUntil: new Date(Date.now() + 30 * DAY),
    });
    const lapsed = await makeSubscriberRow(kitchen.site.id, "free", {
      compUntil: new Date(Date.now() - DAY),
    });
    const { messages } = await sendNewsletter(kitchen);
    const mailTo = (email: string) => messages.find((message) => message.to === email);
    expect(mailTo(comped.email)?.html).toContain("SECRET-STEP");
    expect(mailTo(lapsed.email)?.html).not.toContain("SECRET-STEP");
    expect(mailTo(lapsed.email)?.html).toContain("Upgrade to Full Access");
  });

  it("lists the suppression list and saves the mailing address in the settings", async () => {
    const { site, token } = await makeNewsletterKitchen();
    await (await siteDb(site.id))
      .insert(newsletterSuppressions)
      .values({ siteId: site.id, email: "gone@example.com", reason: "complaint" });
    const list = await call("GET", `/manage/${site.slug}/suppressions`, { token });
    expect(list.body.suppressions).toEqual([
      { email: "gone@example.com", reason: "complaint", createdAt: expect.any(String) },
    ]);
    const saved = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { title: site.title, slug: site.slug, mailingAddress: "1 Main St, Springfield" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.site.settings.mailingAddress).toBe("1 Main St, Springfield");
    const current = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(current.body.site.settings.mailingAddress).toBe("1 Main St, Springfield");
  });
});
