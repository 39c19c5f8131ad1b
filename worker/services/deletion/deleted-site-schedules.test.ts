import { recipes } from "@schema/db/recipes";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, databases, siteDb } from "../../test/factories";
import { makeNewsletterKitchen, recordingQueue } from "../../test/newsletter-helpers";
import { makeRecipe } from "../../test/recipe-factories";
import { publishDueRecipes } from "../recipes/schedule";

/** A deleted site publishes nothing and mails nobody from its schedule; restored, it does. */

const publishedAtOf = async (siteId: string, id: string) =>
  (await (await siteDb(siteId)).select().from(recipes).where(eq(recipes.id, id)))[0]?.publishedAt ??
  null;

describe("scheduled publishing of a deleted site", () => {
  it("waits while the site is deleted and goes ahead once it is restored", async () => {
    const { site, token } = await makeNewsletterKitchen("public");
    const draft = await makeRecipe({ siteId: site.id, publishedAt: null });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await call("PUT", `/manage/${site.slug}/recipes/${draft.id}/schedule`, {
      token,
      json: { publishAt: at.toISOString(), newsletter: { note: null } },
    });
    expect(scheduled.status).toBe(200);
    await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });

    const queue = recordingQueue();
    const later = new Date(at.getTime() + 60_000);
    expect(await publishDueRecipes(databases(), queue.env, later)).toEqual({ published: 0 });
    expect(await publishedAtOf(site.id, draft.id)).toBeNull();
    expect(queue.jobs).toEqual([]);

    await call("POST", `/manage/deleted-sites/${site.slug}/restore`, { token });
    expect(await publishDueRecipes(databases(), queue.env, later)).toEqual({ published: 1 });
    expect(await publishedAtOf(site.id, draft.id)).not.toBeNull();
  });
});
