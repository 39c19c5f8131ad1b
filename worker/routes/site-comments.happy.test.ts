import { comments, commentUpvotes } from "@schema/db/comments";
import { sites } from "@schema/db/sites";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anchorPerson, call, db, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { doc, makeManager, makeRecipe, makeSubscriber } from "../test/recipe-factories";

type Tree = { id: string; children: Tree }[];
const ids = (tree: Tree): unknown =>
  tree.map((c) => (c.children.length ? [c.id, ids(c.children)] : c.id));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function recipeWithThread() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const base = { siteId: site.id, recipeId: recipe.id };
  const first = await makeCommentRow({ ...base, text: "First", createdAt: minutesAgo(30) });
  const reply = await makeCommentRow({
    ...base,
    parentId: first.id,
    text: "Reply",
    createdAt: minutesAgo(20),
  });
  const second = await makeCommentRow({ ...base, text: "Second", createdAt: minutesAgo(10) });
  return { site, recipe, first, reply, second };
}

describe("site comments: reading", () => {
  it("lists visible comments oldest first with replies under their parent", async () => {
    const { site, recipe, first, reply, second } = await recipeWithThread();
    const res = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(ids(res.body.comments)).toEqual([[first.id, [reply.id]], second.id]);
    expect(res.body.canManage).toBe(false);
    expect(res.body.hiddenComments).toEqual([]);
    expect(res.body.comments[0]).toMatchObject({
      content: doc("First"),
      level: 1,
      parentId: null,
      hidden: false,
      upvoteCount: 0,
      upvotedByMe: false,
      user: { id: first.userId, displayName: expect.any(String), avatar: null },
    });
    expect(res.body.comments[0].children[0]).toMatchObject({ level: 2, parentId: first.id });
  });

  it("marks the signed-in viewer's upvotes", async () => {
    const { site, recipe, first, second } = await recipeWithThread();
    const reader = await makeUser();
    const own = await siteDb(site.id);
    await anchorPerson(own, reader.id);
    await own.insert(commentUpvotes).values({ commentId: second.id, userId: reader.id });
    const token = await signedIn(reader.id, site.id);
    const res = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`, { token });
    const byId = new Map(res.body.comments.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(second.id)).toMatchObject({ upvoteCount: 1, upvotedByMe: true });
    expect(byId.get(first.id)).toMatchObject({ upvoteCount: 0, upvotedByMe: false });
    const anonymous = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(anonymous.body.comments[1]).toMatchObject({ upvoteCount: 1, upvotedByMe: false });
  });

  it("a manager sees canManage and the hidden comments, with the replies hidden with them", async () => {
    const { site, recipe, first, reply, second } = await recipeWithThread();
    await (await siteDb(site.id))
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.id, first.id));
    const manager = await makeManager(site.id);
    const token = await signedIn(manager.id);
    const res = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`, { token });
    expect(res.body.canManage).toBe(true);
    expect(ids(res.body.comments)).toEqual([second.id]);
    expect(ids(res.body.hiddenComments)).toEqual([[first.id, [reply.id]]]);
    expect(res.body.hiddenComments[0].hidden).toBe(true);
  });
});

