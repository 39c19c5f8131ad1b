import { env } from "cloudflare:test";
import type { CommentListResponse, CommentView } from "@schema/api/comments";
import type { ModerationComment } from "@schema/api/manage-comment-list";
import type { WordpressImportView } from "@schema/api/recipe-import";
import { recipeRatings } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runExportJob } from "../services/exports/run-export";
import { runWordpressImportJob } from "../services/import/wordpress";
import { download, exportJob, readArchive, siteExports } from "../test/export-helpers";
import { call, databases, makeUser, siteDb } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { loadReferenceCatalogues } from "../test/reference-catalogues";

const exportXml = async () =>
  (await fetch("https://exports.test/lemon-cake-comments.wordpress.xml")).text();

/** Starts an import of the export and runs every message it sent twice (a redelivery). */
async function importOnce(
  site: { id: string; slug: string },
  token: string,
): Promise<WordpressImportView> {
  const siteSlug = site.slug;
  const started = await call("POST", `/manage/${siteSlug}/wordpress-imports`, {
    token,
    json: { xml: await exportXml() },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const view = started.body.import as WordpressImportView;
  for (const item of view.items) {
    // As startWordpressImport sends it: the site's id names the database of the import.
    const job = {
      type: "wordpress-import-recipe" as const,
      importId: view.id,
      position: item.position,
      siteId: site.id,
    };
    await runWordpressImportJob(env, databases(), job);
    await runWordpressImportJob(env, databases(), job);
  }
  const done = await call("GET", `/manage/${siteSlug}/wordpress-imports/${view.id}`, { token });
  return done.body.import;
}

const publish = async (siteId: string, recipeId: string) =>
  (await siteDb(siteId))
    .update(recipes)
    .set({ publishedAt: new Date() })
    .where(eq(recipes.id, recipeId));

const names = (list: CommentView[]) =>
  list.map((c) => [c.user.displayName, c.stars, c.children.map((r) => r.user.displayName)]);

describe("a WordPress import's comments and ratings", () => {
  beforeAll(loadReferenceCatalogues);

  it("brings approved comments with their stars once, by imported authors", async () => {
    // A deleted account whose comments went must not hide the imported ones (no account).
    await makeUser({ deletedAt: new Date(), deletedComments: "remove" });
    const { site, token } = await makeKitchen({ commentsEnabled: true });
    const first = await importOnce(site, token);
    expect(first.done).toBe(true);
    expect(first.items.map((item) => [item.status, item.comments, item.ratings])).toEqual([
      ["created", 5, 3],
    ]);
    expect([first.comments, first.ratings]).toEqual([5, 3]);

    // The same export again: the recipe was imported before and nothing more comes across.
    const second = await importOnce(site, token);
    expect(second.items.map((item) => [item.status, item.comments, item.ratings])).toEqual([
      ["skipped", 0, 0],
    ]);
    expect([second.done, second.comments, second.ratings]).toEqual([true, 0, 0]);

    const recipeId = first.items[0]?.recipeId as string;
    expect(second.items[0]?.recipeId).toBe(recipeId);
    await publish(site.id, recipeId);
    const own = await siteDb(site.id);
    const [recipe] = await own.select().from(recipes).where(eq(recipes.id, recipeId));
    const read = await call("GET", `/site/${site.slug}/recipes/${recipe?.slug}`);
    // (5 + 4 + 2) / 3, each a review; nobody here gave them, so none is the viewer's.
    expect(read.body.recipe.rating).toEqual({ average: 3.7, count: 3, reviewCount: 3, mine: null });
    const ratings = await own
      .select()
      .from(recipeRatings)
      .where(eq(recipeRatings.recipeId, recipeId));
    expect(ratings.map((rating) => rating.userId)).toEqual([null, null, null]);

    const list = await call("GET", `/site/${site.slug}/comments?recipeId=${recipeId}`);
    expect(list.status).toBe(200);
    const body = list.body as CommentListResponse;
    // Oldest first; a reply to a reply hangs under its thread's top-level comment.
    expect(names(body.comments)).toEqual([
      ["Ann Baker", 5, ["Jo at Butter & Crumbs", "Ann Baker"]],
      ["Ben Ode", 4, []],
      ["Cleo Dunn", 2, []],
    ]);
    const ann = body.comments[0] as CommentView;
    expect(ann.user).toEqual({
      id: null,
      displayName: "Ann Baker",
      avatar: null,
      siteAuthor: false,
    });
    expect(ann.createdAt).toBe("2023-03-01T09:00:00.000Z");
    expect(ann.content).toEqual({
      type: "document",
      children: [
        { type: "paragraph", children: [{ text: "Perfect cake!" }] },
        { type: "paragraph", children: [{ text: "Made it twice & it vanished." }] },
      ],
    });

    // Moderation shows the imported names; hiding a review stops its stars counting.
    const moderation = await call("GET", `/manage/${site.slug}/comments`, { token });
    expect(moderation.status).toBe(200);
    const rows = moderation.body.comments as ModerationComment[];
    expect(rows).toHaveLength(5);
    const cleo = rows.find((row) => row.user.displayName === "Cleo Dunn") as ModerationComment;
    expect(cleo).toMatchObject({ user: { id: null }, stars: 2, level: 1 });
    const hide = await call("POST", `/manage/${site.slug}/comments/${cleo.id}/hide`, { token });
    expect(hide.status).toBe(200);
    const summary = async () =>
      (await call("GET", `/site/${site.slug}/ratings?recipeId=${recipeId}`)).body.rating;
    expect(await summary()).toMatchObject({ average: 4.5, count: 2 });
    const hidden = await call("GET", `/manage/${site.slug}/hidden-comments`, { token });
    expect(hidden.body.comments.map((c: CommentView) => c.user)).toEqual([
      { id: null, displayName: "Cleo Dunn", avatar: null, siteAuthor: false },
    ]);
    await call("POST", `/manage/${site.slug}/comments/${cleo.id}/unhide`, { token });
    expect(await summary()).toMatchObject({ average: 3.7, count: 3 });

    // A manager may delete one; its rating goes with it.
    const removed = await call("DELETE", `/site/${site.slug}/comments/${cleo.id}`, { token });
    expect(removed.status).toBe(200);
    expect(await summary()).toMatchObject({ average: 4.5, count: 2 });
  });

  it("each site keeps its own: the same export into another site is that site's alone", async () => {
    const a = await makeKitchen({ commentsEnabled: true });
    const b = await makeKitchen({ commentsEnabled: true });
    const intoA = await importOnce(a.site, a.token);
    const intoB = await importOnce(b.site, b.token);
    expect([intoA.comments, intoA.ratings, intoB.comments, intoB.ratings]).toEqual([5, 3, 5, 3]);
    const aRecipe = intoA.items[0]?.recipeId as string;
    // Another site's owner neither sees nor moderates them.
    const listB = await call("GET", `/manage/${b.site.slug}/comments`, { token: b.token });
    expect(listB.body.comments).toHaveLength(5);
    expect(listB.body.comments.every((row: ModerationComment) => row.recipe.id !== aRecipe)).toBe(
      true,
    );
    const aComment = (await call("GET", `/manage/${a.site.slug}/comments`, { token: a.token })).body
      .comments[0] as ModerationComment;
    const foreign = await call("POST", `/manage/${b.site.slug}/comments/${aComment.id}/hide`, {
      token: b.token,
    });
    expect(foreign.status).toBe(404);
    const wrongSite = await call("POST", `/manage/${a.site.slug}/comments/${aComment.id}/hide`, {
      token: b.token,
    });
    expect(wrongSite.status).toBe(404);
  });

  it("the site's export holds the imported comments under their authors' names", async () => {
    const { site, token } = await makeKitchen({ commentsEnabled: true });
    await importOnce(site, token);
    const queue = recordingQueue();
    const started = await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    expect(started.status).toBe(202);
    await runExportJob(env, databases(), exportJob(queue.jobs));
    const [listed] = await siteExports(site.slug, token);
    expect(listed?.counts?.comments).toBe(5);
    const file = await download(listed?.downloadUrl as string);
    const written = readArchive(file.bytes).json("comments.json") as {
      authorName: string | null;
      authorHandle: string | null;
      imported: boolean;
    }[];
    expect(written.map((c) => [c.authorName, c.authorHandle, c.imported]).sort()).toEqual([
      ["Ann Baker", null, true],
      ["Ann Baker", null, true],
      ["Ben Ode", null, true],
      ["Cleo Dunn", null, true],
      ["Jo at Butter & Crumbs", null, true],
    ]);
  }, 60_000);
});
