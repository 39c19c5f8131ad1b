import { env } from "cloudflare:test";
import { comments } from "@schema/db/comments";
import { dataExports } from "@schema/db/data-exports";
import { formerRecipeSlugs } from "@schema/db/former-slugs";
import { recipes } from "@schema/db/recipes";
import { siteRedirects } from "@schema/db/site-redirects";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PART_SIZE } from "../services/exports/archive-writer";
import { exportObjectKey, runExportJob } from "../services/exports/run-export";
import {
  digest,
  download,
  exportJob,
  putObject,
  randomBytes,
  readArchive,
  siteExports,
} from "../test/export-helpers";
import {
  anchorPerson,
  call,
  databases,
  db,
  latestMail,
  makeUser,
  signedIn,
  siteDb,
} from "../test/factories";
import {
  addManager,
  makeCommentRow,
  makeContributorRow,
  makeKitchen,
  makeSubscriberRow,
} from "../test/manage-factories";
import { recordingQueue } from "../test/newsletter-helpers";
import { doc, makeCollection, makeImage, makeRecipe } from "../test/recipe-factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";
import { mp3 } from "../test/upload-helpers";

/** A site with a bit of everything, its images' bytes in R2 (one larger than an upload part). */
async function seededSite() {
  const kitchen = await makeKitchen();
  const { site } = kitchen;
  await db().update(users).set({ displayName: "Theo Baker" }).where(eq(users.id, kitchen.owner.id));
  const cover = await makeImage(site.id);
  const step = await makeImage(site.id);
  const big = await makeImage(site.id);
  const bytes = {
    [cover.id]: randomBytes(2048),
    [step.id]: randomBytes(300_000),
    // Past one part: the archive needs at least two parts of the multipart upload.
    [big.id]: randomBytes(PART_SIZE + 200_000),
  };
  for (const image of [cover, step, big]) await putObject(image.key, bytes[image.id] as Uint8Array);
  const bread = await makeRecipe({
    siteId: site.id,
    title: "Country Bread",
    slug: "country-bread",
    imageIds: [cover.id],
    instructionGroups: [{ steps: ["Mix the flour and water. Rest an hour."] }],
  });
  const cake = await makeRecipe({
    siteId: site.id,
    title: "Lemon Cake",
    slug: "lemon-cake",
    privacySetting: "subscribers_only",
    imageIds: [big.id],
  });
  // The cake's story, read aloud.
  const storyAudioKey = `sites/${site.id}/audio/${crypto.randomUUID()}.mp3`;
  const storyAudio = mp3(5000);
  await putObject(storyAudioKey, storyAudio);
  await (await siteDb(site.id))
    .update(recipes)
    .set({ storyAudioKey })
    .where(eq(recipes.id, cake.id));
  const draft = await makeRecipe({
    siteId: site.id,
    title: "Secret Stew",
    slug: "secret-stew",
    publishedAt: null,
  });
  const collection = await makeCollection({
    siteId: site.id,
    title: "Weekend baking",
    recipeIds: [cake.id, bread.id],
  });
  const comment = await makeCommentRow({ siteId: site.id, recipeId: bread.id, text: "So crusty" });
  // Its reader changed their words afterwards.
  const edited = await call("PATCH", `/site/${site.slug}/comments/${comment.id}`, {
    token: await signedIn(comment.userId as string, site.id),
    json: { text: "So crusty, and still soft inside" },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const hidden = await makeCommentRow({
    siteId: site.id,
    recipeId: bread.id,
    text: "Spam",
    hidden: true,
  });
  // Old addresses: the creator's redirect and a renamed recipe's old slug.
  const own = await siteDb(site.id);
  await own.insert(siteRedirects).values({ siteId: site.id, fromPath: "/about-me", to: "/about" });
  await own
    .insert(formerRecipeSlugs)
    .values({ siteId: site.id, slug: "crusty-bread", recipeId: bread.id });
  const free = await makeSubscriberRow(site.id, "free");
  const monthly = await makeSubscriberRow(site.id, "monthly", { status: "past_due" });
  const yearly = await makeSubscriberRow(site.id, "yearly", { status: "canceled" });
  // On the Contributors page, credited on no recipe yet.
  const contributor = await makeContributorRow(site.id);
  return {
    ...kitchen,
    images: [cover, step, big],
    storyAudioKey,
    storyAudio,
    bytes,
    recipes: [bread, cake, draft],
    collection,
    comments: [comment, hidden],
    subscribers: [free, monthly, yearly],
    contributor,
  };
}

beforeAll(loadReferenceCatalogues);

describe("manage/{siteSlug}/exports: everything of a site, round trip", () => {
  it("queues an export, writes the archive, e-mails the link, and the archive holds everything", async () => {
    const seeded = await seededSite();
    const { site, token, owner } = seeded;
    const queue = recordingQueue();

    const started = await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.export).toMatchObject({ kind: "site", state: "queued", downloadUrl: null });
    const job = exportJob(queue.jobs);
    expect(job.exportId).toBe(started.body.export.id);
    // Asking again while it waits answers the same export, and queues nothing more.
    const again = await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    expect(again.status).toBe(200);
    expect(again.body.export.id).toBe(job.exportId);
    expect(queue.jobs).toHaveLength(1);

    await runExportJob(env, databases(), job);

    const [listed] = await siteExports(site.slug, token);
    expect(listed).toMatchObject({
      id: job.exportId,
      state: "done",
      counts: { recipes: 3, collections: 1, comments: 2, subscribers: 3, images: 3 },
      downloadUrl: expect.stringContaining(`/exports/${job.exportId}/download?`),
    });
    expect(listed?.bytes).toBeGreaterThan(PART_SIZE);
    expect(new Date(listed?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const mail = await latestMail(owner.email, "export");
    expect(mail.subject).toBe(`Your export of ${site.title} is ready`);
    expect(mail.link).toBe(listed?.downloadUrl);
    expect(mail.link?.startsWith(`${env.PLATFORM_PROTOCOL}://${env.PLATFORM_HOST}/`)).toBe(true);

    const file = await download(mail.link as string);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/zip");
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${site.slug}-export-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const archive = readArchive(file.bytes);

    // Every recipe, drafts too, in our JSON and as schema.org Recipe.
    for (const recipe of seeded.recipes) {
      const ours = archive.json(`recipes/${recipe.slug}.json`);
      expect(ours).toMatchObject({ id: recipe.id, slug: recipe.slug, title: recipe.title });
      const ld = archive.json(`recipes/${recipe.slug}.jsonld`);
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: recipe.title,
      });
    }
    expect(archive.json("recipes/secret-stew.json").status).toBe("draft");
    // The paid recipe in full: the export is the creator's, not a visitor's preview.
    expect(archive.json("recipes/lemon-cake.jsonld").isAccessibleForFree).toBeUndefined();
    const bread = archive.json("recipes/country-bread.jsonld");
    expect(bread.author).toMatchObject({ "@type": "Person", name: "Theo Baker" });
    expect(bread.recipeInstructions[0].text).toBe("Mix the flour and water. Rest an hour.");
    // The story read aloud beside its recipe, byte for byte.
    expect(archive.json("recipes/lemon-cake.json").storyAudio).toEqual({
      url: `/media/${seeded.storyAudioKey}`,
      contentType: "audio/mpeg",
    });
    expect(archive.entries["recipes/lemon-cake.story.mp3"]).toEqual(seeded.storyAudio);
    expect(archive.paths.filter((path) => path.includes(".story."))).toHaveLength(1);

    // Every subscriber with plan and status, in the kitchen's CSV columns.
    const csv = archive
      .text("subscribers.csv")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv[0]).toMatch(/^email,plan,status,/);
    expect(csv).toHaveLength(4);
    for (const subscriber of seeded.subscribers) {
      expect(csv).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${subscriber.email},${subscriber.plan},${subscriber.status},`),
        ),
      );
    }

    // Every image, byte for byte, and an index that names its file.
    const index = archive.json("images.json") as { id: string; file: string | null }[];
    expect(index.map((image) => image.id).sort()).toEqual(seeded.images.map((i) => i.id).sort());
    for (const image of index) {
      expect(image.file).toBe(`images/${image.id}.jpg`);
      expect(await digest(archive.entries[image.file as string])).toBe(
        await digest(seeded.bytes[image.id]),
      );
    }

    expect(archive.json("collections.json")).toEqual([
      expect.objectContaining({
        title: "Weekend baking",
        recipes: [
          { id: seeded.recipes[1]?.id, slug: "lemon-cake" },
          { id: seeded.recipes[0]?.id, slug: "country-bread" },
        ],
      }),
    ]);
    const written = archive.json("comments.json") as { id: string; hiddenAt: string | null }[];
    expect(written.map((c) => c.id).sort()).toEqual(seeded.comments.map((c) => c.id).sort());
    // A comment reads as it does now, saying when its author changed it; null when never.
    const [edited, hidden] = seeded.comments;
    expect(written.find((c) => c.id === edited?.id)).toMatchObject({
      content: doc("So crusty, and still soft inside"),
      editedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(written.find((c) => c.id === hidden?.id)).toMatchObject({ editedAt: null });
    const settings = archive.json("site/settings.json");
    expect(settings).toMatchObject({ slug: site.slug, title: site.title, customDomains: [] });
    expect(settings).not.toHaveProperty("stripeAccountId");
    const pages = archive.json("site/pages.json");
    expect(pages).toHaveProperty("links");
    // Everyone on the Contributors page, not only those a recipe credits.
    expect(pages.contributors).toEqual([
      expect.objectContaining({ id: seeded.contributor.id, name: seeded.contributor.name }),
    ]);
    expect(archive.json("site/redirects.json")).toEqual({
      redirects: [{ from: "/about-me", to: "/about" }],
      renamedRecipes: [{ from: "/recipes/crusty-bread", to: "/recipes/country-bread" }],
      renamedCollections: [],
    });
    expect(archive.text("README.txt")).toContain("subscribers.csv");
  }, 60_000);

  it("a redelivered message neither writes a second archive nor mails twice", async () => {
    const { site, token, owner } = await makeKitchen();
    await makeRecipe({ siteId: site.id, slug: "only-one" });
    const queue = recordingQueue();
    await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    const job = exportJob(queue.jobs);

    // Two deliveries at once (only one may claim the row), then a late third one.
    await Promise.all([runExportJob(env, databases(), job), runExportJob(env, databases(), job)]);
    await runExportJob(env, databases(), job);

    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, job.exportId));
    expect(row).toMatchObject({
      state: "done",
      attempt: 1,
      objectKey: exportObjectKey(job.exportId, 1),
    });
    const objects = await env.MEDIA.list({ prefix: `exports/${job.exportId}/` });
    expect(objects.objects.map((o) => o.key)).toEqual([exportObjectKey(job.exportId, 1)]);
    const { body } = await call("GET", `/dev/mail?to=${encodeURIComponent(owner.email)}`);
    expect(
      body.messages.filter((m: { subject: string }) => m.subject.includes("export")),
    ).toHaveLength(1);
  });

  it("a delivery after a run that died part-way starts over cleanly in a fresh object", async () => {
    const { site, token } = await makeKitchen();
    await makeRecipe({ siteId: site.id, slug: "after-a-crash" });
    const queue = recordingQueue();
    await call("POST", `/manage/${site.slug}/exports`, { token }, queue.env);
    const job = exportJob(queue.jobs);
    // The first attempt got as far as one part of its upload, then its isolate died.
    const staleKey = exportObjectKey(job.exportId, 1);
    const stale = await env.MEDIA.createMultipartUpload(staleKey);
    const part = await stale.uploadPart(1, randomBytes(PART_SIZE));
    await db()
      .update(dataExports)
      .set({ state: "running", attempt: 1, uploadId: stale.uploadId })
      .where(eq(dataExports.id, job.exportId));

    await runExportJob(env, databases(), job);

    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, job.exportId));
    expect(row).toMatchObject({ state: "done", attempt: 2, uploadId: null });
    // The stalled upload was aborted: its part can no longer be completed into an object.
    await expect(
      env.MEDIA.resumeMultipartUpload(staleKey, stale.uploadId).complete([part]),
    ).rejects.toThrow();
    const objects = await env.MEDIA.list({ prefix: `exports/${job.exportId}/` });
    expect(objects.objects.map((o) => o.key)).toEqual([exportObjectKey(job.exportId, 2)]);
    const [listed] = await siteExports(site.slug, token);
    const archive = readArchive((await download(listed?.downloadUrl as string)).bytes);
    expect(archive.json("recipes/after-a-crash.json").slug).toBe("after-a-crash");
  });

  it("a manager who is not the owner may export, and the link goes to them", async () => {
    const { site } = await makeKitchen();
    const manager = await addManager(site.id);
    const queue = recordingQueue();
    const started = await call(
      "POST",
      `/manage/${site.slug}/exports`,
      { token: manager.token },
      queue.env,
    );
    expect(started.status).toBe(202);
    await runExportJob(env, databases(), exportJob(queue.jobs));
    expect((await latestMail(manager.user.email, "export")).link).toContain(started.body.export.id);
  });
});

describe("manage/account-exports: a reader's own data", () => {
  it("exports the reader's account, bookmarks, comments and subscriptions across sites", async () => {
    const reader = await makeUser({ displayName: "Rita Reader", handle: `rita${Date.now()}` });
    const first = await makeKitchen();
    const second = await makeKitchen();
    const soup = await makeRecipe({ siteId: first.site.id, slug: "soup" });
    const pie = await makeRecipe({ siteId: second.site.id, slug: "pie" });
    // Someone else's data on the same sites stays out of it.
    const stranger = await makeUser();
    for (const [userId, recipe, site] of [
      [reader.id, soup, first.site],
      [reader.id, pie, second.site],
      [stranger.id, soup, first.site],
    ] as const) {
      await call("POST", `/site/${site.slug}/bookmarks`, {
        token: await signedIn(userId, site.id),
        json: { recipeId: recipe.id },
      });
    }
    // The rows below name the reader in each site's database: their anchor there first.
    const firstDb = await siteDb(first.site.id);
    await anchorPerson(firstDb, reader.id);
    await anchorPerson(await siteDb(second.site.id), reader.id);
    const mine = await makeCommentRow({ siteId: first.site.id, recipeId: soup.id, text: "Yum" });
    await firstDb.update(comments).set({ userId: reader.id }).where(eq(comments.id, mine.id));
    await makeCommentRow({ siteId: first.site.id, recipeId: soup.id, text: "Not hers" });
    await makeSubscriberRow(first.site.id, "free", { userId: reader.id, email: reader.email });
    await makeSubscriberRow(second.site.id, "monthly", { userId: reader.id, email: reader.email });

    // Stars, an upvote and the shopping list: the reader's, and a stranger's beside them.
    const readerOnFirst = await signedIn(reader.id, first.site.id);
    // She changed her comment's words since: her data says so.
    const edited = await call("PATCH", `/site/${first.site.slug}/comments/${mine.id}`, {
      token: readerOnFirst,
      json: { text: "Yum, twice" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const strangerOnFirst = await signedIn(stranger.id, first.site.id);
    for (const [token, stars] of [
      [readerOnFirst, 4],
      [strangerOnFirst, 1],
    ] as const) {
      const rated = await call("PUT", `/site/${first.site.slug}/ratings`, {
        token,
        json: { recipeId: soup.id, stars },
      });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    }
    const theirs = await makeCommentRow({ siteId: first.site.id, recipeId: soup.id, text: "Hi" });
    const upvoted = await call("POST", `/site/${first.site.slug}/comment-upvotes`, {
      token: readerOnFirst,
      json: { commentId: theirs.id },
    });
    expect(upvoted.status, JSON.stringify(upvoted.body)).toBe(200);
    for (const [userId, name] of [
      [reader.id, "Dish soap"],
      [stranger.id, "Matches"],
    ] as const) {
      const added = await call("POST", "/shopping-list/lines", {
        token: await signedIn(userId),
        json: { requestId: `export-${userId}`, name, amount: "1", unit: "" },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }

    // The units the reader chose on a site travel with their data.
    await call("PUT", `/site/${first.site.slug}/unit-preferences`, {
      token: await signedIn(reader.id, first.site.id),
      json: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    const token = await signedIn(reader.id);
    const queue = recordingQueue();
    const started = await call("POST", "/manage/account-exports", { token }, queue.env);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.export).toMatchObject({ kind: "account", state: "queued" });
    await runExportJob(env, databases(), exportJob(queue.jobs));

    const listed = await call("GET", "/manage/account-exports", { token });
    expect(listed.body.exports[0]).toMatchObject({
      state: "done",
      counts: { bookmarks: 2, comments: 1, subscriptions: 2, ratings: 1, gifts: 0, listItems: 1 },
    });
    const mail = await latestMail(reader.email, "export");
    expect(mail.subject).toBe("Your data export is ready");
    const file = await download(mail.link as string);
    expect(file.headers.get("Content-Disposition")).toMatch(/filename="my-data-export-/);
    const archive = readArchive(file.bytes);
    expect(archive.json("account.json")).toMatchObject({
      email: reader.email,
      displayName: "Rita Reader",
      measurementSystem: "metric",
      temperatureSystem: "celsius",
    });
    expect(archive.json("account.json")).not.toHaveProperty("staffRole");
    const bookmarks = archive.json("bookmarks.json") as { site: string; recipe: string }[];
    expect(bookmarks.map((b) => `${b.site}/${b.recipe}`).sort()).toEqual(
      [`${first.site.slug}/soup`, `${second.site.slug}/pie`].sort(),
    );
    expect(archive.json("comments.json")).toEqual([
      expect.objectContaining({
        id: mine.id,
        site: first.site.slug,
        recipe: "soup",
        content: doc("Yum, twice"),
        editedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    const subscriptions = archive.json("subscriptions.json") as { site: string; plan: string }[];
    expect(subscriptions.map((s) => `${s.site}:${s.plan}`).sort()).toEqual(
      [`${first.site.slug}:free`, `${second.site.slug}:monthly`].sort(),
    );
    expect(archive.json("ratings.json")).toEqual([
      expect.objectContaining({ site: first.site.slug, recipe: "soup", stars: 4, review: null }),
    ]);
    expect(archive.json("upvotes.json")).toEqual([
      expect.objectContaining({ site: first.site.slug, comment: theirs.id, recipe: "soup" }),
    ]);
    expect(archive.json("shopping-list.json")).toEqual([
      expect.objectContaining({ name: "Dish soap", amount: "1", checked: false, fromRecipes: [] }),
    ]);
    // A reader's archive holds nobody's site.
    expect(archive.paths.some((path) => path.startsWith("recipes/"))).toBe(false);
  });
});
