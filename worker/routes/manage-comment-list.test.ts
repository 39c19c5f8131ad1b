import { comments } from "@schema/db/comments";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn, siteDb } from "../test/factories";
import {
  addManager,
  makeCommentRow,
  makeKitchen,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

const nameOf = async (userId: string | null) =>
  userId
    ? (await db().select().from(users).where(eq(users.id, userId)))[0]?.displayName
    : undefined;

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const ids = (body: { comments: { id: string }[] }) => body.comments.map((c) => c.id);

/** A site with two recipes and a small thread: a hidden parent with a reply, a visible one. */
async function discussion() {
  const kitchen = await makeKitchen();
  const { site, token } = kitchen;
  const soup = await publishedRecipe(site.slug, token, minimalRecipe({ title: "Soup" }));
  const bread = await publishedRecipe(site.slug, token, minimalRecipe({ title: "Bread" }));
  const base = { siteId: site.id };
  const rude = await makeCommentRow({
    ...base,
    recipeId: soup.id,
    text: "Rude",
    hidden: true,
    createdAt: ago(50),
  });
  const replyToRude = await makeCommentRow({
    ...base,
    recipeId: soup.id,
    parentId: rude.id,
    text: "Agreed",
    createdAt: ago(40),
  });
  const kind = await makeCommentRow({
    ...base,
    recipeId: bread.id,
    text: "Lovely crust",
    createdAt: ago(30),
  });
  const thanks = await makeCommentRow({
    ...base,
    recipeId: bread.id,
    parentId: kind.id,
    text: "Thanks!",
    createdAt: ago(20),
  });
  return { ...kitchen, soup, bread, rude, replyToRude, kind, thanks };
}

describe("GET manage/{siteSlug}/comments", () => {
  it("lists every comment newest first with recipe, author, text and hidden state", async () => {
    const { site, token, soup, bread, rude, replyToRude, kind, thanks } = await discussion();
    const res = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([thanks.id, kind.id, replyToRude.id, rude.id]);
    expect(res.body).toMatchObject({
      total: 4,
      limit: 30,
      offset: 0,
      counts: { all: 4, visible: 2, hidden: 2 },
    });
    const [, kindView, replyView, rudeView] = res.body.comments;
    expect(kindView).toMatchObject({
      id: kind.id,
      level: 1,
      parentId: null,
      recipe: { id: bread.id, slug: bread.slug, title: "Bread" },
      user: { id: kind.userId, displayName: expect.stringContaining("Reader") },
      hidden: false,
      hiddenVia: null,
      replyCount: 1,
      createdAt: kind.createdAt.toISOString(),
      replyTo: null,
    });
    expect(kindView.content.children[0].children[0].text).toBe("Lovely crust");
    expect(rudeView).toMatchObject({ hidden: true, hiddenVia: "itself", replyCount: 1 });
    expect(replyView).toMatchObject({
      recipe: { title: "Soup", id: soup.id },
      parentId: rude.id,
      level: 2,
      hidden: true,
      hiddenVia: "parent",
      replyCount: 0,
    });
    // Whom it answers, by name (from the platform when the site's database is its own).
    expect(replyView.replyTo).toEqual({ displayName: rudeView.user.displayName });
    expect(rudeView.user.displayName).toEqual(expect.stringContaining("Reader"));
  });

  it('names a deleted account\'s comments and the replies to them "Deleted user", as the site does', async () => {
    const { site, token, kind, thanks } = await discussion();
    // Deleted, keeping its comments: its row keeps the name until the account is purged.
    await db()
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, kind.userId as string));
    const res = await call("GET", `/manage/${site.slug}/comments`, { token });
    const [thanksView, kindView] = res.body.comments;
    expect(thanksView).toMatchObject({ id: thanks.id, replyTo: { displayName: "Deleted user" } });
    expect(kindView).toMatchObject({ id: kind.id, user: { displayName: "Deleted user" } });
    const overview = await call("GET", `/manage/${site.slug}/overview`, { token });
    expect(JSON.stringify(overview.body)).not.toContain((await nameOf(kind.userId)) ?? "∅");
  });

  it("marks the site team's own comments, which the site marks Author, and no reader's", async () => {
    const { site, owner, token, kind, thanks } = await discussion();
    const siteRows = await siteDb(site.id);
    await siteRows.update(comments).set({ userId: owner.id }).where(eq(comments.id, thanks.id));
    const res = await call("GET", `/manage/${site.slug}/comments`, { token });
    const [thanksView, kindView] = res.body.comments;
    expect(thanksView).toMatchObject({ id: thanks.id, user: { id: owner.id, siteTeam: true } });
    expect(kindView).toMatchObject({ id: kind.id, user: { siteTeam: false } });
    const overview = await call("GET", `/manage/${site.slug}/overview`, { token });
    expect(overview.body.comments.latest[0]).toMatchObject({ id: thanks.id, siteTeam: true });
  });

  it("filters visible and hidden (a reply under a hidden parent counts as hidden) and pages", async () => {
    const { site, token, rude, replyToRude, kind, thanks } = await discussion();
    const get = async (query: string) =>
      (await call("GET", `/manage/${site.slug}/comments?${query}`, { token })).body;
    const hidden = await get("status=hidden");
    expect(ids(hidden)).toEqual([replyToRude.id, rude.id]);
    expect(hidden.total).toBe(2);
    expect(ids(await get("status=visible"))).toEqual([thanks.id, kind.id]);
    const page = await get("limit=1&offset=1");
    expect(ids(page)).toEqual([kind.id]);
    expect(page).toMatchObject({ total: 4, limit: 1, offset: 1 });
  });

  it("lists readers' visible comments no one of the site has replied to as waiting for a reply", async () => {
    const { site, token, soup, bread, kind } = await discussion();
    const { user: manager } = await addManager(site.id);
    const base = { siteId: site.id };
    // A question the owner answered, one a manager answered, one only another reader did.
    const answered = await makeCommentRow({ ...base, recipeId: soup.id, text: "Freeze it?" });
    await makeCommentRow({
      ...base,
      recipeId: soup.id,
      parentId: answered.id,
      userId: site.ownerId,
    });
    const byManager = await makeCommentRow({ ...base, recipeId: soup.id, text: "Less salt?" });
    await makeCommentRow({
      ...base,
      recipeId: soup.id,
      parentId: byManager.id,
      userId: manager.id,
    });
    const waiting = await makeCommentRow({ ...base, recipeId: bread.id, text: "Rye flour?" });
    // The owner's own comment on a recipe waits for nobody.
    await makeCommentRow({ ...base, recipeId: bread.id, userId: site.ownerId, text: "Tip:" });

    const res = await call("GET", `/manage/${site.slug}/comments?awaiting=reply`, { token });
    expect(res.status).toBe(200);
    // Newest first; the hidden "Rude" and every reply are left out, and "Lovely crust" has
    // only a reader's "Thanks!" under it.
    expect(ids(res.body)).toEqual([waiting.id, kind.id]);
    expect(res.body.total).toBe(2);
    expect(res.body.counts.awaitingReply).toBe(2);
    const bad = await call("GET", `/manage/${site.slug}/comments?awaiting=yes`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("awaiting");
  });

  it("follows hide and unhide done through the moderation calls", async () => {
    const { site, token, kind, thanks } = await discussion();
    const hide = await call("POST", `/manage/${site.slug}/comments/${kind.id}/hide`, { token });
    expect(hide.status).toBe(200);
    const hidden = (await call("GET", `/manage/${site.slug}/comments?status=hidden`, { token }))
      .body;
    expect(ids(hidden)).toEqual([thanks.id, kind.id, expect.any(String), expect.any(String)]);
    await call("POST", `/manage/${site.slug}/comments/${kind.id}/unhide`, { token });
    const visible = (await call("GET", `/manage/${site.slug}/comments?status=visible`, { token }))
      .body;
    expect(ids(visible)).toEqual([thanks.id, kind.id]);
  });

  it("an empty site answers an empty list; a manager sees the list too", async () => {
    const { site } = await makeKitchen();
    const { token } = await addManager(site.id);
    const res = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      comments: [],
      total: 0,
      limit: 30,
      offset: 0,
      counts: { all: 0, visible: 0, hidden: 0, lowReviews: 0, awaitingReply: 0 },
      commentEmails: true,
      commentEmailsDaily: false,
      digestTimeZone: null,
    });
  });

  it("bad filters are 400 with the parameter as path", async () => {
    const { site, token } = await makeKitchen();
    for (const [query, path] of [
      ["status=spam", "status"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["offset=-1", "offset"],
      ["limit=abc", "limit"],
    ]) {
      const res = await call("GET", `/manage/${site.slug}/comments?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.issues[0].path, query).toBe(path);
    }
  });

  it("signed out 401; stranger and another site's owner 404; a session on another site 401", async () => {
    const { site, owner } = await discussion();
    const path = `/manage/${site.slug}/comments`;
    expect((await call("GET", path)).status).toBe(401);
    const stranger = await signedIn((await makeUser()).id);
    const res = await call("GET", path, { token: stranger });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("Lovely");
    expect((await call("GET", path, { token: (await makeKitchen()).token })).status).toBe(404);
    const elsewhere = await signedIn(owner.id, (await makeKitchen({ ownerId: owner.id })).site.id);
    expect((await call("GET", path, { token: elsewhere })).status).toBe(401);
    // The owner signed in on this very site still manages it: sessions are scoped to their site.
    const onSite = await signedIn(owner.id, site.id);
    expect((await call("GET", path, { token: onSite })).status).toBe(200);
  });

  it("never lists another site's comments, and another site's comment id can't be hidden here", async () => {
    const mine = await discussion();
    const theirs = await discussion();
    const res = await call("GET", `/manage/${mine.site.slug}/comments`, { token: mine.token });
    expect(ids(res.body)).not.toContain(theirs.kind.id);
    expect(res.body.counts.all).toBe(4);
    const hide = await call("POST", `/manage/${mine.site.slug}/comments/${theirs.kind.id}/hide`, {
      token: mine.token,
    });
    expect(hide.status).toBe(404);
  });
});
