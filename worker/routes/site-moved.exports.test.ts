import { env } from "cloudflare:test";
import { bookmarks } from "@schema/db/bookmarks";
import { comments } from "@schema/db/comments";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runExportJob } from "../services/exports/run-export";
import { download, exportJob, readArchive } from "../test/export-helpers";
import { call, databases, db, latestMail, makeUser, signedIn } from "../test/factories";
import { doc, makeImageRow, makeKitchen } from "../test/manage-factories";
import { move, withSitesOnPlatform } from "../test/moved-sites";
import { recordingQueue } from "../test/newsletter-helpers";
import { makeFreePlan, makeRecipe } from "../test/recipe-factories";

/**
 * Exports of a moved site and of its readers (ADR 0014): the site's archive is read from its
 * database, who wrote its comments from the platform; a reader's archive gathers their
 * comments, subscriptions and bookmarks from every database.
 */

withSitesOnPlatform();

async function archiveOf(path: string, token: string, email: string, subject: string) {
  const queue = recordingQueue();
  const started = await call("POST", path, { token }, queue.env);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await runExportJob(env, databases(), exportJob(queue.jobs));
  const mail = await latestMail(email, subject);
  const file = await download(mail.link as string);
  expect(file.status).toBe(200);
  return readArchive(file.bytes);
}

describe("a moved site's exports", { timeout: 120_000 }, () => {
  it("writes the site's archive from its database and its readers' from every database", async () => {
    const { site, token, owner } = await makeKitchen();
    const logo = await makeImageRow(site.id);
    await db().update(sites).set({ logoId: logo.id }).where(eq(sites.id, site.id));
    const recipe = await makeRecipe({ siteId: site.id, title: "Exported soup" });
    const reader = await makeUser({ displayName: "Rita Reader" });
    await makeFreePlan(site.id, reader);
    await db()
      .insert(comments)
      .values({ siteId: site.id, recipeId: recipe.id, userId: reader.id, content: doc("Good") });
    await db()
      .insert(bookmarks)
      .values({ userId: reader.id, siteId: site.id, recipeId: recipe.id });
    await move(site.id);
    await db().update(users).set({ displayName: "Rita R." }).where(eq(users.id, reader.id));

    const siteArchive = await archiveOf(
      `/manage/${site.slug}/exports`,
      token,
      owner.email,
      "export",
    );
    expect(siteArchive.json(`recipes/${recipe.slug}.json`)).toMatchObject({
      title: "Exported soup",
    });
    expect(siteArchive.json("site/settings.json")).toMatchObject({ logoId: logo.id });
    expect(siteArchive.json("comments.json")).toMatchObject([{ authorName: "Rita R." }]);
    expect(siteArchive.text("subscribers.csv")).toContain(reader.email);

    const readerArchive = await archiveOf(
      "/manage/account-exports",
      await signedIn(reader.id),
      reader.email,
      "export",
    );
    expect(readerArchive.json("comments.json")).toMatchObject([
      { site: site.slug, recipe: recipe.slug, recipeTitle: "Exported soup", editedAt: null },
    ]);
    expect(readerArchive.json("subscriptions.json")).toMatchObject([
      { site: site.slug, siteTitle: site.title, plan: "free" },
    ]);
    expect(readerArchive.json("bookmarks.json")).toMatchObject([
      { recipeId: recipe.id, site: site.slug, recipe: recipe.slug, recipeTitle: "Exported soup" },
    ]);
  });
});
