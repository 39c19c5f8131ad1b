import { env } from "cloudflare:test";
import { comments } from "@schema/db/comments";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Job } from "../queues/jobs";
import { mailCommentNotice } from "../services/comments/notice-mail";
import { mailCommentReply } from "../services/comments/reply-mail";
import {
  call,
  databases,
  db,
  emailOf,
  mailsWithSubject,
  makeNamedUser,
  makeSite,
  makeUser,
  signedIn,
  siteDb,
} from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeManager, makeRecipe } from "../test/recipe-factories";

/**
 * A creator hears of each reader's comment by e-mail, with the way to answer it in the
 * kitchen; each of the site's people has a switch for it on the kitchen's Comments page.
 */

/** A site with a named owner and a recipe; `post` comments and records the queued jobs. */
async function kitchen() {
  const site = await makeSite({ title: "Maya's Kitchen" });
  await db().update(users).set({ displayName: "Maya" }).where(eq(users.id, site.ownerId));
  const recipe = await makeRecipe({ siteId: site.id, title: "Lemon Tart" });
  const queue = recordingQueue();
  const post = async (userId: string, json: Record<string, unknown>) => {
    const res = await call(
      "POST",
      `/site/${site.slug}/comments`,
      { token: await signedIn(userId, site.id), json: { recipeId: recipe.id, ...json } },
      queue.env,
    );
    expect(res.status).toBe(201);
    return res;
  };
  /** Runs what was queued, as the JOBS consumer would, and forgets it. */
  const deliver = async () => {
    const jobs: Job[] = queue.jobs.splice(0);
    for (const job of jobs) {
      if (job.type === "comment-notice-mail") await mailCommentNotice(env, databases(), job);
      if (job.type === "comment-reply-mail") await mailCommentReply(env, databases(), job);
    }
    return jobs;
  };
  return { site, recipe, post, deliver, ownerEmail: await emailOf(site.ownerId) };
}

