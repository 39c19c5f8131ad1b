import { env } from "cloudflare:test";
import { newsletterDeliveries, newsletterSends } from "@schema/db/newsletters";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Job } from "../queues/jobs";
import { consumeNewsletterMessage, isNewsletterJob } from "../queues/newsletter-jobs";
import type { Mailer, MailMessage } from "../services/mail/mailer";
import { call, rowsInEveryDb, updateSite } from "./factories";
import { makeKitchen } from "./manage-factories";
import { doc, makeRecipe } from "./recipe-factories";

/** Newsletter test data and a queue the test drives by hand (no background consumer). */

export const MAILING_ADDRESS = "12 Baker Street\nLondon NW1";

/** A queue binding that only records what is sent to it. */
export function recordingQueue() {
  const jobs: Job[] = [];
  const binding = {
    send: async (body: Job) => {
      jobs.push(body);
    },
    sendBatch: async (messages: Iterable<{ body: Job }>) => {
      for (const message of messages) jobs.push(message.body);
    },
  } as unknown as Queue<Job>;
  return { jobs, env: { ...env, JOBS: binding } };
}

/** A mailer that keeps every batch it is given (and can be told to fail). */
export class RecordingMailer implements Mailer {
  batches: { key: string; messages: MailMessage[] }[] = [];
  single: MailMessage[] = [];
  failures = 0;
  async send(message: MailMessage) {
    this.single.push(message);
  }
  async sendBatch(messages: MailMessage[], key: string) {
    if (this.failures > 0) {
      this.failures--;
      throw new Error("provider unavailable");
    }
    this.batches.push({ key, messages });
  }
  get messages() {
    return this.batches.flatMap((batch) => batch.messages);
  }
}

type Queued = ReturnType<typeof recordingQueue>;

/** Runs every queued newsletter job (and the jobs they queue) once each, in order. */
export async function drain(queue: Queued, mailer: Mailer, attempts = 1) {
  const outcomes: { job: Job; result: "ack" | "retry"; delaySeconds?: number }[] = [];
  while (queue.jobs.length) {
    const job = queue.jobs.shift() as Job;
    if (!isNewsletterJob(job)) continue;
    await consumeNewsletterMessage(
      {
        body: job,
        attempts,
        ack: () => outcomes.push({ job, result: "ack" }),
        retry: (options) =>
          outcomes.push({ job, result: "retry", delaySeconds: options?.delaySeconds }),
      },
      queue.env,
      mailer,
    );
  }
  return outcomes;
}

/** A kitchen whose site may send (a mailing address) and a published recipe. */
export async function makeNewsletterKitchen(
  privacySetting: "public" | "subscribers_only" = "subscribers_only",
) {
  const kitchen = await makeKitchen({ mailingAddress: MAILING_ADDRESS });
  const recipe = await makeRecipe({
    siteId: kitchen.site.id,
    title: "Weeknight lasagne",
    privacySetting,
    description: "Layers of ragù and béchamel.",
    ingredientGroups: [
      {
        lines: [
          "Lasagne sheets",
          "Ragù",
          { title: "Béchamel", preparation: doc("warmed"), note: doc("or ricotta") },
        ],
      },
    ],
    instructionGroups: [
      { steps: ["SECRET-STEP layer the sheets and sauces", "Bake until bubbling"] },
    ],
  });
  return { ...kitchen, recipe };
}

export async function sendRow(id: string) {
  const [row] = await rowsInEveryDb(newsletterSends, eq(newsletterSends.id, id));
  return row;
}

export async function deliveryRows(sendId: string) {
  return rowsInEveryDb(newsletterDeliveries, eq(newsletterDeliveries.sendId, sendId));
}

export async function setMailingAddress(siteId: string, mailingAddress: string | null) {
  await updateSite(siteId, { mailingAddress });
}

type NewsletterKitchen = Awaited<ReturnType<typeof makeNewsletterKitchen>>;

/** Asks for a send of the kitchen's recipe; its fan-out waits in the returned queue. */
export async function startSend(kitchen: NewsletterKitchen) {
  const queue = recordingQueue();
  const res = await call(
    "POST",
    `/manage/${kitchen.site.slug}/newsletter-sends`,
    { token: kitchen.token, json: { recipeId: kitchen.recipe.id, note: null } },
    queue.env,
  );
  expect(res.status).toBe(202);
  return { queue, sendId: res.body.send.id as string };
}

/** Sends the kitchen's recipe to its subscribers through the queue, run to the end. */
export async function sendNewsletter(kitchen: NewsletterKitchen) {
  const { queue, sendId } = await startSend(kitchen);
  const mailer = new RecordingMailer();
  await drain(queue, mailer);
  return { sendId, messages: mailer.messages };
}
