import { env } from "cloudflare:test";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CommentReplyMailJob } from "../queues/jobs";
import { mailCommentReply } from "../services/comments/reply-mail";
import { replyMailStopToken } from "../services/comments/reply-mail-switch";
import {
  call,
  databases,
  db,
  mailsWithSubject,
  makeSite,
  makeUser,
  signedIn,
} from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeRecipe } from "../test/recipe-factories";

/**
 * A reply to a reader's comment reaches them by e-mail: the creator answers a question and
 * the reader hears of it, once, with a way to the conversation and a way to stop such mail.
 */

/** A reader's question on a recipe, and a way to post replies to it that records the jobs. */
async function question() {
  const site = await makeSite({ title: "Maya's Kitchen" });
  const recipe = await makeRecipe({ siteId: site.id, title: "Lemon Tart" });
  const reader = await makeUser({
    displayName: "Theo",
    email: `theo-${crypto.randomUUID()}@example.com`,
  });
  const asked = await call("POST", `/site/${site.slug}/comments`, {
    token: await signedIn(reader.id, site.id),
    json: { recipeId: recipe.id, text: "Can I use a chopped bar instead of chips?" },
  });
  expect(asked.status).toBe(201);
  const parentId = asked.body.comments[0].id as string;
  const queue = recordingQueue();
  const reply = async (userId: string, text: string) => {
    const res = await call(
      "POST",
      `/site/${site.slug}/comments`,
      { token: await signedIn(userId, site.id), json: { recipeId: recipe.id, parentId, text } },
      queue.env,
    );
    expect(res.status).toBe(201);
    return res;
  };
  const jobs = () => queue.jobs as CommentReplyMailJob[];
  return { site, recipe, reader, parentId, reply, jobs };
}

const run = async (jobs: readonly CommentReplyMailJob[]) => {
  for (const job of jobs) await mailCommentReply(env, databases(), job);
};

describe("reply e-mails", () => {
  it("the creator's reply e-mails the reader once: who, what, the way back and the way out", async () => {
    const { site, recipe, reader, reply, jobs } = await question();
    await db().update(users).set({ displayName: "Maya" }).where(eq(users.id, site.ownerId));
    await reply(site.ownerId, "Yes: chop it finely.");
    expect(jobs()).toEqual([
      { type: "comment-reply-mail", siteId: site.id, commentId: expect.any(String) },
    ]);
    await run(jobs());
    // A second delivery of the same message mails nobody twice.
    await run(jobs());
    const mails = await mailsWithSubject(reader.email, "replied");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Maya replied to your comment on Lemon Tart");
    expect(mail?.from).toContain("Maya's Kitchen");
    expect(mail?.text).toContain("Yes: chop it finely.");
    expect(mail?.text).toContain("Can I use a chopped bar instead of chips?");
    const [, replyId] = /\?comment=([0-9a-f-]{36})#comments/.exec(mail?.html ?? "") ?? [];
    expect(mail?.html).toContain(`/recipes/${recipe.slug}?comment=${replyId}#comments`);
    expect(jobs()[0]?.commentId).toBe(replyId);
    const token = await replyMailStopToken(env, reader.id);
    const stop = `/reply-emails/${encodeURIComponent(token)}`;
    expect(mail?.html).toContain(stop);
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<https?://[^>]+${stop}>$`));
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("another reader's reply e-mails too; one's own reply does not", async () => {
    const { reader, reply, jobs } = await question();
    const other = await makeUser({ displayName: "Dev" });
    await reply(reader.id, "Answering myself: it worked.");
    await run(jobs());
    expect(await mailsWithSubject(reader.email, "replied")).toEqual([]);
    await reply(other.id, "I used a bar too.");
    await run(jobs());
    const mails = await mailsWithSubject(reader.email, "replied");
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Dev replied to your comment on /),
    ]);
  });

  it("a reply edited before its e-mail goes: one e-mail, with the new words", async () => {
    const { site, reader, reply, jobs } = await question();
    const other = await makeUser({ displayName: "Dev" });
    const res = await reply(other.id, "I used a bar too.");
    const replyId = res.body.comments[0].children[0].id as string;
    const edited = await call("PATCH", `/site/${site.slug}/comments/${replyId}`, {
      token: await signedIn(other.id, site.id),
      json: { text: "I used a bar too, chopped finely." },
    });
    expect(edited.status).toBe(200);
    // The e-mail reads the reply when it goes (the edit queues none: site-comment-edits tests).
    await run(jobs());
    const mails = await mailsWithSubject(reader.email, "replied");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("I used a bar too, chopped finely.");
  });

  it("the e-mail's link stops them, and starts them again", async () => {
    const { reader, reply, jobs } = await question();
    const token = encodeURIComponent(await replyMailStopToken(env, reader.id));
    const before = await call("GET", `/comment-reply-emails/${token}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ email: reader.email, commentReplies: true });

    // RFC 8058's one-click POST: a form body the API ignores.
    const stopped = await call("POST", `/comment-reply-emails/${token}`, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ email: reader.email, commentReplies: false });
    const again = await call("POST", `/comment-reply-emails/${token}`);
    expect(again.body.commentReplies).toBe(false);
    await reply((await makeUser()).id, "A reply nobody is told of.");
    await run(jobs());
    expect(await mailsWithSubject(reader.email, "replied")).toEqual([]);

    const started = await call("POST", `/comment-reply-emails/${token}/on`);
    expect(started.body).toEqual({ email: reader.email, commentReplies: true });
    expect((await call("GET", `/comment-reply-emails/${token}`)).body.commentReplies).toBe(true);
  });

  it("the account's E-mails section reads and sets the same switch", async () => {
    const { reader, reply, jobs } = await question();
    const token = await signedIn(reader.id);
    const read = await call("GET", "/manage/newsletter-preferences", { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ preferences: [], commentReplies: true });
    const off = await call("PUT", "/manage/comment-reply-emails", {
      token,
      json: { commentReplies: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ preferences: [], commentReplies: false });
    const link = encodeURIComponent(await replyMailStopToken(env, reader.id));
    expect((await call("GET", `/comment-reply-emails/${link}`)).body.commentReplies).toBe(false);
    await reply((await makeUser()).id, "Still not told.");
    await run(jobs());
    expect(await mailsWithSubject(reader.email, "replied")).toEqual([]);
  });
});
