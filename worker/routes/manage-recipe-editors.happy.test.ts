import { RECIPE_EDITOR_SECONDS } from "@schema/api/recipe-editors";
import { describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call, makeNamedUser, signedIn } from "../test/factories";
import { setApiClock } from "../test/gift-helpers";
import { addManager, makeKitchen } from "../test/manage-factories";
import { makeRecipe } from "../test/recipe-factories";

type Editor = { name: string; you: boolean; seenAt: string };

/** A recipe of Maya's site, open in her laptop's editor and her phone's. */
async function fixture() {
  const maya = await makeNamedUser("Maya");
  const { site } = await makeKitchen({ ownerId: maya.id });
  const recipe = await makeRecipe({ siteId: site.id, title: "Pea soup", publishedAt: null });
  const path = (tabId: string) => `/manage/${site.slug}/recipes/${recipe.id}/editors/${tabId}`;
  const beat = async (token: string, tabId: string) => {
    const res = await call("PUT", path(tabId), { token });
    expect(res.status).toBe(200);
    return res.body.editors as Editor[];
  };
  const close = async (token: string, tabId: string) => {
    const res = await call("DELETE", path(tabId), { token });
    expect(res.status).toBe(204);
  };
  return {
    site,
    path,
    beat,
    close,
    laptop: await signedIn(maya.id),
    phone: await signedIn(maya.id),
  };
}

const tab = () => crypto.randomUUID();

/** Runs `test` with the API's clock at `start` plus whatever `at(seconds)` moves it to. */
async function atClock(test: (at: (seconds: number) => Promise<void>) => Promise<void>) {
  const start = Date.UTC(2031, 4, 1, 12);
  try {
    await test((seconds) => setApiClock(new Date(start + seconds * 1000)));
  } finally {
    await setApiClock(null);
  }
}

describe("PUT manage/{siteSlug}/recipes/{recipeId}/editors/{tabId}", () => {
  it("a tab alone hears of no one; the same person's second tab hears of the first as theirs", async () => {
    const { path, beat, laptop, phone } = await fixture();
    const [onLaptop, onPhone] = [tab(), tab()];
    const first = await call("PUT", path(onLaptop), { token: laptop });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ editors: [] });

    const second = await call("PUT", path(onPhone), { token: phone });
    expect(second.body.editors).toEqual([{ name: "Maya", you: true, seenAt: expect.any(String) }]);
    await expectDocumented("PUT", "/manage/:siteSlug/recipes/:recipeId/editors/:tabId", second);
    // Its own beat again: still only the other tab, never itself.
    expect(await beat(laptop, onLaptop)).toEqual([
      { name: "Maya", you: true, seenAt: expect.any(String) },
    ]);
  });

  it("another manager of the site hears of the owner by name, and the owner of them", async () => {
    const { site, beat, laptop } = await fixture();
    const manager = await addManager(site.id);
    const owners = tab();
    await beat(laptop, owners);
    expect(await beat(manager.token, tab())).toEqual([
      { name: "Maya", you: false, seenAt: expect.any(String) },
    ]);
    // No display name: the other managers see their address.
    expect(await beat(laptop, owners)).toEqual([
      { name: manager.user.email, you: false, seenAt: expect.any(String) },
    ]);
  });

  it("lists the most recently seen tab first, with when it was seen", async () => {
    const { site, beat, laptop, phone } = await fixture();
    const manager = await addManager(site.id);
    await atClock(async (at) => {
      const onLaptop = tab();
      await at(0);
      await beat(laptop, onLaptop);
      await at(10);
      await beat(phone, tab());
      await at(20);
      await beat(manager.token, tab());
      await at(30);
      const editors = await beat(laptop, onLaptop);
      expect(editors.map((editor) => [editor.name, editor.you])).toEqual([
        [manager.user.email, false],
        ["Maya", true],
      ]);
      const [managerSeen, phoneSeen] = editors.map((editor) => Date.parse(editor.seenAt));
      // The clock is moved by an offset from workerd's, which only ticks between requests.
      expect(((managerSeen ?? 0) - (phoneSeen ?? 0)) / 1000).toBeCloseTo(10, 0);
    });
  });

  it(`forgets a tab not heard from for ${RECIPE_EDITOR_SECONDS} seconds`, async () => {
    const { site, beat, laptop, phone } = await fixture();
    const manager = await addManager(site.id);
    await atClock(async (at) => {
      const [onPhone, managers] = [tab(), tab()];
      await at(0);
      await beat(phone, onPhone);
      // A laptop closed without a word: its phone tab goes on beating, the laptop's does not.
      await at(1);
      await beat(laptop, tab());
      await at(RECIPE_EDITOR_SECONDS - 1);
      await beat(phone, onPhone);
      await at(RECIPE_EDITOR_SECONDS + 2);
      expect(await beat(manager.token, managers)).toEqual([
        { name: "Maya", you: false, seenAt: expect.any(String) },
      ]);
      await at(2 * RECIPE_EDITOR_SECONDS);
      expect(await beat(manager.token, managers)).toEqual([]);
    });
  });
});

