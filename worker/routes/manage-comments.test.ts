import { commentUpvotes } from "@schema/db/comments";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow, makeKitchen, publishedRecipe } from "../test/manage-factories";

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion ?? 0;

type Tree = { id: string; hidden: boolean; children: Tree }[];
const shape = (tree: Tree): unknown =>
  tree.map((comment) => [comment.id, comment.hidden, shape(comment.children)]);

async function thread() {
  const kitchen = await makeKitchen();
  const recipe = await publishedRecipe(kitchen.site.slug, kitchen.token);
  const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
  const base = { siteId: kitchen.site.id, recipeId: recipe.id };
  const a = await makeCommentRow({ ...base, text: "First", createdAt: at(1) });
  const a1 = await makeCommentRow({ ...base, parentId: a.id, text: "Reply", createdAt: at(2) });
  const b = await makeCommentRow({ ...base, text: "Second", createdAt: at(3) });
  return { ...kitchen, recipe, a, a1, b };
}

describe("manage comments: happy paths", () => {
  it("hiding a comment hides its replies; unhiding brings them back; each moves the version", async () => {
    const { site, token, owner, recipe, a, a1, b } = await thread();
    // The owner's anchor is in the site's database already (makeSite).
    await (await siteDb(site.id))
      .insert(commentUpvotes)
      .values({ commentId: b.id, userId: owner.id });
    const version = await contentVersion(site.id);

    const hid = await call("POST", `/manage/${site.slug}/comments/${a.id}/hide`, { token });
    expect(hid.status).toBe(200);
    expect(shape(hid.body.comments)).toEqual([[b.id, false, []]]);
    expect(hid.body.comments[0]).toMatchObject({
      content: { type: "document" },
      level: 1,
      parentId: null,
      upvoteCount: 1,
      upvotedByMe: true,
      user: { id: b.userId, displayName: expect.any(String), avatar: null },
      children: [],
    });
    expect(await contentVersion(site.id)).toBe(version + 1);

    const hidden = await call("GET", `/manage/${site.slug}/hidden-comments?recipeId=${recipe.id}`, {
      token,
    });
    expect(hidden.status).toBe(200);
    expect(shape(hidden.body.comments)).toEqual([[a.id, true, [[a1.id, true, []]]]]);
    expect(hidden.body.comments[0].children[0]).toMatchObject({ level: 2, parentId: a.id });

    const shown = await call("POST", `/manage/${site.slug}/comments/${a.id}/unhide`, { token });
    expect(shape(shown.body.comments)).toEqual([
      [a.id, false, [[a1.id, false, []]]],
      [b.id, false, []],
    ]);
    expect(await contentVersion(site.id)).toBe(version + 2);
    const none = await call("GET", `/manage/${site.slug}/hidden-comments?recipeId=${recipe.id}`, {
      token,
    });
    expect(none.body.comments).toEqual([]);
  });

  it("a hidden reply is listed on its own; the site-wide list needs no recipe", async () => {
    const { site, token, a, a1, b } = await thread();
    const res = await call("POST", `/manage/${site.slug}/comments/${a1.id}/hide`, { token });
    expect(shape(res.body.comments)).toEqual([
      [a.id, false, []],
      [b.id, false, []],
    ]);
    const hidden = await call("GET", `/manage/${site.slug}/hidden-comments`, { token });
    expect(shape(hidden.body.comments)).toEqual([[a1.id, true, []]]);
    // Hiding again is harmless.
    const again = await call("POST", `/manage/${site.slug}/comments/${a1.id}/hide`, { token });
    expect(again.status).toBe(200);
  });
});

describe("manage comments: bad input and security", () => {
  it("a malformed recipeId is 400; malformed or unknown comment ids are 404", async () => {
    const { site, token } = await makeKitchen();
    const bad = await call("GET", `/manage/${site.slug}/hidden-comments?recipeId=nope`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("recipeId");
    expect((await call("POST", `/manage/${site.slug}/comments/nope/hide`, { token })).status).toBe(
      404,
    );
    expect(
      (await call("POST", `/manage/${site.slug}/comments/${crypto.randomUUID()}/hide`, { token }))
        .status,
    ).toBe(404);
  });

  it("signed out 401; stranger and other owner 404; other-site session 401", async () => {
    const { site, owner, recipe, a } = await thread();
    const stranger = await signedIn((await makeUser()).id);
    const other = await makeKitchen();
    const elsewhere = await signedIn(owner.id, (await makeKitchen({ ownerId: owner.id })).site.id);
    const routes = [
      ["GET", `/manage/${site.slug}/hidden-comments?recipeId=${recipe.id}`],
      ["POST", `/manage/${site.slug}/comments/${a.id}/hide`],
      ["POST", `/manage/${site.slug}/comments/${a.id}/unhide`],
    ] as const;
    for (const [method, path] of routes) {
      expect((await call(method, path)).status, path).toBe(401);
      expect((await call(method, path, { token: stranger })).status, path).toBe(404);
      expect((await call(method, path, { token: other.token })).status, path).toBe(404);
      expect((await call(method, path, { token: elsewhere })).status, path).toBe(401);
    }
  });

  it("another site's comments and recipes are 404 from my site, and stay as they were", async () => {
    const theirs = await thread();
    const mine = await makeKitchen();
    const hide = await call("POST", `/manage/${mine.site.slug}/comments/${theirs.a.id}/hide`, {
      token: mine.token,
    });
    expect(hide.status).toBe(404);
    expect(JSON.stringify(hide.body)).not.toContain("First");
    const list = await call(
      "GET",
      `/manage/${mine.site.slug}/hidden-comments?recipeId=${theirs.recipe.id}`,
      { token: mine.token },
    );
    expect(list.status).toBe(404);
    const hidden = await call("GET", `/manage/${theirs.site.slug}/hidden-comments`, {
      token: theirs.token,
    });
    expect(hidden.body.comments).toEqual([]);
  });
});
