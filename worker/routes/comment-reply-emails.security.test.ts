import { env } from "cloudflare:test";
import { comments } from "@schema/db/comments";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CommentReplyMailJob } from "../queues/jobs";
import { mailCommentReply } from "../services/comments/reply-mail";
import { replyMailStopToken } from "../services/comments/reply-mail-switch";
import { unsubscribeToken } from "../services/newsletters/unsubscribe-token";
import {
  call,
  databases,
  db,
  mailsWithSubject,
  makeSite,
  makeUser,
  signedIn,
  siteDb,
} from "../test/factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeRecipe } from "../test/recipe-factories";

/**
 * Who may turn the reply e-mails off, and when a queued one is not sent: the token is the
 * only authority without a session, the account's switch is the signed-in person's own, and
 * the job reads everything again, so a reply taken back or a reader gone mails nobody.
 */

/** A reader's comment with one reply from another reader, its e-mail queued but not sent. */
async function queuedReply() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const reader = await makeUser();
  const asked = await call("POST", `/site/${site.slug}/comments`, {
    token: await signedIn(reader.id, site.id),
    json: { recipeId: recipe.id, text: "A question" },
  });
  const queue = recordingQueue();
  const replied = await call(
    "POST",
    `/site/${site.slug}/comments`,
    {
      token: await signedIn((await makeUser()).id, site.id),
      json: { recipeId: recipe.id, parentId: asked.body.comments[0].id, text: "An answer" },
    },
    queue.env,
  );
  expect(replied.status).toBe(201);
  const [job] = queue.jobs as CommentReplyMailJob[];
  if (!job) throw new Error("No job queued");
  return { site, recipe, reader, job, send: () => mailCommentReply(env, databases(), job) };
}

describe("reply e-mails: the link's token", () => {
  it("a tampered, foreign or malformed token is refused and changes nothing", async () => {
    const reader = await makeUser();
    const good = await replyMailStopToken(env, reader.id);
    const [id, mac] = good.split(".");
    const tampered = `${id}.${mac?.slice(0, -2)}${mac?.endsWith("AA") ? "BB" : "AA"}`;
    // Another person's id under this person's signature.
    const swapped = `${crypto.randomUUID()}.${mac}`;
    // A newsletter's unsubscribe token is signed with the same key for another purpose.
    const newsletter = await unsubscribeToken(env, crypto.randomUUID(), reader.id);
    for (const token of [tampered, swapped, newsletter, "not-a-token"]) {
      const path = `/comment-reply-emails/${encodeURIComponent(token)}`;
      expect((await call("GET", path)).status).toBe(404);
      expect((await call("POST", path)).status).toBe(404);
      expect((await call("POST", `${path}/on`)).status).toBe(404);
    }
    // A malformed address is as missing as a made-up one.
    const tooLong = await call("GET", `/comment-reply-emails/${"a".repeat(201)}`);
    expect(tooLong.status).toBe(404);
    const [row] = await db()
      .select({ on: users.commentReplyEmails })
      .from(users)
      .where(eq(users.id, reader.id));
    expect(row?.on).toBe(true);
  });

  it("a deleted account's link is not found", async () => {
    const reader = await makeUser({ deletedAt: new Date() });
    const token = encodeURIComponent(await replyMailStopToken(env, reader.id));
    expect((await call("GET", `/comment-reply-emails/${token}`)).status).toBe(404);
    expect((await call("POST", `/comment-reply-emails/${token}`)).status).toBe(404);
  });
});

