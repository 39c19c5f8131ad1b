import { env } from "cloudflare:test";
import { nextDigestTime } from "@schema/api/digest-time";
import { comments } from "@schema/db/comments";
import { noticeDigestItems } from "@schema/db/notice-digests";
import { siteSubscriptions, subscriberActions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Job, NoticeDigestMailJob } from "../queues/jobs";
import { mailCommentNotice } from "../services/comments/notice-mail";
import { DIGEST_INTERVAL_MS, queueDueDigests } from "../services/notices/digest";
import { mailNoticeDigest } from "../services/notices/digest-mail";
import { mailSubscriberNotice } from "../services/subscribers/notice-mail";
import { subscriptionRow } from "../test/billing-factories";
import { expectDocumented } from "../test/documented-answers";
import {
  call,
  databases,
  db,
  emailOf,
  mailsWithSubject,
  makeNamedUser,
  makeSite,
  signedIn,
  siteDb,
} from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeManager, makeRecipe, makeSubscriber } from "../test/recipe-factories";
import { subscribingSite } from "../test/subscriber-helpers";

/**
 * A creator with a busy site may have the e-mails about readers' comments and subscriptions
 * gathered into one a day (ADR 0018): the news waits, is read again when the digest goes,
 * and goes once.
 */

const DAY_AND_A_MINUTE = DIGEST_INTERVAL_MS + 60_000;

/**
 * "Maya's Kitchen" with a recipe, its owner on daily e-mails for comments and subscribers;
 * `comment` and `subscribe` act as readers and run the notices they queue, each twice.
 */
async function dailySite() {
  const { site, queue, subscribe: subscribeOnly } = await subscribingSite();
  await db().update(users).set({ displayName: "Maya" }).where(eq(users.id, site.ownerId));
  const recipe = await makeRecipe({ siteId: site.id, title: "Lemon Tart" });
  const token = await signedIn(site.ownerId);
  const daily = await call("PUT", `/manage/${site.slug}/comment-emails`, {
    token,
    json: { commentEmails: true, commentEmailsDaily: true },
  });
  expect(daily.body).toEqual({
    commentEmails: true,
    commentEmailsDaily: true,
    digestTimeZone: null,
  });
  await call("PUT", `/manage/${site.slug}/subscriber-emails`, {
    token,
    json: { free: true, paid: true, daily: true },
  });
  const runNotices = async () => {
    for (const job of queue.jobs.splice(0)) {
      for (const _ of [1, 2]) {
        if (job.type === "comment-notice-mail") await mailCommentNotice(env, databases(), job);
        if (job.type === "subscriber-notice-mail") {
          await mailSubscriberNotice(env, databases(), job);
        }
      }
    }
  };
  const comment = async (userId: string, text: string) => {
    const res = await call(
      "POST",
      `/site/${site.slug}/comments`,
      { token: await signedIn(userId, site.id), json: { recipeId: recipe.id, text } },
      queue.env,
    );
    expect(res.status).toBe(201);
    await runNotices();
    return res.body.comments[0].id as string;
  };
  const subscribe = async (userId: string) => {
    await subscribeOnly(userId);
    await runNotices();
  };
  /** The cron's run at `at`: the digest jobs it queued for this site. */
  const cron = async (at: number, jobs = recordingQueue()) => {
    await queueDueDigests(await siteDb(site.id), jobs.env, new Date(at));
    return jobs.jobs.filter(
      (job): job is NoticeDigestMailJob =>
        job.type === "notice-digest-mail" && job.siteId === site.id,
    );
  };
  const held = async () =>
    (await siteDb(site.id))
      .select()
      .from(noticeDigestItems)
      .where(eq(noticeDigestItems.siteId, site.id));
  return {
    site,
    recipe,
    token,
    queue,
    comment,
    subscribe,
    runNotices,
    cron,
    held,
    ownerEmail: await emailOf(site.ownerId),
  };
}

/** Sends a digest as the JOBS consumer would, twice (at-least-once delivery). */
async function sendTwice(jobs: readonly Job[]) {
  for (const job of jobs) {
    if (job.type !== "notice-digest-mail") continue;
    await mailNoticeDigest(env, databases(), job);
    await mailNoticeDigest(env, databases(), job);
  }
}