describe("DELETE manage/{siteSlug}/recipes/{recipeId}/editors/{tabId}", () => {
  it("a closed tab is heard of no more", async () => {
    const { beat, close, laptop, phone } = await fixture();
    const [onLaptop, onPhone] = [tab(), tab()];
    await beat(laptop, onLaptop);
    await close(laptop, onLaptop);
    expect(await beat(phone, onPhone)).toEqual([]);
    // Closing a tab the API no longer knows is no error.
    await close(laptop, onLaptop);
  });

  it("someone else's close of your tab leaves it open", async () => {
    const { site, beat, close, laptop } = await fixture();
    const manager = await addManager(site.id);
    const owners = tab();
    await beat(laptop, owners);
    await close(manager.token, owners);
    expect(await beat(manager.token, tab())).toEqual([
      { name: "Maya", you: false, seenAt: expect.any(String) },
    ]);
  });
});

describe("GET manage/{siteSlug}/recipe-editors", () => {
  it("lists the site's recipes open now, each with who has it, for the recipe list", async () => {
    const { site, beat, laptop, close } = await fixture();
    const manager = await addManager(site.id);
    const other = await makeRecipe({ siteId: site.id, title: "Bean stew", publishedAt: null });
    const list = async (token: string) => {
      const res = await call("GET", `/manage/${site.slug}/recipe-editors`, { token });
      expect(res.status).toBe(200);
      return res;
    };
    expect((await list(laptop)).body).toEqual({ recipes: [] });

    const owners = tab();
    await beat(laptop, owners);
    const otherPath = `/manage/${site.slug}/recipes/${other.id}/editors/${tab()}`;
    expect((await call("PUT", otherPath, { token: manager.token })).status).toBe(200);

    const res = await list(laptop);
    await expectDocumented("GET", "/manage/:siteSlug/recipe-editors", res);
    const byRecipe = new Map(
      (res.body.recipes as { recipeId: string; editors: Editor[] }[]).map((entry) => [
        entry.recipeId,
        entry.editors.map((editor) => [editor.name, editor.you]),
      ]),
    );
    expect(byRecipe.size).toBe(2);
    expect(byRecipe.get(other.id)).toEqual([[manager.user.email, false]]);
    // The owner's own tab is theirs, and the manager reads it as the owner's.
    expect([...byRecipe.values()]).toContainEqual([["Maya", true]]);
    const managers = await list(manager.token);
    expect(JSON.stringify(managers.body)).toContain('"name":"Maya","you":false');

    // A closed tab leaves the list.
    await close(laptop, owners);
    expect((await list(laptop)).body.recipes).toEqual([
      { recipeId: other.id, editors: [expect.objectContaining({ you: false })] },
    ]);
  });
});