describe("e-mails to the site's people about readers' comments", () => {
  it("a reader's comment reaches the owner once, with the way to answer it", async () => {
    const { site, recipe, post, deliver, ownerEmail } = await kitchen();
    const theo = await makeNamedUser("Theo");
    await post(theo.id, { text: "Can I use a chopped bar?" });
    const jobs = await deliver();
    expect(jobs).toEqual([
      { type: "comment-notice-mail", siteId: site.id, commentId: expect.any(String) },
    ]);
    // Delivered again: nobody is mailed twice.
    const [job] = jobs;
    if (job?.type !== "comment-notice-mail") throw new Error("No comment notice queued");
    await mailCommentNotice(env, databases(), job);
    const mails = await mailsWithSubject(ownerEmail, "Lemon Tart");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Theo commented on Lemon Tart");
    expect(mail?.from).toContain("Maya's Kitchen");
    expect(mail?.text).toContain("Can I use a chopped bar?");
    expect(mail?.html).toContain(`/kitchen/${site.slug}/comments?awaiting=reply`);
    expect(mail?.html).toContain(`/recipes/${recipe.slug}?comment=${job.commentId}#comments`);
  });

  it("a review says its stars; the site's own comments mail nobody", async () => {
    const { site, post, deliver, ownerEmail } = await kitchen();
    const ada = await makeNamedUser("Ada");
    await post(ada.id, { text: "Lovely.", stars: 4 });
    await deliver();
    const [review] = await mailsWithSubject(ownerEmail, "reviewed");
    expect(review?.subject).toBe("Ada reviewed Lemon Tart");
    expect(review?.text).toContain("★★★★☆ (4 of 5)");

    const manager = await makeManager(site.id);
    await post(site.ownerId, { text: "A note from the kitchen." });
    await post(manager.id, { text: "And one from the manager." });
    expect(await deliver()).toEqual([]);
  });

  it("a reply to the owner's comment tells the owner once (the reply e-mail), the others by notice", async () => {
    const { site, post, deliver, ownerEmail } = await kitchen();
    const manager = await makeManager(site.id);
    const asked = await post(site.ownerId, { text: "Which lemons do you use?" });
    await deliver();
    const dev = await makeNamedUser("Dev");
    await post(dev.id, { parentId: asked.body.comments[0].id, text: "Meyer lemons." });
    await deliver();
    expect(await mailsWithSubject(ownerEmail, "Dev")).toEqual([
      expect.objectContaining({ subject: "Dev replied to your comment on Lemon Tart" }),
    ]);
    expect(await mailsWithSubject(await emailOf(manager.id), "Dev")).toEqual([
      expect.objectContaining({ subject: "Dev replied to Maya on Lemon Tart" }),
    ]);
  });

  it("a reader's follow-up under their own comment says so", async () => {
    const { post, deliver, ownerEmail } = await kitchen();
    const theo = await makeNamedUser("Theo");
    const asked = await post(theo.id, { text: "Does it freeze?" });
    await post(theo.id, { parentId: asked.body.comments[0].id, text: "It did, for a month." });
    await deliver();
    const subjects = (await mailsWithSubject(ownerEmail, "Theo")).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual([
      "Theo commented on Lemon Tart",
      "Theo followed up on their comment on Lemon Tart",
    ]);
  });

  it("the Comments page's switch stops them for that person on that site only", async () => {
    const { site, post, deliver, ownerEmail } = await kitchen();
    const manager = await makeManager(site.id);
    const token = await signedIn(site.ownerId);
    const before = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(before.body.commentEmails).toBe(true);
    const off = await call("PUT", `/manage/${site.slug}/comment-emails`, {
      token,
      json: { commentEmails: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      commentEmails: false,
      commentEmailsDaily: false,
      digestTimeZone: null,
    });
    expect((await call("GET", `/manage/${site.slug}/comments`, { token })).body.commentEmails).toBe(
      false,
    );
    // The owner's other site keeps its own switch.
    const other = await makeSite({ ownerId: site.ownerId });
    const elsewhere = await call("GET", `/manage/${other.slug}/comments`, { token });
    expect(elsewhere.body.commentEmails).toBe(true);

    await post((await makeNamedUser("Lee")).id, { text: "Quiet, please." });
    await deliver();
    expect(await mailsWithSubject(ownerEmail, "Lee")).toEqual([]);
    expect(await mailsWithSubject(await emailOf(manager.id), "Lee")).toHaveLength(1);
  });

  it("one commenter mails the site's people five times an hour at most", async () => {
    const { post, deliver, ownerEmail } = await kitchen();
    const busy = await makeNamedUser("Busy");
    for (const n of [1, 2, 3, 4, 5, 6]) await post(busy.id, { text: `Comment number ${n}` });
    await deliver();
    const texts = (await mailsWithSubject(ownerEmail, "Busy")).map((mail) => mail.text);
    expect(texts).toHaveLength(5);
    expect(texts.some((text) => text.includes("Comment number 6"))).toBe(false);
  });

  it("a comment hidden before the job ran, or a deleted site person, mails nobody", async () => {
    const { site, post, deliver, ownerEmail } = await kitchen();
    const res = await post((await makeNamedUser("Sam")).id, { text: "Spam spam spam." });
    await (await siteDb(site.id))
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.id, res.body.comments[0].id));
    await deliver();
    expect(await mailsWithSubject(ownerEmail, "Sam")).toEqual([]);

    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, site.ownerId));
    await post((await makeNamedUser("Kim")).id, { text: "Hello?" });
    await deliver();
    expect(await mailsWithSubject(ownerEmail, "Kim")).toEqual([]);
  });
});

describe("the switch's call: who may use it", () => {
  it("signed out is 401, another site's owner 404, a bad body 400 naming the field", async () => {
    const site = await makeSite();
    const path = `/manage/${site.slug}/comment-emails`;
    expect((await call("PUT", path, { json: { commentEmails: false } })).status).toBe(401);
    const stranger = await makeSite();
    const foreign = await call("PUT", path, {
      token: await signedIn(stranger.ownerId),
      json: { commentEmails: false },
    });
    expect(foreign.status).toBe(404);
    const readerOnly = await call("PUT", path, {
      token: await signedIn((await makeUser()).id),
      json: { commentEmails: false },
    });
    expect(readerOnly.status).toBe(404);
    const token = await signedIn(site.ownerId);
    for (const json of [{}, { commentEmails: "off" }]) {
      const bad = await call("PUT", path, { token, json });
      expect(bad.status).toBe(400);
      expect(bad.body.issues[0].path).toBe("commentEmails");
    }
    const still = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(still.body.commentEmails).toBe(true);
  });
});