describe("the daily digest of a site's news", () => {
  it("comments and new subscribers wait a day, then come in one e-mail, once", async () => {
    const { site, recipe, comment, subscribe, cron, held, ownerEmail } = await dailySite();
    const manager = await makeManager(site.id);
    const theo = await makeNamedUser("Theo");
    const commentId = await comment(theo.id, "Can I use a chopped bar?");
    const ada = await makeNamedUser("Ada");
    await subscribe(ada.id);

    // The owner is told nothing yet; a manager without the choice is told at once.
    expect(await mailsWithSubject(ownerEmail, "Theo")).toEqual([]);
    expect(await mailsWithSubject(ownerEmail, "Ada")).toEqual([]);
    const managerEmail = await emailOf(manager.id);
    expect(await mailsWithSubject(managerEmail, "Theo commented on Lemon Tart")).toHaveLength(1);
    // Each piece of news is held once, however often its notice ran.
    expect((await held()).map((item) => item.kind).sort()).toEqual(["comment", "free"]);

    expect(await cron(Date.now() + 3600_000)).toEqual([]);
    const due = await cron(Date.now() + DAY_AND_A_MINUTE);
    expect(due).toEqual([
      {
        type: "notice-digest-mail",
        siteId: site.id,
        userId: site.ownerId,
        digestKey: expect.any(String),
      },
    ]);
    // Claimed: a second run, or an overlapping one, queues nothing more.
    expect(await cron(Date.now() + DAY_AND_A_MINUTE)).toEqual([]);

    await sendTwice(due);
    const mails = await mailsWithSubject(ownerEmail, "Maya's Kitchen:");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Maya's Kitchen: 1 comment and 1 new free subscriber");
    expect(mail?.from).toContain("Maya's Kitchen");
    expect(mail?.text).toContain("Theo commented on Lemon Tart");
    expect(mail?.text).toContain("Can I use a chopped bar?");
    expect(mail?.text).toContain(`Ada (${ada.email}) subscribed for free.`);
    expect(mail?.text).toContain(
      "Maya's Kitchen now has 0 paid subscribers and 1 free subscriber.",
    );
    expect(mail?.html).toContain(`/recipes/${recipe.slug}?comment=${commentId}#comments`);
    expect(mail?.html).toContain(`/kitchen/${site.slug}/comments?awaiting=reply`);
    expect(mail?.html).toContain(`/kitchen/${site.slug}/subscribers`);
    expect(await held()).toEqual([]);
  });

  it("news no longer true by then is left out, and with nothing left no e-mail goes", async () => {
    const { site, comment, subscribe, cron, held, ownerEmail } = await dailySite();
    const spam = await comment((await makeNamedUser("Sam")).id, "Buy my pans.");
    const kim = await makeNamedUser("Kim");
    await comment(kim.id, "Lovely tart.");
    await subscribe((await makeNamedUser("Lou")).id);
    const own = await siteDb(site.id);
    await own.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, spam));
    // Lou left again before the digest went.
    await own
      .update(siteSubscriptions)
      .set({ status: "canceled" })
      .where(eq(siteSubscriptions.siteId, site.id));

    await sendTwice(await cron(Date.now() + DAY_AND_A_MINUTE));
    const [mail] = await mailsWithSubject(ownerEmail, "Maya's Kitchen:");
    expect(mail?.subject).toBe("Maya's Kitchen: 1 comment");
    expect(mail?.text).toContain("Lovely tart.");
    expect(mail?.text).not.toContain("Buy my pans.");
    expect(mail?.text).not.toContain("Lou");

    await comment(kim.id, "Hidden too.");
    await own
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(and(eq(comments.siteId, site.id), eq(comments.userId, kim.id)));
    await sendTwice(await cron(Date.now() + DAY_AND_A_MINUTE));
    expect(await mailsWithSubject(ownerEmail, "Maya's Kitchen:")).toHaveLength(1);
    expect(await held()).toEqual([]);
  });

  it("a paid plan begun is in it with its price; a kind switched off since is dropped", async () => {
    const { site, token, cron, ownerEmail } = await dailySite();
    const payer = await makeSubscriber(site.id, "monthly");
    const own = await siteDb(site.id);
    await own
      .update(siteSubscriptions)
      .set({ stripeSubscriptionId: "sub_digest_1" })
      .where(eq(siteSubscriptions.userId, payer.id));
    const row = await subscriptionRow(site.id, payer.id);
    const paidNews = (key: string) =>
      mailSubscriberNotice(env, databases(), {
        type: "subscriber-notice-mail",
        siteId: site.id,
        subscriptionId: row.id,
        event: "paid",
        stripeSubscriptionId: "sub_digest_1",
        key,
      });
    await paidNews("subscriber-notice/paid/sub_digest_1");
    expect(await mailsWithSubject(ownerEmail, "paid subscriber")).toEqual([]);
    await sendTwice(await cron(Date.now() + DAY_AND_A_MINUTE));
    const [mail] = await mailsWithSubject(ownerEmail, "Maya's Kitchen:");
    expect(mail?.subject).toBe("Maya's Kitchen: 1 new paid subscriber");
    expect(mail?.text).toContain(`${payer.email} began a paid plan. Monthly plan, $5.00 a month.`);
    expect(mail?.text).toContain(
      "Maya's Kitchen now has 1 paid subscriber and 0 free subscribers.",
    );

    // The news waits; the owner then turns paid news off: the digest drops it.
    await paidNews("subscriber-notice/paid/sub_digest_1/again");
    await call("PUT", `/manage/${site.slug}/subscriber-emails`, {
      token,
      json: { free: true, paid: false },
    });
    await sendTwice(await cron(Date.now() + DAY_AND_A_MINUTE));
    expect(await mailsWithSubject(ownerEmail, "Maya's Kitchen:")).toHaveLength(1);
  });

  it("a reader's cancellation is in it; one a manager made the day before is not", async () => {
    const { site, cron, held, ownerEmail } = await dailySite();
    const own = await siteDb(site.id);
    const endsOn = new Date(Date.now() + 20 * DIGEST_INTERVAL_MS);
    /** A monthly reader whose plan is set to end, and the news of it, as Stripe's event brings it. */
    const cancelling = async (stripeId: string) => {
      const payer = await makeSubscriber(site.id, "monthly");
      await own
        .update(siteSubscriptions)
        .set({ stripeSubscriptionId: stripeId, cancelAt: endsOn })
        .where(eq(siteSubscriptions.userId, payer.id));
      const row = await subscriptionRow(site.id, payer.id);
      await mailSubscriberNotice(env, databases(), {
        type: "subscriber-notice-mail",
        siteId: site.id,
        subscriptionId: row.id,
        event: "cancelled",
        stripeSubscriptionId: stripeId,
        key: `subscriber-notice/cancelled/${stripeId}/${endsOn.getTime()}`,
      });
      return { payer, row };
    };
    const leaving = await cancelling("sub_digest_leaving");
    // The manager's: set to end on the Subscribers page, its news held a day and more ago.
    const ended = await cancelling("sub_digest_ended");
    const longAgo = new Date(Date.now() - DIGEST_INTERVAL_MS - 3600_000);
    await own.insert(subscriberActions).values({
      siteId: site.id,
      subscriptionId: ended.row.id,
      actorEmail: ownerEmail,
      action: "cancel_at_period_end",
      detail: "At the end of the period",
      createdAt: longAgo,
    });
    await own
      .update(noticeDigestItems)
      .set({ createdAt: longAgo })
      .where(eq(noticeDigestItems.subjectId, ended.row.id));
    expect(await held()).toHaveLength(2);

    await sendTwice(await cron(Date.now() + DAY_AND_A_MINUTE));
    const [mail] = await mailsWithSubject(ownerEmail, "Maya's Kitchen:");
    expect(mail?.subject).toBe("Maya's Kitchen: 1 cancellation");
    expect(mail?.text).toContain(`${leaving.payer.email} cancelled their paid plan.`);
    expect(mail?.text).not.toContain(ended.payer.email);
  });

  it("turning the daily choice off sends what comes next at once, and what waits in the digest", async () => {
    const { site, token, comment, cron, ownerEmail } = await dailySite();
    await comment((await makeNamedUser("Noor")).id, "Waiting for the digest.");
    const each = await call("PUT", `/manage/${site.slug}/comment-emails`, {
      token,
      json: { commentEmails: true, commentEmailsDaily: false },
    });
    await expectDocumented("PUT", "/manage/:siteSlug/comment-emails", each);
    await comment((await makeNamedUser("Ravi")).id, "Straight away.");
    expect(await mailsWithSubject(ownerEmail, "Ravi commented on Lemon Tart")).toHaveLength(1);
    await sendTwice(await cron(Date.now() + DAY_AND_A_MINUTE));
    const [mail] = await mailsWithSubject(ownerEmail, "Maya's Kitchen:");
    expect(mail?.text).toContain("Waiting for the digest.");
    expect(mail?.text).not.toContain("Straight away.");
  });

  it("a queue that refuses the digest gives its news back for the next run", async () => {
    const { comment, cron, held } = await dailySite();
    await comment((await makeNamedUser("Ola")).id, "Still here?");
    const refusing = recordingQueue();
    const broken = {
      ...refusing,
      env: {
        ...refusing.env,
        JOBS: {
          send: async () => {
            throw new Error("queue unavailable");
          },
        } as unknown as Queue<Job>,
      },
    };
    await expect(cron(Date.now() + DAY_AND_A_MINUTE, broken)).rejects.toThrow("queue unavailable");
    expect((await held()).map((item) => item.digestKey)).toEqual([null]);
    expect(await cron(Date.now() + DAY_AND_A_MINUTE)).toHaveLength(1);
  });
});

