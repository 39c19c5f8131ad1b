import { RECIPE_REVISIONS_KEPT, REVISION_WINDOW_MINUTES } from "@schema/api/recipe-revisions";
import { recipeRevisions } from "@schema/db/recipe-revisions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call, makeNamedUser, signedIn, siteDb } from "../test/factories";
import {
  addManager,
  createRecipe,
  fullRecipe,
  makeKitchen,
  makeRecipeCatalogue,
  minimalRecipe,
} from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

type Summary = { id: string; kind: string; title: string; savedBy: { name: string } | null };

const history = async (siteSlug: string, recipeId: string, token: string) => {
  const res = await call("GET", `/manage/${siteSlug}/recipes/${recipeId}/revisions`, { token });
  expect(res.status).toBe(200);
  return res.body.revisions as Summary[];
};

const titlesAndKinds = (revisions: Summary[]) => revisions.map((r) => `${r.kind}: ${r.title}`);

/** A version begun longer ago than the window its author's next saves fold into. */
async function endWindow(siteId: string, revisionId: string) {
  const past = new Date(Date.now() - (REVISION_WINDOW_MINUTES + 1) * 60_000);
  await (await siteDb(siteId))
    .update(recipeRevisions)
    .set({ createdAt: past })
    .where(eq(recipeRevisions.id, revisionId));
}

