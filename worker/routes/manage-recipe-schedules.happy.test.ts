import { newsletterSends } from "@schema/db/newsletters";
import { recipes } from "@schema/db/recipes";
import { scheduledPublications } from "@schema/db/scheduled-publications";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishDueRecipes, SCHEDULE_CLAIM_LEASE_MS } from "../services/recipes/schedule";
import { expectDocumented } from "../test/documented-answers";
import { call, databases, siteDb } from "../test/factories";
import { createRecipe, minimalRecipe } from "../test/manage-factories";
import { makeNewsletterKitchen, recordingQueue } from "../test/newsletter-helpers";
import { makeRecipe } from "../test/recipe-factories";

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function draftKitchen() {
  const kitchen = await makeNewsletterKitchen("public");
  const draft = await makeRecipe({
    siteId: kitchen.site.id,
    title: "Spring tart",
    publishedAt: null,
    ingredientGroups: [{ lines: ["Pastry"] }],
    instructionGroups: [{ steps: ["Bake"] }],
  });
  return { ...kitchen, draft };
}

const publishedAtOf = async (siteId: string, id: string) =>
  (await (await siteDb(siteId)).select().from(recipes).where(eq(recipes.id, id)))[0]?.publishedAt ??
  null;

describe("scheduling a recipe", () => {
  it("schedules, lists, changes and cancels", async () => {
    const { site, token, draft } = await draftKitchen();
    const path = `/manage/${site.slug}/recipes/${draft.id}/schedule`;
    const at = inMinutes(60);
    const put = await call("PUT", path, {
      token,
      json: { publishAt: at.toISOString(), newsletter: { note: "New this week" } },
    });
    expect(put.status).toBe(200);
    expect(put.body.scheduled).toEqual([
      {
        recipeId: draft.id,
        title: "Spring tart",
        publishAt: at.toISOString(),
        timeZone: "UTC",
        newsletter: { note: "New this week", recipients: "everyone" },
      },
    ]);
    // Changed, in the zone the creator reads the time in: kept for showing it there.
    const later = inMinutes(120);
    const change = await call("PUT", path, {
      token,
      json: { publishAt: later.toISOString(), timeZone: "america/new_york", newsletter: null },
    });
    expect(change.body.scheduled).toEqual([
      expect.objectContaining({
        publishAt: later.toISOString(),
        timeZone: "America/New_York",
        newsletter: null,
      }),
    ]);
    const list = await call("GET", `/manage/${site.slug}/scheduled-recipes`, { token });
    expect(list.body.scheduled).toHaveLength(1);
    // The editor's read says so too: its badge and publish dialog show it.
    const editor = `/manage/${site.slug}/recipes/${draft.id}`;
    const read = await call("GET", editor, { token });
    expect(read.body.recipe.schedule).toEqual({
      publishAt: later.toISOString(),
      timeZone: "America/New_York",
    });
    await expectDocumented("GET", "/manage/:siteSlug/recipes/:recipeId", read);
    // And the recipe list's row, for its badge.
    const rows = await call("GET", `/manage/${site.slug}/recipes`, { token });
    const rowOf = (body: { recipes: { id: string; scheduledFor: string | null }[] }) =>
      body.recipes.find((recipe) => recipe.id === draft.id);
    expect(rowOf(rows.body)?.scheduledFor).toBe(later.toISOString());
    await expectDocumented("GET", "/manage/:siteSlug/recipes", rows);
    const cancel = await call("DELETE", path, { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.scheduled).toEqual([]);
    expect((await call("GET", editor, { token })).body.recipe.schedule).toBeNull();
    const after = await call("GET", `/manage/${site.slug}/recipes`, { token });
    expect(rowOf(after.body)?.scheduledFor).toBeNull();
    expect((await call("DELETE", path, { token })).status).toBe(404);
    expect(await publishedAtOf(site.id, draft.id)).toBeNull();
  });

  it("the cron publishes a due recipe and e-mails it once, even when the run is retried", async () => {
    const { site, token, draft } = await draftKitchen();
    const at = inMinutes(1);
    await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt: at.toISOString(), newsletter: { note: "Fresh", recipients: "paid" } },
    });
    const queue = recordingQueue();

    // Not yet due: nothing happens.
    await publishDueRecipes(databases(), queue.env, new Date(at.getTime() - 1000));
    expect(await publishedAtOf(site.id, draft.id)).toBeNull();

    // Two runs at the same minute (a retried invocation): one publish, one send.
    const runAt = new Date(at.getTime() + 5000);
    const [first, second] = await Promise.all([
      publishDueRecipes(databases(), queue.env, runAt),
      publishDueRecipes(databases(), queue.env, runAt),
    ]);
    expect(first.published + second.published).toBe(1);
    expect(await publishedAtOf(site.id, draft.id)).toEqual(at);
    const sends = await (await siteDb(site.id))
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.recipeId, draft.id));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ note: "Fresh", recipients: "paid" });
    expect(queue.jobs.filter((job) => job.type === "newsletter-fanout")).toHaveLength(1);
    const left = await (await siteDb(site.id))
      .select()
      .from(scheduledPublications)
      .where(eq(scheduledPublications.recipeId, draft.id));
    expect(left).toEqual([]);
    // A later run finds nothing more to do.
    expect((await publishDueRecipes(databases(), queue.env, inMinutes(10))).published).toBe(0);
  });

  it("a run that died after its claim is finished by a later run once, after the lease", async () => {
    const { site, token, draft } = await draftKitchen();
    const at = inMinutes(1);
    await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt: at.toISOString(), newsletter: { note: null } },
    });
    // The dead run: it claimed the row, published and sent, but never deleted the row.
    const claimedAt = new Date(at.getTime() + 1000);
    await (await siteDb(site.id))
      .update(scheduledPublications)
      .set({ claimedAt, attempts: 1 })
      .where(eq(scheduledPublications.recipeId, draft.id));
    const queue = recordingQueue();
    // Within the lease, the claim holds.
    await publishDueRecipes(databases(), queue.env, new Date(claimedAt.getTime() + MINUTE));
    expect(await publishedAtOf(site.id, draft.id)).toBeNull();
    const after = new Date(claimedAt.getTime() + SCHEDULE_CLAIM_LEASE_MS + 1000);
    await publishDueRecipes(databases(), queue.env, after);
    await publishDueRecipes(
      databases(),
      queue.env,
      new Date(after.getTime() + SCHEDULE_CLAIM_LEASE_MS * 2),
    );
    expect(await publishedAtOf(site.id, draft.id)).toEqual(at);
    const sends = await (await siteDb(site.id))
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.recipeId, draft.id));
    expect(sends).toHaveLength(1);
  });

  it("a draft whose title was emptied after scheduling is not published untitled", async () => {
    const { site, token, draft } = await draftKitchen();
    const at = inMinutes(1);
    await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt: at.toISOString() },
    });
    const db = await siteDb(site.id);
    await db.update(recipes).set({ title: "" }).where(eq(recipes.id, draft.id));
    const run = await publishDueRecipes(databases(), recordingQueue().env, inMinutes(2));
    expect(run.published).toBe(0);
    expect(await publishedAtOf(site.id, draft.id)).toBeNull();
    // Kept, to be retried once the author gives it a title.
    const left = await db
      .select()
      .from(scheduledPublications)
      .where(eq(scheduledPublications.recipeId, draft.id));
    expect(left).toHaveLength(1);
  });

  it("publishing by hand clears a pending schedule, so an unpublish later stays a draft", async () => {
    const { site, token } = await draftKitchen();
    const draft = await createRecipe(site.slug, token, minimalRecipe({ title: "Plum cake" }));
    const path = `/manage/${site.slug}/recipes/${draft.id}/schedule`;
    const at = inMinutes(30);
    await call("PUT", path, { token, json: { publishAt: at.toISOString(), newsletter: null } });

    const publish = await call("POST", `/manage/${site.slug}/recipes/${draft.id}/publish`, {
      token,
      json: minimalRecipe({ title: "Plum cake", slug: draft.slug }),
    });
    expect(publish.status).toBe(200);
    const left = await (await siteDb(site.id))
      .select()
      .from(scheduledPublications)
      .where(eq(scheduledPublications.recipeId, draft.id));
    expect(left).toEqual([]);
    // Back to draft: the old schedule neither shows in the kitchen nor publishes it.
    await call("POST", `/manage/${site.slug}/recipes/${draft.id}/unpublish`, { token });
    const list = await call("GET", `/manage/${site.slug}/scheduled-recipes`, { token });
    expect(list.body.scheduled).toEqual([]);
    await publishDueRecipes(databases(), recordingQueue().env, inMinutes(31));
    expect(await publishedAtOf(site.id, draft.id)).toBeNull();
    // Nothing left to cancel either.
    expect((await call("DELETE", path, { token })).status).toBe(404);
  });
});
