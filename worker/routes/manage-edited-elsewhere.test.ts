import { describe, expect, it } from "vitest";
import { call } from "../test/factories";
import {
  addManager,
  createRecipe,
  doc,
  makeKitchen,
  minimalRecipe,
} from "../test/manage-factories";

/**
 * Two tabs, or two managers, on one recipe, collection, event, contributor or site page
 * (ADR 0021): a save that names the
 * version it was based on (If-Match: the ETag) is refused with 412 when someone saved since,
 * and writes nothing; the version it would have replaced stays as the other person left it.
 * The settings' own tests: manage-site-settings.edited-elsewhere.test.ts.
 */
describe("saving a recipe over someone else's save", () => {
  it("GET answers the recipe's ETag; a save based on it goes through and moves it", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await createRecipe(site.slug, token);
    const path = `/manage/${site.slug}/recipes/${recipe.id}`;

    const read = await call("GET", path, { token });
    const tag = read.headers.get("ETag");
    expect(tag).toBe(`"${read.body.recipe.updatedAt}"`);

    const saved = await call("PUT", path, {
      token,
      headers: { "If-Match": tag ?? "" },
      json: minimalRecipe({ title: "Mine", slug: recipe.slug }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.recipe.title).toBe("Mine");
    expect(`"${saved.body.recipe.updatedAt}"`).not.toBe(tag);
    // The answer's ETag is the next save's If-Match, with no read between.
    expect(saved.headers.get("ETag")).toBe(`"${saved.body.recipe.updatedAt}"`);
    const next = await call("PUT", path, {
      token,
      headers: { "If-Match": saved.headers.get("ETag") ?? "" },
      json: minimalRecipe({ title: "Mine again", slug: recipe.slug }),
    });
    expect(next.status).toBe(200);
  });

  it("a save based on an older version is 412 edited_elsewhere and changes nothing", async () => {
    const { site, token } = await makeKitchen();
    const other = await addManager(site.id);
    const recipe = await createRecipe(site.slug, token);
    const path = `/manage/${site.slug}/recipes/${recipe.id}`;
    const opened = (await call("GET", path, { token })).headers.get("ETag") ?? "";

    // Another manager saves first (a different millisecond than the version both opened).
    await new Promise((resolve) => setTimeout(resolve, 2));
    const theirs = await call("PUT", path, {
      token: other.token,
      json: minimalRecipe({ title: "Theirs", slug: recipe.slug }),
    });
    expect(theirs.status).toBe(200);

    for (const [method, suffix] of [
      ["PUT", ""],
      ["POST", "/publish"],
    ] as const) {
      const stale = await call(method, `${path}${suffix}`, {
        token,
        headers: { "If-Match": opened },
        json: minimalRecipe({ title: "Mine", slug: recipe.slug }),
      });
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ error: "edited_elsewhere" });
    }
    const after = await call("GET", path, { token });
    expect(after.body.recipe).toMatchObject({ title: "Theirs", status: "draft" });
    expect(after.body.recipe.updatedAt).toBe(theirs.body.recipe.updatedAt);
  });

  it("without If-Match, or with *, a save writes over whatever is there", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await createRecipe(site.slug, token);
    const path = `/manage/${site.slug}/recipes/${recipe.id}`;
    for (const headers of [{}, { "If-Match": "*" }] as Record<string, string>[]) {
      const res = await call("PUT", path, {
        token,
        headers,
        json: minimalRecipe({ title: "Any", slug: recipe.slug }),
      });
      expect(res.status).toBe(200);
    }
  });

  it("a weak tag, a made-up tag or an overlong header never matches", async () => {
    const { site, token } = await makeKitchen();
    const recipe = await createRecipe(site.slug, token);
    const path = `/manage/${site.slug}/recipes/${recipe.id}`;
    const tag = (await call("GET", path, { token })).headers.get("ETag") ?? "";
    const json = minimalRecipe({ title: "Mine", slug: recipe.slug });

    for (const ifMatch of [`W/${tag}`, '"nope"', tag.replaceAll('"', "")]) {
      const res = await call("PUT", path, { token, headers: { "If-Match": ifMatch }, json });
      expect(res.status).toBe(412);
    }
    const long = await call("PUT", path, {
      token,
      headers: { "If-Match": "x".repeat(1001) },
      json,
    });
    expect(long.status).toBe(400);
    expect(long.body.issues[0].path).toBe("if-match");

    // A list naming the current tag matches.
    const listed = await call("PUT", path, {
      token,
      headers: { "If-Match": `"old", ${tag}` },
      json,
    });
    expect(listed.status).toBe(200);
  });
});

