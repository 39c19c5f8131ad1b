import { recipeGifts } from "@schema/db/recipe-gifts";
import { describe, expect, it } from "vitest";
import { call, siteDb } from "../test/factories";
import {
  drain,
  makeNewsletterKitchen,
  RecordingMailer,
  recordingQueue,
} from "../test/newsletter-helpers";
import { makeRecipe, makeSubscriber } from "../test/recipe-factories";

/**
 * What newsletters a gift recipient gets (worker/services/gifts/CONTEXT.md): as a free
 * subscriber, the locked edition of subscriber-only recipes, except the recipe they were given.
 */
async function sendAbout(kitchen: { site: { slug: string }; token: string }, recipeId: string) {
  const queue = recordingQueue();
  const res = await call(
    "POST",
    `/manage/${kitchen.site.slug}/newsletter-sends`,
    { token: kitchen.token, json: { recipeId, note: null } },
    queue.env,
  );
  expect(res.status).toBe(202);
  const mailer = new RecordingMailer();
  await drain(queue, mailer);
  return mailer.messages;
}

describe("newsletters to a gift recipient", () => {
  it("the recipe they were given comes in full; other locked recipes stay locked", async () => {
    const kitchen = await makeNewsletterKitchen("subscribers_only");
    const { site, recipe } = kitchen;
    const friend = await makeSubscriber(site.id, "free");
    const giver = await makeSubscriber(site.id, "monthly");
    await (await siteDb(site.id)).insert(recipeGifts).values({
      siteId: site.id,
      recipeId: recipe.id,
      giverUserId: giver.id,
      recipientEmail: friend.email,
      tokenHash: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
      recipientUserId: friend.id,
      redeemedAt: new Date(),
    });
    const other = await makeRecipe({
      siteId: site.id,
      privacySetting: "subscribers_only",
      instructionGroups: [{ steps: ["OTHER-SECRET fold gently"] }],
    });

    const gifted = (await sendAbout(kitchen, recipe.id)).find((m) => m.to === friend.email);
    expect(gifted?.text).toContain("SECRET-STEP");
    const locked = (await sendAbout(kitchen, other.id)).find((m) => m.to === friend.email);
    expect(locked?.text).not.toContain("OTHER-SECRET");
    expect(locked?.html).toContain("Upgrade to Full Access");
  });
});