describe("the digest in the person's own morning", () => {
  it("comes at 8 the next morning where they said they are, with all that waits by then", async () => {
    const { site, token, comment, cron, held } = await dailySite();
    const saved = await call("PUT", `/manage/${site.slug}/comment-emails`, {
      token,
      json: { commentEmails: true, commentEmailsDaily: true, timeZone: "asia/tokyo" },
    });
    // Kept in its canonical spelling, as the person's, on every site they run.
    expect(saved.body.digestTimeZone).toBe("Asia/Tokyo");
    await comment((await makeNamedUser("Ida")).id, "Lovely!");
    const [first] = await held();
    if (!first?.dueAt) throw new Error("no due time held");
    expect(first.dueAt).toEqual(nextDigestTime(first.createdAt, "Asia/Tokyo"));
    // 8:00 in Tokyo: a whole hour, 23:00 UTC, within a day of the news.
    expect(first.dueAt.getUTCHours()).toBe(23);
    expect(first.dueAt.getUTCMinutes()).toBe(0);
    expect(first.dueAt.getTime() - first.createdAt.getTime()).toBeLessThanOrEqual(
      DIGEST_INTERVAL_MS,
    );

    // News that comes later waits for the same morning.
    await comment((await makeNamedUser("Jo")).id, "Made it twice.");
    expect(await cron(first.dueAt.getTime() - 60_000)).toEqual([]);
    const due = await cron(first.dueAt.getTime());
    expect(due).toHaveLength(1);
    expect((await held()).every((item) => item.digestKey === due[0]?.digestKey)).toBe(true);
  });
});