describe("site comments: writing", () => {
  it("posts a comment from plain text, one paragraph per line, and answers with the list", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const reader = await makeUser({ displayName: "Ada" });
    const token = await signedIn(reader.id, site.id);
    const res = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, text: "  Made it twice.\r\n\n  So good!  " },
    });
    expect(res.status).toBe(201);
    expect(res.body.comments).toHaveLength(1);
    expect(res.body.comments[0]).toMatchObject({
      content: doc("Made it twice.", "So good!"),
      level: 1,
      parentId: null,
      user: { id: reader.id, displayName: "Ada" },
      children: [],
    });
    expect(res.body).toMatchObject({ canManage: false, hiddenComments: [] });
  });

  it("accepts the spec's rich-text content and replies under a top-level comment", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const parent = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    const token = await signedIn((await makeUser()).id, site.id);
    const res = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: {
        siteSlug: site.slug,
        recipeId: recipe.id,
        parentId: parent.id,
        content: doc("Thanks!", "Same here."),
      },
    });
    expect(res.status).toBe(201);
    const [top] = res.body.comments;
    expect(top.id).toBe(parent.id);
    expect(top.children).toHaveLength(1);
    expect(top.children[0]).toMatchObject({
      level: 2,
      parentId: parent.id,
      content: doc("Thanks!", "Same here."),
    });
  });

  it("marks the site's own people's comments, so pages show whose answer it is", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const question = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    const res = await call("POST", `/site/${site.slug}/comments`, {
      token: await signedIn(site.ownerId),
      json: { recipeId: recipe.id, parentId: question.id, text: "Yes, it freezes well." },
    });
    expect(res.status).toBe(201);
    const [top] = res.body.comments;
    expect(top.user.siteAuthor).toBe(false);
    expect(top.children[0].user).toMatchObject({ id: site.ownerId, siteAuthor: true });
    // Another site's owner is a reader here.
    const elsewhere = await makeSite();
    const theirs = await call("POST", `/site/${site.slug}/comments`, {
      token: await signedIn(elsewhere.ownerId),
      json: { recipeId: recipe.id, text: "Lovely." },
    });
    expect(theirs.body.comments.at(-1).user).toMatchObject({
      id: elsewhere.ownerId,
      siteAuthor: false,
    });
  });

  it("stores script, markup and javascript: links as plain text leaves, returned verbatim", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const token = await signedIn((await makeUser()).id, site.id);
    const lines = [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "javascript:alert(1)",
    ];
    const asText = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, text: lines.join("\n") },
    });
    expect(asText.status).toBe(201);
    // The same lines sent as a document with a javascript: link and bold markup, by someone
    // else (the same words from the same person within a minute are refused as a repeat).
    const asDocument = await call("POST", `/site/${site.slug}/comments`, {
      token: await signedIn((await makeUser()).id, site.id),
      json: {
        recipeId: recipe.id,
        content: {
          type: "document",
          children: [
            { type: "heading", level: 1, children: [{ text: lines[0], bold: true }] },
            { type: "paragraph", children: [{ text: lines[1] as string }] },
            {
              type: "paragraph",
              children: [
                {
                  type: "link",
                  href: "javascript:alert(1)",
                  children: [{ text: lines[2] as string }],
                },
              ],
            },
          ],
        },
      },
    });
    expect(asDocument.status).toBe(201);
    const rows = await (await siteDb(site.id))
      .select()
      .from(comments)
      .where(eq(comments.recipeId, recipe.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Exactly paragraphs of bare text leaves: no links, headings or marks survive.
      expect(row.content).toEqual(doc(...lines));
    }
    for (const comment of asDocument.body.comments) expect(comment.content).toEqual(doc(...lines));
  });

  it("deletes the author's own comment; a top-level comment takes its replies and upvotes", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const author = await makeUser();
    const token = await signedIn(author.id, site.id);
    const posted = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, text: "Mine" },
    });
    const mine = posted.body.comments[0].id as string;
    const reply = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: mine });
    const other = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    // The author's anchor came with their comment.
    const own = await siteDb(site.id);
    await own.insert(commentUpvotes).values({ commentId: reply.id, userId: author.id });
    const version = (await db().select().from(sites).where(eq(sites.id, site.id)))[0]
      ?.contentVersion;

    const res = await call("DELETE", `/site/${site.slug}/comments/${mine}`, { token });
    expect(res.status).toBe(200);
    expect(ids(res.body.comments)).toEqual([other.id]);
    const left = await own
      .select()
      .from(comments)
      .where(inArray(comments.id, [mine, reply.id]));
    expect(left).toEqual([]);
    expect(
      await own.select().from(commentUpvotes).where(eq(commentUpvotes.commentId, reply.id)),
    ).toEqual([]);
    // Like hiding, deleting moves the content version so cached pages drop it at once.
    const after = (await db().select().from(sites).where(eq(sites.id, site.id)))[0];
    expect(after?.contentVersion).toBe((version ?? 0) + 1);
  });

  it("a manager may delete anybody's comment on their site", async () => {
    const { site, recipe, first, reply, second } = await recipeWithThread();
    const token = await signedIn(site.ownerId);
    const res = await call("DELETE", `/site/${site.slug}/comments/${reply.id}`, { token });
    expect(res.status).toBe(200);
    expect(ids(res.body.comments)).toEqual([first.id, second.id]);
    expect(res.body.canManage).toBe(true);
    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`);
    expect(ids(list.body.comments)).toEqual([first.id, second.id]);
  });

  it("upvotes and takes the upvote back, each idempotent", async () => {
    const { site, second } = await recipeWithThread();
    const reader = await makeUser();
    const token = await signedIn(reader.id, site.id);
    const up = () =>
      call("POST", `/site/${site.slug}/comment-upvotes`, { token, json: { commentId: second.id } });
    const down = () => call("DELETE", `/site/${site.slug}/comment-upvotes/${second.id}`, { token });
    const find = (body: { comments: { id: string }[] }) =>
      body.comments.find((c) => c.id === second.id);

    const first = await up();
    expect(first.status).toBe(200);
    expect(find(first.body)).toMatchObject({ upvoteCount: 1, upvotedByMe: true });
    expect(find((await up()).body)).toMatchObject({ upvoteCount: 1, upvotedByMe: true });
    const removed = await down();
    expect(removed.status).toBe(200);
    expect(find(removed.body)).toMatchObject({ upvoteCount: 0, upvotedByMe: false });
    expect((await down()).status).toBe(200);
    const rows = await (await siteDb(site.id))
      .select()
      .from(commentUpvotes)
      .where(and(eq(commentUpvotes.commentId, second.id), eq(commentUpvotes.userId, reader.id)));
    expect(rows).toEqual([]);
  });
});

describe("site comments: who may comment on a subscriber-only recipe", () => {
  async function lockedRecipe() {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const post = (token: string) =>
      call("POST", `/site/${site.slug}/comments`, {
        token,
        json: { recipeId: recipe.id, text: "Worth it" },
      });
    return { site, recipe, post };
  }

  it("a free subscriber may (a current subscription of any plan counts)", async () => {
    const { site, post } = await lockedRecipe();
    const subscriber = await makeSubscriber(site.id, "free");
    const res = await post(await signedIn(subscriber.id, site.id));
    expect(res.status).toBe(201);
    expect(res.body.comments[0].user.id).toBe(subscriber.id);
  });

  it("a paid subscriber and the site's manager may", async () => {
    const { site, post } = await lockedRecipe();
    const paid = await makeSubscriber(site.id, "yearly");
    expect((await post(await signedIn(paid.id, site.id))).status).toBe(201);
    const manager = await makeManager(site.id);
    expect((await post(await signedIn(manager.id))).status).toBe(201);
  });
});

describe("site comments: sessions", () => {
  it("a platform session (the account area's) comments on any site", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id });
    const token = await signedIn((await makeUser()).id, null);
    const res = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, text: "From the platform" },
    });
    expect(res.status).toBe(201);
  });
});
