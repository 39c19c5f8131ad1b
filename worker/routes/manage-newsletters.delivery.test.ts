import { siteSubscriptions } from "@schema/db/subscriptions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Job } from "../queues/jobs";
import { NEWSLETTER_MAX_ATTEMPTS } from "../queues/newsletter-jobs";
import type { MailMessage } from "../services/mail/mailer";
import { requeueStalledSends } from "../services/newsletters/sends";
import { call, siteDb } from "../test/factories";
import {
  deliveryRows,
  drain,
  makeNewsletterKitchen,
  RecordingMailer,
  recordingQueue,
  sendRow,
  startSend,
} from "../test/newsletter-helpers";
import { makeSubscriber } from "../test/recipe-factories";

/** Sending through the queue when things go wrong: retries, failures, crashes, unsubscribes. */

/** Runs the fan-out only; the chunk jobs it queued stay in the queue. */
async function fanOutOnly(queue: ReturnType<typeof recordingQueue>) {
  const fanout = queue.jobs.shift() as Job;
  const rest = recordingQueue();
  rest.jobs.push(fanout);
  await drain({ ...rest, env: queue.env }, new RecordingMailer());
  return queue.jobs.splice(0);
}

describe("newsletter delivery under failure", () => {
  it("a failing batch is retried with backoff, then recorded as failed", async () => {
    const kitchen = await makeNewsletterKitchen();
    await makeSubscriber(kitchen.site.id, "free");
    await makeSubscriber(kitchen.site.id, "monthly");
    const { queue, sendId } = await startSend(kitchen);
    const chunks = await fanOutOnly(queue);
    expect(chunks).toHaveLength(1);

    const mailer = new RecordingMailer();
    mailer.failures = 100;
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt < NEWSLETTER_MAX_ATTEMPTS; attempt++) {
      queue.jobs.push(...chunks);
      const outcomes = await drain(queue, mailer, attempt);
      expect(outcomes.map((o) => o.result)).toEqual(["retry"]);
      delays.push(outcomes[0]?.delaySeconds);
      // Between attempts the rows wait as pending, counted as neither sent nor failed.
      expect(await sendRow(sendId)).toMatchObject({
        status: "sending",
        sentCount: 0,
        failedCount: 0,
      });
    }
    expect(delays).toEqual([15, 60, 240, 900]);

    queue.jobs.push(...chunks);
    const last = await drain(queue, mailer, NEWSLETTER_MAX_ATTEMPTS);
    expect(last.map((o) => o.result)).toEqual(["ack"]);
    expect(await sendRow(sendId)).toMatchObject({
      status: "failed",
      recipientCount: 2,
      sentCount: 0,
      failedCount: 2,
    });
    const rows = await deliveryRows(sendId);
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(rows[0]?.error).toContain("provider unavailable");
    expect(mailer.messages).toHaveLength(0);

    // A late redelivery of the same message changes nothing.
    queue.jobs.push(...chunks);
    await drain(queue, mailer, 1);
    expect(await sendRow(sendId)).toMatchObject({ status: "failed", failedCount: 2, sentCount: 0 });
  });

  it("a batch that fails once is sent on the retry, to each reader once", async () => {
    const kitchen = await makeNewsletterKitchen();
    await makeSubscriber(kitchen.site.id, "free");
    await makeSubscriber(kitchen.site.id, "yearly");
    const { queue, sendId } = await startSend(kitchen);
    const chunks = await fanOutOnly(queue);
    const mailer = new RecordingMailer();
    mailer.failures = 1;
    queue.jobs.push(...chunks);
    expect((await drain(queue, mailer, 1)).map((o) => o.result)).toEqual(["retry"]);
    queue.jobs.push(...chunks);
    expect((await drain(queue, mailer, 2)).map((o) => o.result)).toEqual(["ack"]);
    expect(mailer.messages).toHaveLength(2);
    expect(await sendRow(sendId)).toMatchObject({ status: "sent", sentCount: 2, failedCount: 0 });
  });

  it("after a crash between the provider's answer and our record, the retry reuses the idempotency key", async () => {
    const kitchen = await makeNewsletterKitchen();
    await makeSubscriber(kitchen.site.id, "free");
    await makeSubscriber(kitchen.site.id, "free");
    const { queue, sendId } = await startSend(kitchen);
    const chunks = await fanOutOnly(queue);

    // A provider that accepts the batch and then the connection drops: it keeps the key
    // (like Resend) and sends nothing for a key it has seen.
    const delivered: MailMessage[] = [];
    const keys: string[] = [];
    let drop = true;
    const provider = {
      send: async () => {},
      sendBatch: async (messages: MailMessage[], key: string) => {
        keys.push(key);
        if (!keys.slice(0, -1).includes(key)) delivered.push(...messages);
        if (drop) {
          drop = false;
          throw new Error("connection reset");
        }
      },
    };
    queue.jobs.push(...chunks);
    await drain(queue, provider, 1);
    queue.jobs.push(...chunks);
    await drain(queue, provider, 2);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(delivered).toHaveLength(2);
    expect(await sendRow(sendId)).toMatchObject({ status: "sent", sentCount: 2 });
  });

  it("a reader who unsubscribes through the e-mail's link is skipped by the next send", async () => {
    const kitchen = await makeNewsletterKitchen();
    const reader = await makeSubscriber(kitchen.site.id, "free");
    const other = await makeSubscriber(kitchen.site.id, "free");
    const first = await startSend(kitchen);
    const mailer = new RecordingMailer();
    await drain(first.queue, mailer);
    const mail = mailer.messages.find((m) => m.to === reader.email);
    const link = /<([^>]+)>/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const token = decodeURIComponent(new URL(link).pathname.split("/").pop() ?? "");
    expect(mail?.html).toContain(`/unsubscribe/${encodeURIComponent(token)}`);
    const off = await call("POST", `/site/${kitchen.site.slug}/unsubscribe/${token}`);
    expect(off.body).toEqual({ subscribed: false });

    const second = await startSend(kitchen);
    const next = new RecordingMailer();
    await drain(second.queue, next);
    expect(next.messages.map((m) => m.to)).toEqual([other.email]);
    expect(await sendRow(second.sendId)).toMatchObject({ status: "sent", recipientCount: 1 });
  });

  it("a reader who opts out between fan-out and delivery is skipped and not counted", async () => {
    const kitchen = await makeNewsletterKitchen();
    const leaving = await makeSubscriber(kitchen.site.id, "free");
    const staying = await makeSubscriber(kitchen.site.id, "monthly");
    const { queue, sendId } = await startSend(kitchen);
    const chunks = await fanOutOnly(queue);
    expect((await sendRow(sendId))?.recipientCount).toBe(2);
    await (await siteDb(kitchen.site.id))
      .update(siteSubscriptions)
      .set({ newsletterOptIn: false })
      .where(eq(siteSubscriptions.userId, leaving.id));
    queue.jobs.push(...chunks);
    const mailer = new RecordingMailer();
    await drain(queue, mailer);
    expect(mailer.messages.map((m) => m.to)).toEqual([staying.email]);
    expect(await sendRow(sendId)).toMatchObject({
      status: "sent",
      recipientCount: 1,
      sentCount: 1,
    });
    const statuses = (await deliveryRows(sendId)).map((r) => r.status).sort();
    expect(statuses).toEqual(["sent", "skipped"]);
  });

  it("a send with nobody to reach finishes at once", async () => {
    const kitchen = await makeNewsletterKitchen();
    const { queue, sendId } = await startSend(kitchen);
    await drain(queue, new RecordingMailer());
    expect(await sendRow(sendId)).toMatchObject({
      status: "sent",
      recipientCount: 0,
      sentCount: 0,
    });
  });

  it("the cron queues the fan-out again for a send whose message never arrived", async () => {
    const kitchen = await makeNewsletterKitchen();
    const { queue, sendId } = await startSend(kitchen);
    queue.jobs.length = 0;
    // The cron sweeps every database holding sites; this send's is the site's.
    const own = await siteDb(kitchen.site.id);
    expect(await requeueStalledSends(own, queue.env, new Date())).toBe(0);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    await requeueStalledSends(own, queue.env, later);
    expect(queue.jobs).toContainEqual({
      type: "newsletter-fanout",
      sendId,
      siteId: kitchen.site.id,
      after: null,
    });
  });
});