/** An event as the kitchen creates one. */
const EVENT = {
  title: "Market day",
  date: "2031-05-01T10:00",
  timeZone: "Europe/London",
  location: "The square",
};

describe("a create answers the ETag a read would", () => {
  const cases = [
    {
      what: "a recipe",
      list: "recipes",
      key: "recipe",
      json: minimalRecipe({ slug: "toast" }),
      save: minimalRecipe({ title: "Toast again", slug: "toast" }),
    },
    {
      what: "a collection",
      list: "collections",
      key: "collection",
      json: { title: "Soups", slug: "soups" },
      save: { title: "Winter soups" },
    },
    { what: "an event", list: "events", key: "event", json: EVENT, save: EVENT },
    {
      what: "a contributor",
      list: "contributors",
      key: "contributor",
      json: { name: "Ana" },
      save: { name: "Ana Lima" },
    },
  ];

  it.each(cases)(
    "$what: the 201's ETag is the read's, and the first save may send it",
    async ({ list, key, json, save }) => {
      const { site, token } = await makeKitchen();
      const created = await call("POST", `/manage/${site.slug}/${list}`, { token, json });
      expect(created.status).toBe(201);
      const tag = created.headers.get("ETag");
      const path = `/manage/${site.slug}/${list}/${created.body[key].id}`;
      expect(tag).not.toBeNull();
      expect(tag).toBe((await call("GET", path, { token })).headers.get("ETag"));
      const saved = await call("PUT", path, {
        token,
        headers: { "If-Match": tag ?? "" },
        json: save,
      });
      expect(saved.status).toBe(200);
    },
  );
});

describe("saving a collection over someone else's save", () => {
  it("a save based on an older collection is 412 and changes nothing; on the new one it goes through", async () => {
    const { site, token } = await makeKitchen();
    const created = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { title: "Soups", slug: "soups" },
    });
    const path = `/manage/${site.slug}/collections/${created.body.collection.id}`;
    const read = await call("GET", path, { token });
    const opened = read.headers.get("ETag") ?? "";
    expect(opened).toBe(`"${read.body.collection.updatedAt}"`);

    await new Promise((resolve) => setTimeout(resolve, 2));
    const theirs = await call("PUT", path, { token, json: { title: "Winter soups" } });
    expect(theirs.status).toBe(200);

    const stale = await call("PUT", path, {
      token,
      headers: { "If-Match": opened },
      json: { title: "Summer soups" },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: "edited_elsewhere" });
    const now = await call("GET", path, { token });
    expect(now.body.collection.title).toBe("Winter soups");

    const fresh = await call("PUT", path, {
      token,
      headers: { "If-Match": now.headers.get("ETag") ?? "" },
      json: { title: "Summer soups" },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("ETag")).toBe(`"${fresh.body.collection.updatedAt}"`);
  });
});

describe("the ETag is the site's managers' alone", () => {
  it("another site's owner and a signed-out caller get 404 or 401, with no ETag, and change nothing", async () => {
    const { site, token } = await makeKitchen();
    const stranger = await makeKitchen();
    const recipe = await createRecipe(site.slug, token);
    const path = `/manage/${site.slug}/recipes/${recipe.id}`;
    const tag = (await call("GET", path, { token })).headers.get("ETag") ?? "";

    const peek = await call("GET", path, { token: stranger.token });
    expect(peek.status).toBe(404);
    expect(peek.headers.get("ETag")).toBeNull();
    const settings = await call("GET", `/manage/${site.slug}/current-site`, {
      token: stranger.token,
    });
    expect(settings.status).toBe(404);
    expect(settings.headers.get("ETag")).toBeNull();

    const json = minimalRecipe({ title: "Not yours", slug: recipe.slug });
    const foreign = await call("PUT", path, {
      token: stranger.token,
      headers: { "If-Match": tag },
      json,
    });
    expect(foreign.status).toBe(404);
    const signedOut = await call("PUT", path, { headers: { "If-Match": tag }, json });
    expect(signedOut.status).toBe(401);
    expect((await call("GET", path, { token })).body.recipe.title).not.toBe("Not yours");
  });
});

