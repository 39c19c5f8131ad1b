import { COMMENT_MAX_LENGTH } from "@schema/api/comments";
import { comments } from "@schema/db/comments";
import { describe, expect, it } from "vitest";
import { anchorPerson, call, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { doc, makeRecipe } from "../test/recipe-factories";

async function setup() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const token = await signedIn((await makeUser()).id, site.id);
  const post = (json: unknown) => call("POST", `/site/${site.slug}/comments`, { token, json });
  return { site, recipe, token, post };
}

const paths = (body: { issues?: { path: string }[] }) => body.issues?.map((i) => i.path);

describe("site comments: bad input is a 400 naming the field", () => {
  it("a missing or malformed recipeId", async () => {
    const { post, site } = await setup();
    const missing = await post({ text: "Hi" });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("bad_request");
    expect(paths(missing.body)).toContain("recipeId");
    expect(paths((await post({ recipeId: "nope", text: "Hi" })).body)).toContain("recipeId");
    const list = await call("GET", `/site/${site.slug}/comments`);
    expect(list.status).toBe(400);
    expect(paths(list.body)).toEqual(["recipeId"]);
    expect(paths((await call("GET", `/site/${site.slug}/comments?recipeId=x`)).body)).toEqual([
      "recipeId",
    ]);
  });

  it("empty or whitespace-only text and content", async () => {
    const { post, recipe } = await setup();
    for (const text of ["", "   ", "\n \r\n\t"]) {
      const res = await post({ recipeId: recipe.id, text });
      expect(res.status).toBe(400);
      expect(paths(res.body)).toEqual(["text"]);
    }
    const blankDoc = await post({ recipeId: recipe.id, content: doc("  ", "") });
    expect(blankDoc.status).toBe(400);
    expect(paths(blankDoc.body)).toEqual(["content"]);
    const nothing = await post({ recipeId: recipe.id });
    expect(nothing.status).toBe(400);
    expect(paths(nothing.body)).toEqual(["text"]);
  });

  it("both content and text, a malformed document, an over-long comment", async () => {
    const { post, recipe } = await setup();
    const both = await post({ recipeId: recipe.id, text: "a", content: doc("b") });
    expect(both.status).toBe(400);
    expect(paths(both.body)).toEqual(["text"]);
    const malformed = await post({
      recipeId: recipe.id,
      content: { type: "script", children: [] },
    });
    expect(malformed.status).toBe(400);
    expect(paths(malformed.body)?.[0]).toMatch(/^content/);
    const long = await post({ recipeId: recipe.id, text: "x".repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(paths(long.body)).toEqual(["text"]);
    const justRight = await post({ recipeId: recipe.id, text: "x".repeat(COMMENT_MAX_LENGTH) });
    expect(justRight.status).toBe(201);
  });

  it("a reply to a reply (two levels only)", async () => {
    const { post, site, recipe } = await setup();
    const top = await makeCommentRow({ siteId: site.id, recipeId: recipe.id });
    const reply = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, parentId: top.id });
    const res = await post({ recipeId: recipe.id, parentId: reply.id, text: "Deeper" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Replies are allowed only on top-level comments");
    expect(paths(res.body)).toEqual(["parentId"]);
  });

  it("a reply naming a comment of another recipe on the same site", async () => {
    const { post, site, recipe } = await setup();
    const elsewhere = await makeRecipe({ siteId: site.id });
    const top = await makeCommentRow({ siteId: site.id, recipeId: elsewhere.id });
    const res = await post({ recipeId: recipe.id, parentId: top.id, text: "Hm" });
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(["parentId"]);
  });

  it("malformed JSON and a malformed upvote body", async () => {
    const { site, token } = await setup();
    const broken = await call("POST", `/site/${site.slug}/comments`, {
      token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const upvote = await call("POST", `/site/${site.slug}/comment-upvotes`, {
      token,
      json: { commentId: 42 },
    });
    expect(upvote.status).toBe(400);
    expect(paths(upvote.body)).toEqual(["commentId"]);
  });
});

describe("site comments: the same words twice", () => {
  it("a comment identical to the person's previous one within a minute is refused (409)", async () => {
    const { post, recipe, site } = await setup();
    const words = { recipeId: recipe.id, content: doc("Lovely, made it twice this week") };
    expect((await post(words)).status).toBe(201);
    const again = await post(words);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "conflict",
      message: "You posted this same comment a moment ago.",
    });
    // Other words are fine, and then the first ones again (they are no longer the last).
    expect((await post({ recipeId: recipe.id, content: doc("Also: more salt") })).status).toBe(201);
    expect((await post(words)).status).toBe(201);
    // Someone else may say the same.
    const other = await signedIn((await makeUser()).id, site.id);
    const theirs = await call("POST", `/site/${site.slug}/comments`, { token: other, json: words });
    expect(theirs.status).toBe(201);
  });

  it("the same words again after a minute are a new comment", async () => {
    const { recipe, site } = await setup();
    const author = await makeUser();
    const own = await siteDb(site.id);
    await anchorPerson(own, author.id);
    await own.insert(comments).values({
      siteId: site.id,
      recipeId: recipe.id,
      userId: author.id,
      content: doc("Again"),
      createdAt: new Date(Date.now() - 61_000),
    });
    const res = await call("POST", `/site/${site.slug}/comments`, {
      token: await signedIn(author.id, site.id),
      json: { recipeId: recipe.id, content: doc("Again") },
    });
    expect(res.status).toBe(201);
  });
});

describe("site comments: unknown things are 404", () => {
  it("unknown or draft recipes, unknown or malformed comment ids, unknown sites", async () => {
    const { post, site, token } = await setup();
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    expect((await post({ recipeId: crypto.randomUUID(), text: "Hi" })).status).toBe(404);
    expect((await post({ recipeId: draft.id, text: "Hi" })).status).toBe(404);
    const draftList = await call("GET", `/site/${site.slug}/comments?recipeId=${draft.id}`);
    expect(draftList.status).toBe(404);
    const unknown = crypto.randomUUID();
    expect((await call("DELETE", `/site/${site.slug}/comments/${unknown}`, { token })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/site/${site.slug}/comments/not-a-uuid`, { token })).status).toBe(
      404,
    );
    const upvote = await call("POST", `/site/${site.slug}/comment-upvotes`, {
      token,
      json: { commentId: unknown },
    });
    expect(upvote.status).toBe(404);
    expect(
      (await call("DELETE", `/site/${site.slug}/comment-upvotes/${unknown}`, { token })).status,
    ).toBe(404);
    const noSite = await call("GET", `/site/no-such-site/comments?recipeId=${unknown}`);
    expect(noSite.status).toBe(404);
  });

  it("a reply to an unknown parent", async () => {
    const { post, recipe } = await setup();
    const res = await post({ recipeId: recipe.id, parentId: crypto.randomUUID(), text: "Hi" });
    expect(res.status).toBe(404);
  });
});
