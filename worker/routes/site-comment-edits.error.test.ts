import { COMMENT_MAX_LENGTH } from "@schema/api/comments";
import { comments } from "@schema/db/comments";
import { recipes } from "@schema/db/recipes";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { doc, makeRecipe, makeSubscriber } from "../test/recipe-factories";

/** PATCH site/{siteSlug}/comments/{commentId}: bad words, and comments that cannot be edited. */

async function setup() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const reader = await makeUser();
  const token = await signedIn(reader.id, site.id);
  const comment = await makeCommentRow({
    siteId: site.id,
    recipeId: recipe.id,
    userId: reader.id,
    text: "First words",
  });
  const edit = (json: unknown, id = comment.id) =>
    call("PATCH", `/site/${site.slug}/comments/${id}`, { token, json });
  const stored = async () =>
    (await (await siteDb(site.id)).select().from(comments).where(eq(comments.id, comment.id)))[0];
  return { site, recipe, reader, token, comment, edit, stored };
}

const paths = (body: { issues?: { path: string }[] }) => body.issues?.map((i) => i.path);

describe("editing a comment: bad input is a 400 naming the field, and nothing changes", () => {
  it("no words, blank words, both text and content", async () => {
    const { edit, stored } = await setup();
    for (const text of ["", "   ", "\n \r\n\t"]) {
      const res = await edit({ text });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(paths(res.body)).toEqual(["text"]);
    }
    expect(paths((await edit({})).body)).toEqual(["text"]);
    expect(paths((await edit({ content: doc("  ") })).body)).toEqual(["content"]);
    expect(paths((await edit({ text: "a", content: doc("b") })).body)).toEqual(["text"]);
    const row = await stored();
    expect(row?.content).toEqual(doc("First words"));
    expect(row?.editedAt).toBeNull();
  });

  it("over-long words, a malformed document, a text that is not a string, broken JSON", async () => {
    const { site, token, comment, edit, stored } = await setup();
    const long = await edit({ text: "x".repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([
      { path: "text", message: `Comments are at most ${COMMENT_MAX_LENGTH} characters` },
    ]);
    const malformed = await edit({ content: { type: "script", children: [] } });
    expect(malformed.status).toBe(400);
    expect(paths(malformed.body)?.[0]).toMatch(/^content/);
    expect(paths((await edit({ text: 42 })).body)).toEqual(["text"]);
    const broken = await call("PATCH", `/site/${site.slug}/comments/${comment.id}`, {
      token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect((await stored())?.editedAt).toBeNull();
    // The longest comment allowed may be edited in.
    expect((await edit({ text: "x".repeat(COMMENT_MAX_LENGTH) })).status).toBe(200);
  });
});

describe("editing a comment that cannot be edited", () => {
  it("an unknown or malformed comment id is 404", async () => {
    const { edit } = await setup();
    expect((await edit({ text: "Hi" }, crypto.randomUUID())).status).toBe(404);
    expect((await edit({ text: "Hi" }, "not-a-uuid")).status).toBe(404);
  });

  it("a deleted comment is 404", async () => {
    const { site, token, comment, edit } = await setup();
    const deleted = await call("DELETE", `/site/${site.slug}/comments/${comment.id}`, { token });
    expect(deleted.status).toBe(200);
    const res = await edit({ text: "Back again" });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
  });

  it("a hidden comment, or a reply hidden with its parent, is 404 and keeps its words", async () => {
    const { site, recipe, reader, token, comment, edit, stored } = await setup();
    const owner = await signedIn(site.ownerId);
    const reply = await makeCommentRow({
      siteId: site.id,
      recipeId: recipe.id,
      parentId: comment.id,
      userId: reader.id,
    });
    const hid = await call("POST", `/manage/${site.slug}/comments/${comment.id}/hide`, {
      token: owner,
    });
    expect(hid.status).toBe(200);
    expect((await edit({ text: "Nothing to see" })).status).toBe(404);
    expect((await stored())?.content).toEqual(doc("First words"));
    const underHidden = await call("PATCH", `/site/${site.slug}/comments/${reply.id}`, {
      token,
      json: { text: "Nor here" },
    });
    expect(underHidden.status).toBe(404);
  });

  it("a comment on a recipe taken back to draft is 404", async () => {
    const { site, recipe, edit } = await setup();
    await (await siteDb(site.id))
      .update(recipes)
      .set({ publishedAt: null })
      .where(eq(recipes.id, recipe.id));
    expect((await edit({ text: "Still here?" })).status).toBe(404);
  });

  it("a former subscriber's comment on a subscriber-only recipe is 403: deleting stays open", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const reader = await makeSubscriber(site.id, "monthly", "canceled");
    const token = await signedIn(reader.id, site.id);
    const comment = await makeCommentRow({
      siteId: site.id,
      recipeId: recipe.id,
      userId: reader.id,
    });
    const res = await call("PATCH", `/site/${site.slug}/comments/${comment.id}`, {
      token,
      json: { text: "New words" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
    const deleted = await call("DELETE", `/site/${site.slug}/comments/${comment.id}`, { token });
    expect(deleted.status).toBe(200);
  });
});