describe("events, contributors and site pages: a digest of what was read is their ETag", () => {
  const cases = [
    {
      what: "an event",
      make: async (siteSlug: string, token: string) =>
        `/manage/${siteSlug}/events/${(await call("POST", `/manage/${siteSlug}/events`, { token, json: EVENT })).body.event.id}`,
      theirs: { ...EVENT, title: "Market morning" },
      mine: { ...EVENT, title: "Market evening" },
      saysMine: "Market evening",
      read: (body: { event: { title: string } }) => body.event.title,
    },
    {
      what: "a contributor",
      make: async (siteSlug: string, token: string) =>
        `/manage/${siteSlug}/contributors/${(await call("POST", `/manage/${siteSlug}/contributors`, { token, json: { name: "Ana" } })).body.contributor.id}`,
      theirs: { name: "Ana Lima" },
      mine: { name: "Ana L." },
      saysMine: "Ana L.",
      read: (body: { contributor: { name: string } }) => body.contributor.name,
    },
    {
      what: "the terms page (the platform's default, before any save)",
      make: async (siteSlug: string) => `/manage/${siteSlug}/site-pages/terms`,
      theirs: { body: doc("Their terms.") },
      mine: { body: doc("My terms.") },
      saysMine: "My terms.",
      read: (body: { body: { children: { children: { text: string }[] }[] } }) =>
        body.body.children[0]?.children[0]?.text,
    },
  ];

  it.each(cases)(
    "$what: a save based on an older read is 412; on the new one it goes through",
    async ({ make, theirs, mine, saysMine, read }) => {
      const { site, token } = await makeKitchen();
      const path = await make(site.slug, token);
      const opened = await call("GET", path, { token });
      const tag = opened.headers.get("ETag") ?? "";
      expect(tag).toMatch(/^"[0-9a-f]{32}"$/);

      const first = await call("PUT", path, { token, headers: { "If-Match": tag }, json: theirs });
      expect(first.status).toBe(200);
      expect(first.headers.get("ETag")).not.toBe(tag);
      expect((await call("GET", path, { token })).headers.get("ETag")).toBe(
        first.headers.get("ETag"),
      );

      const stale = await call("PUT", path, { token, headers: { "If-Match": tag }, json: mine });
      expect(stale.status).toBe(412);
      expect(stale.body.error).toBe("edited_elsewhere");
      expect(read((await call("GET", path, { token })).body)).toBe(read(first.body));

      const fresh = await call("PUT", path, {
        token,
        headers: { "If-Match": first.headers.get("ETag") ?? "" },
        json: mine,
      });
      expect(fresh.status).toBe(200);
      expect(read(fresh.body)).toBe(saysMine);
    },
  );
});

describe("a digest tag follows what the form writes, not what is worked out", () => {
  it("a recipe that credits a contributor does not move the contributor's tag", async () => {
    const { site, token } = await makeKitchen();
    const made = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      json: { name: "Ana" },
    });
    const path = `/manage/${site.slug}/contributors/${made.body.contributor.id}`;
    const before = await call("GET", path, { token });
    await createRecipe(
      site.slug,
      token,
      minimalRecipe({ contributorIds: [made.body.contributor.id] }),
    );
    const after = await call("GET", path, { token });
    expect(after.body.contributor.recipeCount).toBe(before.body.contributor.recipeCount + 1);
    expect(after.headers.get("ETag")).toBe(before.headers.get("ETag"));
  });
});