describe("reply e-mails: the account's switch", () => {
  it("signed out or signed in on one creator's site is 401", async () => {
    const anonymous = await call("PUT", "/manage/comment-reply-emails", {
      json: { commentReplies: false },
    });
    expect(anonymous.status).toBe(401);
    const site = await makeSite();
    const reader = await makeUser();
    const siteSession = await call("PUT", "/manage/comment-reply-emails", {
      token: await signedIn(reader.id, site.id),
      json: { commentReplies: false },
    });
    expect(siteSession.status).toBe(401);
    const [row] = await db()
      .select({ on: users.commentReplyEmails })
      .from(users)
      .where(eq(users.id, reader.id));
    expect(row?.on).toBe(true);
  });

  it("a malformed body is a 400 naming the field", async () => {
    const token = await signedIn((await makeUser()).id);
    for (const json of [{ commentReplies: "no" }, {}]) {
      const res = await call("PUT", "/manage/comment-reply-emails", { token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe("commentReplies");
    }
  });

  it("sets the signed-in person's switch only", async () => {
    const me = await makeUser();
    const other = await makeUser();
    const res = await call("PUT", "/manage/comment-reply-emails", {
      token: await signedIn(me.id),
      json: { commentReplies: false },
    });
    expect(res.status).toBe(200);
    const rows = await db().select({ id: users.id, on: users.commentReplyEmails }).from(users);
    const on = new Map(rows.map((row) => [row.id, row.on]));
    expect(on.get(me.id)).toBe(false);
    expect(on.get(other.id)).toBe(true);
  });
});

describe("reply e-mails: a queued one is sent only if it still should be", () => {
  it("sends when nothing changed (the cases below differ by one change)", async () => {
    const { reader, send } = await queuedReply();
    await send();
    expect(await mailsWithSubject(reader.email, "replied")).toHaveLength(1);
  });

  it("not for a reply hidden or deleted before the job ran", async () => {
    const hidden = await queuedReply();
    await (await siteDb(hidden.site.id))
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.id, hidden.job.commentId));
    await hidden.send();
    expect(await mailsWithSubject(hidden.reader.email, "replied")).toEqual([]);

    const deleted = await queuedReply();
    await (await siteDb(deleted.site.id))
      .delete(comments)
      .where(eq(comments.id, deleted.job.commentId));
    await deleted.send();
    expect(await mailsWithSubject(deleted.reader.email, "replied")).toEqual([]);
  });

  it("not when the recipe was unpublished, the site deleted or the reader's account deleted", async () => {
    const unpublished = await queuedReply();
    await (await siteDb(unpublished.site.id))
      .update(recipes)
      .set({ publishedAt: null })
      .where(eq(recipes.id, unpublished.recipe.id));
    await unpublished.send();
    expect(await mailsWithSubject(unpublished.reader.email, "replied")).toEqual([]);

    const closed = await queuedReply();
    await db().update(sites).set({ deletedAt: new Date() }).where(eq(sites.id, closed.site.id));
    await closed.send();
    expect(await mailsWithSubject(closed.reader.email, "replied")).toEqual([]);

    const gone = await queuedReply();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.reader.id));
    await gone.send();
    expect(await mailsWithSubject(gone.reader.email, "replied")).toEqual([]);
  });

  it("one replier mails one reader three times an hour at most; another replier still can", async () => {
    const { site, recipe, reader } = await queuedReply();
    const [parent] = await (await siteDb(site.id))
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.userId, reader.id));
    const queue = recordingQueue();
    const replyAs = async (userId: string, text: string) => {
      const res = await call(
        "POST",
        `/site/${site.slug}/comments`,
        {
          token: await signedIn(userId, site.id),
          json: { recipeId: recipe.id, parentId: parent?.id, text },
        },
        queue.env,
      );
      expect(res.status).toBe(201);
    };
    const pest = await makeUser();
    for (const n of [1, 2, 3, 4, 5]) await replyAs(pest.id, `Reply number ${n}`);
    await replyAs((await makeUser()).id, "A kind answer");
    for (const job of queue.jobs) {
      if (job.type === "comment-reply-mail") await mailCommentReply(env, databases(), job);
    }
    const texts = (await mailsWithSubject(reader.email, "replied")).map((mail) => mail.text);
    expect(texts).toHaveLength(4);
    expect(texts.some((text) => text.includes("Reply number 4"))).toBe(false);
    expect(texts.some((text) => text.includes("A kind answer"))).toBe(true);
  });

  it("a job naming another site's comment sends nothing", async () => {
    const { reader, job } = await queuedReply();
    const elsewhere = await makeSite();
    await mailCommentReply(env, databases(), { ...job, siteId: elsewhere.id });
    await mailCommentReply(env, databases(), { ...job, siteId: crypto.randomUUID() });
    expect(await mailsWithSubject(reader.email, "replied")).toEqual([]);
  });
});
