import { comments } from "@schema/db/comments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn, siteDb } from "../test/factories";
import { makeCommentRow } from "../test/manage-factories";
import { doc, makeManager, makeRecipe } from "../test/recipe-factories";

/**
 * PATCH site/{siteSlug}/comments/{commentId} is its author's alone: anyone else, the site's
 * own people included, gets the 404 a delete of someone else's comment gets, and the words
 * stay as they were.
 */

async function readersComment() {
  const site = await makeSite();
  const recipe = await makeRecipe({ siteId: site.id });
  const author = await makeUser();
  const comment = await makeCommentRow({
    siteId: site.id,
    recipeId: recipe.id,
    userId: author.id,
    text: "The author's words",
  });
  const edit = (token: string | undefined, slug = site.slug) =>
    call("PATCH", `/site/${slug}/comments/${comment.id}`, {
      token,
      json: { text: "Someone else's words" },
    });
  const unchanged = async () => {
    const [row] = await (await siteDb(site.id))
      .select()
      .from(comments)
      .where(eq(comments.id, comment.id));
    expect(row?.content).toEqual(doc("The author's words"));
    expect(row?.editedAt).toBeNull();
  };
  return { site, recipe, author, comment, edit, unchanged };
}

describe("editing a comment: only its author", () => {
  it("signed out is 401", async () => {
    const { edit, unchanged } = await readersComment();
    const res = await edit(undefined);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("unauthorized");
    await unchanged();
  });

  it("another reader is 404", async () => {
    const { site, edit, unchanged } = await readersComment();
    const res = await edit(await signedIn((await makeUser()).id, site.id));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
    await unchanged();
  });

  it("the site's owner and its managers are 404: they hide, they do not rewrite", async () => {
    const { site, edit, unchanged } = await readersComment();
    expect((await edit(await signedIn(site.ownerId))).status).toBe(404);
    const manager = await makeManager(site.id);
    expect((await edit(await signedIn(manager.id))).status).toBe(404);
    await unchanged();
  });

  it("another site's owner, through their own site or this one, is 404", async () => {
    const { site, edit, unchanged } = await readersComment();
    const other = await makeSite();
    expect((await edit(await signedIn(other.ownerId), other.slug)).status).toBe(404);
    expect((await edit(await signedIn(other.ownerId, site.id))).status).toBe(404);
    await unchanged();
  });

  it("the author through another site's address is 404; signed in on another site is 401", async () => {
    const { site, author, edit, unchanged } = await readersComment();
    const other = await makeSite();
    // Their comment is not that site's: it is not found there, even for them.
    const platformSession = await signedIn(author.id);
    expect((await edit(platformSession, other.slug)).status).toBe(404);
    // A session a site gave is that site's alone.
    expect((await edit(await signedIn(author.id, other.id))).status).toBe(401);
    await unchanged();
    // Their own session here may.
    expect((await edit(await signedIn(author.id, site.id))).status).toBe(200);
  });

  it("an imported comment (no account) is nobody's to edit", async () => {
    const { site, recipe } = await readersComment();
    const own = await siteDb(site.id);
    const [imported] = await own
      .insert(comments)
      .values({
        siteId: site.id,
        recipeId: recipe.id,
        userId: null,
        importedAuthorName: "Old blog reader",
        wordpressCommentId: "17",
        content: doc("From the old blog"),
      })
      .returning();
    const res = await call("PATCH", `/site/${site.slug}/comments/${imported?.id}`, {
      token: await signedIn(site.ownerId),
      json: { text: "Rewritten" },
    });
    expect(res.status).toBe(404);
  });
});
