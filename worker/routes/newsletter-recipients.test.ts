import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call } from "../test/factories";
import { makeSubscriberRow } from "../test/manage-factories";
import {
  drain,
  makeNewsletterKitchen,
  RecordingMailer,
  recordingQueue,
  sendRow,
} from "../test/newsletter-helpers";

/**
 * A send to part of the audience: everyone, the readers with paid access (a paid plan, or a
 * comp still running), or the others. The audience call counts each side.
 */

const DAY = 86_400_000;

/** A kitchen with one reader of each kind: monthly, comped, free, and a comp that ran out. */
async function mixedKitchen() {
  const kitchen = await makeNewsletterKitchen();
  const readers = {
    monthly: await makeSubscriberRow(kitchen.site.id, "monthly"),
    comped: await makeSubscriberRow(kitchen.site.id, "free", {
      compUntil: new Date(Date.now() + 30 * DAY),
    }),
    free: await makeSubscriberRow(kitchen.site.id, "free"),
    lapsed: await makeSubscriberRow(kitchen.site.id, "free", {
      compUntil: new Date(Date.now() - DAY),
    }),
  };
  return { ...kitchen, readers };
}

async function sendTo(kitchen: Awaited<ReturnType<typeof mixedKitchen>>, recipients?: string) {
  const queue = recordingQueue();
  const res = await call(
    "POST",
    `/manage/${kitchen.site.slug}/newsletter-sends`,
    {
      token: kitchen.token,
      json: { recipeId: kitchen.recipe.id, note: null, ...(recipients ? { recipients } : {}) },
    },
    queue.env,
  );
  const mailer = new RecordingMailer();
  if (res.status === 202) await drain(queue, mailer);
  return { res, to: mailer.messages.map((message) => message.to).sort() };
}

describe("a newsletter to part of the audience", () => {
  it("counts each side of the audience, a comp as paid", async () => {
    const kitchen = await mixedKitchen();
    const res = await call("GET", `/manage/${kitchen.site.slug}/newsletter-audience`, {
      token: kitchen.token,
    });
    expect(res.body).toMatchObject({ count: 4, paid: 2, free: 2 });
    await expectDocumented("GET", "/manage/:siteSlug/newsletter-audience", res);
  });

  it("sends to readers with paid access only, or to the others only, or to everyone", async () => {
    const kitchen = await mixedKitchen();
    const { monthly, comped, free, lapsed } = kitchen.readers;
    const paid = await sendTo(kitchen, "paid");
    expect(paid.res.status).toBe(202);
    expect(paid.res.body.send.recipients).toBe("paid");
    expect(paid.to).toEqual([monthly.email, comped.email].sort());
    expect(await sendRow(paid.res.body.send.id)).toMatchObject({
      recipients: "paid",
      recipientCount: 2,
      sentCount: 2,
    });

    const others = await sendTo(kitchen, "free");
    expect(others.to).toEqual([free.email, lapsed.email].sort());

    // Unsaid, it is everyone, as before the choice existed.
    const everyone = await sendTo(kitchen);
    expect(everyone.res.body.send.recipients).toBe("everyone");
    expect(everyone.to).toHaveLength(4);
  });

  it("refuses a group it does not know, naming the field", async () => {
    const kitchen = await mixedKitchen();
    const { res, to } = await sendTo(kitchen, "vip");
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual(["recipients"]);
    expect(to).toEqual([]);
  });
});
