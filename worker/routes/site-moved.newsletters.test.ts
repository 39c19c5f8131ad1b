import { env } from "cloudflare:test";
import { recipes } from "@schema/db/recipes";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { requeueStalledSends } from "../services/newsletters/sends";
import { publishDueRecipes } from "../services/recipes/schedule";
import { call, databases } from "../test/factories";
import { deliverMailEvent } from "../test/mail-webhook-helpers";
import { createRecipe, minimalRecipe } from "../test/manage-factories";
import { contentVersion, countIn, move, withSitesOnPlatform } from "../test/moved-sites";
import {
  drain,
  makeNewsletterKitchen,
  RecordingMailer,
  recordingQueue,
} from "../test/newsletter-helpers";
import { makeFreePlan, makeManager, makeSubscriber } from "../test/recipe-factories";

/**
 * Newsletters of a site moved to a site database (ADR 0014): the send, its deliveries, the
 * suppression list and schedules are the site's rows, in its database; its staff and its
 * readers' accounts stay on the platform. What readers get is what they got before the move.
 */

withSitesOnPlatform();

const siteDb = () => drizzle(env.SITE_DB_1);

const bounce = (siteId: string, sendId: string, to: string) =>
  deliverMailEvent(
    JSON.stringify({
      type: "email.bounced",
      created_at: new Date().toISOString(),
      data: { email_id: crypto.randomUUID(), to: [to], tags: { site: siteId, send: sendId } },
    }),
  );

describe("a moved site's newsletters", { timeout: 120_000 }, () => {
  it("previews, sends to its readers with the right edition, and counts a bounce there", async () => {
    const { site, token, recipe } = await makeNewsletterKitchen("subscribers_only");
    const paid = await makeSubscriber(site.id, "monthly");
    const free = await makeSubscriber(site.id, "free");
    const manager = await makeManager(site.id);
    await makeFreePlan(site.id, manager);
    await move(site.id);

    const preview = (audience: "paid" | "free") =>
      call("POST", `/manage/${site.slug}/newsletter-previews`, {
        token,
        json: { recipeId: recipe.id, note: null, audience },
      });
    expect((await preview("paid")).body.html).toContain("SECRET-STEP");
    const locked = await preview("free");
    expect(locked.status).toBe(200);
    expect(locked.body.html).not.toContain("SECRET-STEP");
    const audience = await call("GET", `/manage/${site.slug}/newsletter-audience`, { token });
    expect(audience.body.count).toBe(3);

    const queue = recordingQueue();
    const started = await call(
      "POST",
      `/manage/${site.slug}/newsletter-sends`,
      { token, json: { recipeId: recipe.id, note: "From its own database" } },
      queue.env,
    );
    expect(started.status).toBe(202);
    const sendId = started.body.send.id as string;
    const mailer = new RecordingMailer();
    await drain(queue, mailer);
    const full = new Map(mailer.messages.map((m) => [m.to, m.html.includes("SECRET-STEP")]));
    expect(Object.fromEntries(full)).toEqual({
      [paid.email]: true,
      [free.email]: false,
      [manager.email]: true,
    });
    expect(await countIn(env.SITE_DB_1, "newsletter_sends", site.id)).toBe(1);
    expect(await countIn(env.DB, "newsletter_sends", site.id)).toBe(0);

    expect((await bounce(site.id, sendId, free.email)).body).toEqual({ result: "applied" });
    const sends = await call("GET", `/manage/${site.slug}/newsletter-sends`, { token });
    expect(sends.body.sends).toMatchObject([
      { id: sendId, status: "sent", sentCount: 3, bouncedCount: 1 },
    ]);
    const suppressions = await call("GET", `/manage/${site.slug}/suppressions`, { token });
    expect(suppressions.body.suppressions).toMatchObject([{ email: free.email, reason: "bounce" }]);
    expect(await countIn(env.DB, "newsletter_suppressions", site.id)).toBe(0);
  });

  it("publishes a scheduled recipe there and e-mails it, and the cron finds a stalled send", async () => {
    const { site, token } = await makeNewsletterKitchen("public");
    await makeSubscriber(site.id, "free");
    const draft = await createRecipe(site.slug, token, minimalRecipe({ title: "Scheduled soup" }));
    await move(site.id);
    const publishAt = new Date(Date.now() + 3_600_000);
    const scheduled = await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt: publishAt.toISOString(), newsletter: { note: null } },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.scheduled).toMatchObject([{ recipeId: draft.id }]);
    expect(await countIn(env.SITE_DB_1, "scheduled_publications", site.id)).toBe(1);

    const queue = recordingQueue();
    const version = await contentVersion(site.id);
    const later = new Date(publishAt.getTime() + 60_000);
    expect(await publishDueRecipes(databases(), queue.env, later)).toEqual({ published: 1 });
    const [published] = await siteDb()
      .select({ publishedAt: recipes.publishedAt })
      .from(recipes)
      .where(eq(recipes.id, draft.id));
    expect(published?.publishedAt).toEqual(publishAt);
    expect(await contentVersion(site.id)).toBe((version ?? 0) + 1);
    expect(queue.jobs).toMatchObject([{ type: "newsletter-fanout", siteId: site.id }]);
    expect(await countIn(env.SITE_DB_1, "scheduled_publications", site.id)).toBe(0);

    // The fan-out message was lost: the cron's sweep of the site's database queues it again.
    queue.jobs.length = 0;
    await requeueStalledSends(siteDb(), queue.env, new Date(later.getTime() + 11 * 60_000));
    expect(queue.jobs).toMatchObject([{ type: "newsletter-fanout", siteId: site.id }]);
    const mailer = new RecordingMailer();
    await drain(queue, mailer);
    expect(mailer.messages.map((m) => m.subject)).toEqual(["Scheduled soup"]);
  });
});