describe("GET manage/{siteSlug}/recipes/{recipeId}/revisions", () => {
  it("keeps a version per save, folding one person's autosaves together, newest first", async () => {
    const owner = await makeNamedUser("Maya");
    const { site } = await makeKitchen({ ownerId: owner.id });
    const token = await signedIn(owner.id);
    const body = minimalRecipe({ title: "Toast" });
    const { id } = await createRecipe(site.slug, token, body);
    const path = `/manage/${site.slug}/recipes/${id}`;
    const save = (title: string) => call("PUT", path, { token, json: { ...body, title } });

    expect((await save("Toast with butter")).status).toBe(200);
    expect((await save("Toast with jam")).status).toBe(200);
    const folded = await history(site.slug, id, token);
    expect(titlesAndKinds(folded)).toEqual(["saved: Toast with jam", "created: Toast"]);
    expect(folded[0]?.savedBy?.name).toBe("Maya");

    // Past the window, the next save is a version of its own.
    await endWindow(site.id, folded[0]?.id as string);
    expect((await save("Toast with honey")).status).toBe(200);
    // Publishing what is saved adds nothing new to read: the version says it was published.
    const published = await call("POST", `${path}/publish`, {
      token,
      json: { ...body, title: "Toast with honey" },
    });
    expect(published.status).toBe(200);
    const list = await call("GET", `${path}/revisions`, { token });
    expect(titlesAndKinds(list.body.revisions)).toEqual([
      "published: Toast with honey",
      "saved: Toast with jam",
      "created: Toast",
    ]);
    await expectDocumented("GET", "/manage/:siteSlug/recipes/:recipeId/revisions", list);

    // A save that changes nothing is no new version, live or not.
    expect((await save("Toast with honey")).status).toBe(200);
    expect(await history(site.slug, id, token)).toHaveLength(3);
  });

  it("a manager's save is their own version, even within the owner's window", async () => {
    const { site, token } = await makeKitchen();
    const { id } = await createRecipe(site.slug, token, minimalRecipe({ title: "Soup" }));
    const manager = await addManager(site.id);
    const path = `/manage/${site.slug}/recipes/${id}`;
    await call("PUT", path, { token, json: minimalRecipe({ title: "Soup, thick" }) });
    const edit = await call("PUT", path, {
      token: manager.token,
      json: minimalRecipe({ title: "Soup, thin" }),
    });
    expect(edit.status).toBe(200);
    const revisions = await history(site.slug, id, token);
    expect(titlesAndKinds(revisions)).toEqual([
      "saved: Soup, thin",
      "saved: Soup, thick",
      "created: Soup",
    ]);
    expect(revisions[0]?.savedBy?.name).toBe(manager.user.email);

    // Once the manager deletes their account, their version names no one.
    const deleted = await call("POST", "/manage/account-deletion", {
      token: manager.token,
      json: { confirm: manager.user.email, comments: "keep" },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const after = await history(site.slug, id, token);
    expect(after[0]?.savedBy).toBeNull();
    expect(after[1]?.savedBy).not.toBeNull();
  });

  it("a recipe saved before its history began keeps what it said as its earliest version", async () => {
    const { site, token } = await makeKitchen();
    const imported = await makeRecipe({ siteId: site.id, title: "Grandma's stew" });
    const saved = await call("PUT", `/manage/${site.slug}/recipes/${imported.id}`, {
      token,
      json: minimalRecipe({ title: "Stew" }),
    });
    expect(saved.status).toBe(200);
    const revisions = await history(site.slug, imported.id, token);
    expect(titlesAndKinds(revisions)).toEqual(["saved: Stew", "earlier: Grandma's stew"]);
    expect(revisions[1]?.savedBy).toBeNull();
  });

  it("keeps the newest versions, letting the oldest go", async () => {
    const { site, token } = await makeKitchen();
    const body = minimalRecipe({ title: "Rice" });
    const { id } = await createRecipe(site.slug, token, body);
    const [created] = await history(site.slug, id, token);
    const sdb = await siteDb(site.id);
    const [first] = await sdb
      .select()
      .from(recipeRevisions)
      .where(eq(recipeRevisions.recipeId, id));
    if (!first || !created) throw new Error("no first version");
    // A full history, in the past, the created version oldest.
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await sdb
      .update(recipeRevisions)
      .set({ createdAt: ago(200), savedAt: ago(200) })
      .where(eq(recipeRevisions.id, first.id));
    for (let n = 0; n < RECIPE_REVISIONS_KEPT - 1; n++) {
      const at = ago(100 - n);
      await sdb.insert(recipeRevisions).values({
        siteId: site.id,
        recipeId: id,
        kind: "saved",
        content: { ...first.content, title: `Rice ${n}` },
        contentHash: `hash ${n}`,
        savedBy: null,
        createdAt: at,
        savedAt: at,
      });
    }
    const path = `/manage/${site.slug}/recipes/${id}`;
    expect(
      (await call("PUT", path, { token, json: { ...body, title: "Rice, fried" } })).status,
    ).toBe(200);
    const revisions = await history(site.slug, id, token);
    expect(revisions).toHaveLength(RECIPE_REVISIONS_KEPT);
    expect(revisions[0]?.title).toBe("Rice, fried");
    // The oldest, the created version, is gone; the rest are kept in order.
    expect(revisions.map((r) => r.id)).not.toContain(created.id);
    expect(revisions.at(-1)?.title).toBe("Rice 0");
    const stored = await sdb.select().from(recipeRevisions).where(eq(recipeRevisions.recipeId, id));
    expect(stored).toHaveLength(RECIPE_REVISIONS_KEPT);
  });

  it("a deleted recipe's history goes with it", async () => {
    const { site, token } = await makeKitchen();
    const { id } = await createRecipe(site.slug, token, minimalRecipe());
    expect((await call("DELETE", `/manage/${site.slug}/recipes/${id}`, { token })).status).toBe(
      204,
    );
    const stored = await (await siteDb(site.id))
      .select()
      .from(recipeRevisions)
      .where(eq(recipeRevisions.recipeId, id));
    expect(stored).toEqual([]);
  });
});

describe("GET manage/{siteSlug}/recipes/{recipeId}/revisions/{revisionId}", () => {
  it("answers a version whole; PUT back, it makes the recipe say it again", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const full = fullRecipe(cat);
    const created = await createRecipe(site.slug, token, full);
    const path = `/manage/${site.slug}/recipes/${created.id}`;
    const cut = await call("PUT", path, {
      token,
      json: minimalRecipe({ title: "Cut down", slug: created.slug }),
    });
    expect(cut.status).toBe(200);

    const [, first] = await history(site.slug, created.id, token);
    const read = await call("GET", `${path}/revisions/${first?.id}`, { token });
    expect(read.status).toBe(200);
    await expectDocumented(
      "GET",
      "/manage/:siteSlug/recipes/:recipeId/revisions/:revisionId",
      read,
    );
    const version = read.body.revision.recipe;
    expect(read.body.revision).toMatchObject({ kind: "created", title: full.title });
    expect(version).not.toHaveProperty("status");
    expect(version).not.toHaveProperty("id");

    const restored = await call("PUT", path, { token, json: version });
    expect(restored.status).toBe(200);
    expect(restored.body.recipe).toMatchObject(version);
    const { status, publishedAt, ...rest } = restored.body.recipe;
    expect({ status, publishedAt }).toEqual({ status: "draft", publishedAt: null });
    expect(rest).toMatchObject(full);
    // The restore is a version of its own, so the cut-down one stays to go back to.
    const after = await history(site.slug, created.id, token);
    expect(titlesAndKinds(after)).toEqual([
      `restored: ${full.title}`,
      "saved: Cut down",
      `created: ${full.title}`,
    ]);
    expect(after[0]).toMatchObject({ restoredFrom: first?.id });
  });
});
