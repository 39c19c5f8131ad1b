import { comments } from "@schema/db/comments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { makeRecipe, makeSubscriber } from "../test/recipe-factories";

async function siteWithComment(overrides: Parameters<typeof makeSite>[0] = {}) {
  const site = await makeSite(overrides);
  const recipe = await makeRecipe({ siteId: site.id });
  const comment = await makeCommentRow({ siteId: site.id, recipeId: recipe.id, text: "Theirs" });
  return { site, recipe, comment };
}

/** All six comment calls against a site, as the given token (or signed out). */
function everyCall(slug: string, recipeId: string, commentId: string, token?: string) {
  return [
    call("GET", `/site/${slug}/comments?recipeId=${recipeId}`, { token }),
    call("POST", `/site/${slug}/comments`, { token, json: { recipeId, text: "Hi" } }),
    call("PATCH", `/site/${slug}/comments/${commentId}`, { token, json: { text: "Hi" } }),
    call("DELETE", `/site/${slug}/comments/${commentId}`, { token }),
    call("POST", `/site/${slug}/comment-upvotes`, { token, json: { commentId } }),
    call("DELETE", `/site/${slug}/comment-upvotes/${commentId}`, { token }),
  ];
}

describe("site comments: signed out and foreign sessions", () => {
  it("signed out may read but not write (401)", async () => {
    const { site, recipe, comment } = await siteWithComment();
    const [list, ...writes] = await Promise.all(everyCall(site.slug, recipe.id, comment.id));
    expect(list?.status).toBe(200);
    for (const res of writes) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("unauthorized");
    }
  });

  it("a session signed in on another site may not write here (401) and reads as nobody", async () => {
    const { site, recipe, comment } = await siteWithComment();
    const other = await makeSite();
    const token = await signedIn(site.ownerId, other.id);
    const [list, ...writes] = await Promise.all(everyCall(site.slug, recipe.id, comment.id, token));
    // The site's owner, but signed in elsewhere: not a manager here.
    expect(list?.body.canManage).toBe(false);
    for (const res of writes) expect(res.status).toBe(401);
  });
});

describe("site comments: comments switched off", () => {
  it("every comment call is 404, signed in or not", async () => {
    const { site, recipe, comment } = await siteWithComment({ commentsEnabled: false });
    const token = await signedIn(site.ownerId);
    for (const res of await Promise.all(everyCall(site.slug, recipe.id, comment.id))) {
      expect(res.status).toBe(404);
    }
    for (const res of await Promise.all(everyCall(site.slug, recipe.id, comment.id, token))) {
      expect(res.status).toBe(404);
    }
  });
});

describe("site comments: other people's and other sites' things", () => {
  it("deleting another user's comment is 404 and leaves it", async () => {
    const { site, comment } = await siteWithComment();
    const token = await signedIn((await makeUser()).id, site.id);
    const res = await call("DELETE", `/site/${site.slug}/comments/${comment.id}`, { token });
    expect(res.status).toBe(404);
    expect(
      await (await siteDb(site.id)).select().from(comments).where(eq(comments.id, comment.id)),
    ).toHaveLength(1);
  });

  it("another site's recipe and comment ids are 404 through this site", async () => {
    const mine = await siteWithComment();
    const theirs = await siteWithComment();
    const token = await signedIn((await makeUser()).id, mine.site.id);
    const answers = await Promise.all(
      everyCall(mine.site.slug, theirs.recipe.id, theirs.comment.id, token),
    );
    for (const res of answers) expect(res.status).toBe(404);
    const reply = await call("POST", `/site/${mine.site.slug}/comments`, {
      token,
      json: { recipeId: mine.recipe.id, parentId: theirs.comment.id, text: "Hi" },
    });
    expect(reply.status).toBe(404);
    // Even the site's manager cannot delete another site's comment through theirs.
    const owner = await signedIn(mine.site.ownerId);
    const managerDelete = await call(
      "DELETE",
      `/site/${mine.site.slug}/comments/${theirs.comment.id}`,
      { token: owner },
    );
    expect(managerDelete.status).toBe(404);
    expect(
      await (await siteDb(theirs.site.id))
        .select()
        .from(comments)
        .where(eq(comments.id, theirs.comment.id)),
    ).toHaveLength(1);
  });
});

describe("site comments: moderation", () => {
  it("a non-manager calling hide is 404; the hidden list stays the managers'", async () => {
    const { site, recipe, comment } = await siteWithComment();
    const reader = await makeUser();
    const readerToken = await signedIn(reader.id);
    const hide = await call("POST", `/manage/${site.slug}/comments/${comment.id}/hide`, {
      token: readerToken,
    });
    expect(hide.status).toBe(404);
    const owner = await signedIn(site.ownerId);
    const hid = await call("POST", `/manage/${site.slug}/comments/${comment.id}/hide`, {
      token: owner,
    });
    expect(hid.status).toBe(200);

    const asReader = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`, {
      token: readerToken,
    });
    expect(asReader.body).toEqual({ comments: [], canManage: false, hiddenComments: [] });
    expect(JSON.stringify(asReader.body)).not.toContain("Theirs");
    const asManager = await call("GET", `/site/${site.slug}/comments?recipeId=${recipe.id}`, {
      token: owner,
    });
    expect(asManager.body.canManage).toBe(true);
    expect(asManager.body.hiddenComments.map((c: { id: string }) => c.id)).toEqual([comment.id]);
  });

  it("a hidden comment cannot be upvoted or replied to by visitors (404)", async () => {
    const { site, recipe, comment } = await siteWithComment();
    await (await siteDb(site.id))
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.id, comment.id));
    const token = await signedIn((await makeUser()).id, site.id);
    const up = await call("POST", `/site/${site.slug}/comment-upvotes`, {
      token,
      json: { commentId: comment.id },
    });
    expect(up.status).toBe(404);
    const reply = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: recipe.id, parentId: comment.id, text: "Hello?" },
    });
    expect(reply.status).toBe(404);
  });
});

describe("site comments: subscriber-only recipes", () => {
  async function locked() {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, privacySetting: "subscribers_only" });
    const post = (token: string) =>
      call("POST", `/site/${site.slug}/comments`, {
        token,
        json: { recipeId: recipe.id, text: "Hi" },
      });
    return { site, recipe, post };
  }

  it("a signed-in non-subscriber is refused with 403 and a clear message", async () => {
    const { site, post } = await locked();
    const res = await post(await signedIn((await makeUser()).id, site.id));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
    expect(res.body.message).toMatch(/subscribers/i);
  });

  it("a canceled subscription, or one on another site, does not count", async () => {
    const { site, post } = await locked();
    const canceled = await makeSubscriber(site.id, "free", "canceled");
    expect((await post(await signedIn(canceled.id, site.id))).status).toBe(403);
    const elsewhere = await makeSubscriber((await makeSite()).id, "monthly");
    expect((await post(await signedIn(elsewhere.id))).status).toBe(403);
  });
});