describe("the daily choice's calls", () => {
  it("is each person's own, kept when not given, and a bad value is a 400 naming it", async () => {
    const site = await makeSite();
    const token = await signedIn(site.ownerId);
    const manager = await makeManager(site.id);
    const comments = `/manage/${site.slug}/comment-emails`;
    const subscribers = `/manage/${site.slug}/subscriber-emails`;
    await call("PUT", comments, { token, json: { commentEmails: true, commentEmailsDaily: true } });
    await call("PUT", subscribers, { token, json: { free: true, paid: true, daily: true } });
    // Left out: kept as it was.
    const kept = await call("PUT", comments, { token, json: { commentEmails: false } });
    expect(kept.body).toEqual({
      commentEmails: false,
      commentEmailsDaily: true,
      digestTimeZone: null,
    });
    const keptToo = await call("PUT", subscribers, { token, json: { free: true, paid: false } });
    expect(keptToo.body.subscriberEmails).toEqual({
      free: true,
      paid: false,
      daily: true,
      digestTimeZone: null,
    });

    const bad = await call("PUT", comments, {
      token,
      json: { commentEmails: true, commentEmailsDaily: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "commentEmailsDaily",
    ]);
    const badToo = await call("PUT", subscribers, {
      token,
      json: { free: true, paid: true, daily: 1 },
    });
    expect(badToo.status).toBe(400);
    expect(badToo.body.issues.map((issue: { path: string }) => issue.path)).toEqual(["daily"]);
    const badZone = await call("PUT", subscribers, {
      token,
      json: { free: true, paid: true, timeZone: "Mars/Olympus" },
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.issues).toEqual([
      expect.objectContaining({ path: "timeZone", message: "Unknown time zone" }),
    ]);
    // The zone is the person's: said on one page, the other answers it too; left out, kept.
    const zoned = await call("PUT", subscribers, {
      token,
      json: { free: true, paid: false, timeZone: "Europe/Paris" },
    });
    expect(zoned.body.subscriberEmails.digestTimeZone).toBe("Europe/Paris");
    await expectDocumented("PUT", "/manage/:siteSlug/subscriber-emails", zoned);
    const again = await call("PUT", comments, { token, json: { commentEmails: false } });
    expect(again.body.digestTimeZone).toBe("Europe/Paris");

    const list = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(list.body.commentEmailsDaily).toBe(true);
    await expectDocumented("GET", "/manage/:siteSlug/comments", list);
    const managers = await call("GET", `/manage/${site.slug}/comments`, {
      token: await signedIn(manager.id),
    });
    expect(managers.body.commentEmailsDaily).toBe(false);
    // Signed out, and another site's owner, change nothing.
    const json = { commentEmails: true, commentEmailsDaily: false };
    expect((await call("PUT", comments, { json })).status).toBe(401);
    const stranger = await makeSite();
    expect(
      (await call("PUT", comments, { token: await signedIn(stranger.ownerId), json })).status,
    ).toBe(404);
    expect((await call("GET", `/manage/${site.slug}/comments`, { token })).body).toMatchObject({
      commentEmailsDaily: true,
    });
  });
});
