import { comments } from "@schema/db/comments";
import { recipeRatings } from "@schema/db/ratings";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { doc, makeManager, makeRecipe, makeSubscriber } from "../test/recipe-factories";

/**
 * A reader rewrites their own comment (PATCH site/{siteSlug}/comments/{commentId}): the new
 * words show at once, marked edited, and nobody is e-mailed about it as if it were new.
 */

async function readerWithComment() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const reader = await makeUser({ displayName: "Ada" });
  const token = await signedIn(reader.id, site.id);
  const posted = await call("POST", `/site/${site.slug}/comments`, {
    token,
    json: { recipeId: recipe.id, text: "Made it with lemons." },
  });
  expect(posted.status).toBe(201);
  expect(posted.body.comments[0].editedAt).toBeNull();
  const commentId = posted.body.comments[0].id as string;
  const edit = (json: unknown, env?: Parameters<typeof call>[3]) =>
    call("PATCH", `/site/${site.slug}/comments/${commentId}`, { token, json }, env);
  return { site, recipe, reader, token, commentId, edit };
}

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion ?? 0;

describe("site comments: editing one's own", () => {
  it("stores the new words as plain paragraphs, marks the comment edited and answers with the list", async () => {
    const { site, recipe, commentId, edit } = await readerWithComment();
    const version = await contentVersion(site.id);
    const before = Date.now();
    const res = await edit({ text: "  Made it with limes.\n\nEven better!  " });
    expect(res.status).toBe(200);
    expect(res.body.comments).toHaveLength(1);
    const [comment] = res.body.comments;
    expect(comment).toMatchObject({
      id: commentId,
      content: doc("Made it with limes.", "Even better!"),
      level: 1,
    });
    expect(Date.parse(comment.editedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(comment.editedAt)).toBeGreaterThanOrEqual(Date.parse(comment.createdAt));
    // Everybody sees the new words and the mark, signed out included.
    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(list.body.comments[0]).toMatchObject({
      content: doc("Made it with limes.", "Even better!"),
      editedAt: comment.editedAt,
    });
    // The old words leave cached pages at once, as a deleted comment does.
    expect(await contentVersion(site.id)).toBe(version + 1);
  });

  it("takes the spec's rich-text content too, flattened to text", async () => {
    const { edit } = await readerWithComment();
    const res = await edit({
      content: {
        type: "document",
        children: [
          {
            type: "paragraph",
            children: [{ type: "link", href: "javascript:alert(1)", children: [{ text: "Hi" }] }],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.comments[0].content).toEqual(doc("Hi"));
  });

  it("the same words again change nothing: not marked edited, the version stays", async () => {
    const { site, edit } = await readerWithComment();
    const version = await contentVersion(site.id);
    const res = await edit({ text: "Made it with lemons." });
    expect(res.status).toBe(200);
    expect(res.body.comments[0].editedAt).toBeNull();
    expect(await contentVersion(site.id)).toBe(version);
    // A save sent twice is one edit: the second keeps the first's time.
    const first = await edit({ text: "Made it with limes." });
    const second = await edit({ text: "Made it with limes." });
    expect(second.body.comments[0].editedAt).toBe(first.body.comments[0].editedAt);
  });

  it("a reply's author edits it under its parent; the site's people edit their own replies", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const question = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    const ownerToken = await signedIn(site.ownerId);
    const answered = await call("POST", `/site/${site.slug}/comments`, {
      token: ownerToken,
      json: { recipeId: recipe.id, parentId: question.id, text: "Yes, it freezes well." },
    });
    const replyId = answered.body.comments[0].children[0].id as string;
    const res = await call("PATCH", `/site/${site.slug}/comments/${replyId}`, {
      token: ownerToken,
      json: { text: "Yes, it freezes well for a month." },
    });
    expect(res.status).toBe(200);
    expect(res.body.canManage).toBe(true);
    expect(res.body.comments[0].children[0]).toMatchObject({
      id: replyId,
      content: doc("Yes, it freezes well for a month."),
      editedAt: expect.any(String),
      user: { id: site.ownerId, siteAuthor: true },
    });
  });

  it("a review's words change and its stars stay (stars change through the rating)", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const token = await signedIn((await makeUser()).id, site.id);
    const posted = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, text: "Good", stars: 4 },
    });
    const reviewId = posted.body.comments[0].id as string;
    const res = await call("PATCH", `/site/${site.slug}/comments/${reviewId}`, {
      token,
      json: { text: "Very good", stars: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.comments[0]).toMatchObject({ content: doc("Very good"), stars: 4 });
    const [rating] = await (await siteDb(site.id))
      .select()
      .from(recipeRatings)
      .where(eq(recipeRatings.commentId, reviewId));
    expect(rating?.stars).toBe(4);
    // The rating call changes them, and the review shows the new ones.
    await call("PUT", `/site/${site.slug}/ratings`, {
      token,
      json: { recipeId: recipe.id, stars: 5 },
    });
    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(list.body.comments[0]).toMatchObject({ id: reviewId, stars: 5 });
  });

  it("queues no reply or notice e-mail: an edit is not a new comment", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const question = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    const token = await signedIn((await makeUser()).id, site.id);
    const queue = recordingQueue();
    const replied = await call(
      "POST",
      `/site/${site.slug}/comments`,
      { token, json: { recipeId: recipe.id, parentId: question.id, text: "Same question" } },
      queue.env,
    );
    // Posting the reply queued both e-mails; the edit adds none.
    expect(queue.jobs.map((job) => job.type).sort()).toEqual([
      "comment-notice-mail",
      "comment-reply-mail",
    ]);
    const replyId = replied.body.comments[0].children[0].id as string;
    const edited = await call(
      "PATCH",
      `/site/${site.slug}/comments/${replyId}`,
      { token, json: { text: "Same question, answered above" } },
      queue.env,
    );
    expect(edited.status).toBe(200);
    expect(queue.jobs).toHaveLength(2);
  });

  it("keeps a comment visible where it stood: an edit sends nothing back for moderation", async () => {
    const { site, recipe, commentId, edit } = await readerWithComment();
    await edit({ text: "Made it with limes." });
    const [row] = await (await siteDb(site.id))
      .select()
      .from(comments)
      .where(eq(comments.id, commentId));
    expect(row?.hiddenAt).toBeNull();
    // The site's people see it marked on their list as on the page.
    const kitchen = await call("GET", `/manage/${site.slug}/comments`, {
      token: await signedIn(site.ownerId),
    });
    expect(kitchen.status).toBe(200);
    expect(kitchen.body.comments[0]).toMatchObject({
      id: commentId,
      recipe: { id: recipe.id },
      editedAt: row?.editedAt?.toISOString(),
    });
  });
});

describe("site comments: editing on a subscriber-only recipe", () => {
  it("a current subscriber and the site's manager may edit their own", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    for (const person of [await makeSubscriber(site.id, "free"), await makeManager(site.id)]) {
      const token = await signedIn(person.id, site.id);
      const posted = await call("POST", `/site/${site.slug}/comments`, {
        token,
        json: { recipeId: recipe.id, text: `Worth it, says ${person.id}` },
      });
      const id = posted.body.comments.at(-1).id as string;
      const res = await call("PATCH", `/site/${site.slug}/comments/${id}`, {
        token,
        json: { text: "Worth it twice" },
      });
      expect(res.status).toBe(200);
    }
  });
});
