import { env } from "cloudflare:test";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn, siteDb, unique } from "../test/factories";
import { doc, makeRecipe, makeSubscriber } from "../test/recipe-factories";

/**
 * The API keeps a published recipe's content per site version in the isolate
 * (services/recipes/page-read-memory.ts) and reads only each viewer's rights per request.
 * A kept read must never reach a viewer who may not read it, and rights must hold at once.
 */
async function premiumRecipe() {
  const site = await makeSite();
  const marker = unique("KEPT");
  const recipe = await makeRecipe({
    siteId: site.id,
    title: "Members' stew",
    privacySetting: "subscribers_only",
    publishedAt: new Date(),
    note: `Rest it ${marker}`,
    ingredientGroups: [{ title: "Stew", lines: ["Beef", "Onion"] }],
    instructionGroups: [{ title: "Cook", steps: [{ content: doc(`Simmer ${marker}`) }] }],
  });
  return { site, recipe, marker, path: `/site/${site.slug}/recipes/${recipe.slug}` };
}

const read = async (path: string, token?: string) => {
  const res = await call("GET", path, { token });
  expect(res.status).toBe(200);
  return { text: JSON.stringify(res.body), recipe: res.body.recipe };
};

/** The version is the directory's, on the platform, as an edit's change moves it (ADR 0014). */
const bumpVersion = (siteId: string) =>
  db()
    .update(sites)
    .set({ contentVersion: sql`${sites.contentVersion} + 1` })
    .where(eq(sites.id, siteId));

describe("a recipe's content kept between views", () => {
  it("never reaches a viewer who may not read it, and stays whole for those who may", async () => {
    const premium = await premiumRecipe();
    const paid = await signedIn(
      (await makeSubscriber(premium.site.id, "monthly")).id,
      premium.site.id,
    );
    expect((await read(premium.path, paid)).text).toContain(premium.marker);

    const lockedViewers = [
      undefined,
      await signedIn((await makeSubscriber(premium.site.id, "free")).id, premium.site.id),
      await signedIn((await makeUser()).id, premium.site.id),
      await signedIn((await makeSite()).ownerId, null),
    ];
    for (const token of lockedViewers) {
      const { text, recipe } = await read(premium.path, token);
      expect(recipe.access).toEqual({ full: false, reason: "locked" });
      expect(text).not.toContain(premium.marker);
    }
    // The previews cut nothing out of what was kept.
    const again = await read(premium.path, paid);
    expect(again.recipe.access).toEqual({ full: true, reason: "paid_subscriber" });
    expect(again.recipe.note).toEqual(doc(`Rest it ${premium.marker}`));
    expect(again.recipe.instructionGroups).toHaveLength(1);
  });

  it("a plan that ends locks the very next view", async () => {
    const premium = await premiumRecipe();
    const subscriber = await makeSubscriber(premium.site.id, "monthly");
    const token = await signedIn(subscriber.id, premium.site.id);
    expect((await read(premium.path, token)).recipe.access.full).toBe(true);
    await (await siteDb(premium.site.id))
      .update(siteSubscriptions)
      .set({ status: "canceled" })
      .where(eq(siteSubscriptions.userId, subscriber.id));
    const after = await read(premium.path, token);
    expect(after.recipe.access).toEqual({ full: false, reason: "locked" });
    expect(after.text).not.toContain(premium.marker);
  });

  it("a comp that has run out no longer opens the recipe, however long the isolate has run", async () => {
    const premium = await premiumRecipe();
    const reader = await makeSubscriber(premium.site.id, "free");
    const own = await siteDb(premium.site.id);
    const comp = (until: number) =>
      own
        .update(siteSubscriptions)
        .set({ compUntil: new Date(until) })
        .where(
          and(
            eq(siteSubscriptions.siteId, premium.site.id),
            eq(siteSubscriptions.userId, reader.id),
          ),
        );
    await comp(Date.now() + 60_000);
    const token = await signedIn(reader.id, premium.site.id);
    const firstReadAt = Date.now();
    expect((await read(premium.path, token)).recipe.access.full).toBe(true);
    // The page's statements were prepared by then. Workers' clock moves across I/O:
    // wait, by I/O, until the comp can end after that moment and before now.
    while (Date.now() <= firstReadAt + 5) await env.KV.get("clock-tick");
    await comp(Date.now() - 1);
    const after = await read(premium.path, token);
    expect(after.recipe.access).toEqual({ full: false, reason: "locked" });
    expect(after.text).not.toContain(premium.marker);
  });

  it("shows a change at once when the site's version moves with it, as every edit's batch does", async () => {
    const premium = await premiumRecipe();
    const token = await signedIn(
      (await makeSubscriber(premium.site.id, "monthly")).id,
      premium.site.id,
    );
    await read(premium.path, token);
    const own = await siteDb(premium.site.id);
    const setNote = (text: string) =>
      own
        .update(recipes)
        .set({ note: doc(text) })
        .where(eq(recipes.id, premium.recipe.id));

    // Without a version move the kept content answers (as cached pages do, for a minute).
    await setNote("Unannounced change");
    expect((await read(premium.path, token)).recipe.note).toEqual(doc(`Rest it ${premium.marker}`));
    await bumpVersion(premium.site.id);
    expect((await read(premium.path, token)).recipe.note).toEqual(doc("Unannounced change"));
  });

  it("keeps nothing of a draft: a manager's preview always reads it afresh", async () => {
    const premium = await premiumRecipe();
    const own = await siteDb(premium.site.id);
    await own.update(recipes).set({ publishedAt: null }).where(eq(recipes.id, premium.recipe.id));
    await bumpVersion(premium.site.id);
    const owner = await signedIn(premium.site.ownerId, null);
    const preview = `${premium.path}?preview=true`;
    expect((await read(preview, owner)).recipe.note).toEqual(doc(`Rest it ${premium.marker}`));
    await own
      .update(recipes)
      .set({ note: doc("Draft edit") })
      .where(eq(recipes.id, premium.recipe.id));
    expect((await read(preview, owner)).recipe.note).toEqual(doc("Draft edit"));
  });

  it("reads the ratings afresh on every view, each viewer seeing only their own stars", async () => {
    const site = await makeSite();
    const recipe = await makeRecipe({ siteId: site.id, publishedAt: new Date() });
    const path = `/site/${site.slug}/recipes/${recipe.slug}`;
    const rater = async (stars: number) => {
      const user = await makeUser();
      const token = await signedIn(user.id, site.id);
      const res = await call("PUT", `/site/${site.slug}/ratings`, {
        token,
        json: { recipeId: recipe.id, stars },
      });
      expect(res.status).toBe(200);
      return { user, token };
    };
    const alice = await rater(4);
    const bob = await rater(2);
    expect((await read(path)).recipe.rating).toEqual({
      average: 3,
      count: 2,
      reviewCount: 0,
      mine: null,
    });
    // The content is kept now; the stars are still each viewer's own.
    expect((await read(path, alice.token)).recipe.rating.mine).toBe(4);
    expect((await read(path, bob.token)).recipe.rating.mine).toBe(2);
    // Alice signed in on another site is nobody here: her stars are not shown to that session.
    const elsewhere = await signedIn(alice.user.id, (await makeSite()).id);
    expect((await read(path, elsewhere)).recipe.rating).toMatchObject({ count: 2, mine: null });
    // A new rating moves no content version, and shows at the next view all the same.
    await rater(5);
    expect((await read(path)).recipe.rating).toMatchObject({ average: 3.7, count: 3 });
  });
});
