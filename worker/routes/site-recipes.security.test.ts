import { describe, expect, it } from "vitest";
import { call, makeSite, makeUser, signedIn, unique } from "../test/factories";
import {
  doc,
  makeImage,
  makeManager,
  makeRecipe,
  makeSubscriber,
  makeUnit,
  measurement,
} from "../test/recipe-factories";

/**
 * A subscriber-only recipe whose locked parts all carry one marker string. A viewer without
 * the right must never receive that string, anywhere in the response.
 */
async function premiumRecipe(options: { published?: boolean } = {}) {
  const site = await makeSite();
  const marker = unique("SECRET");
  const lineUnit = await makeUnit();
  const stepUnit = await makeUnit();
  const stepImage = await makeImage(site.id);
  const recipe = await makeRecipe({
    siteId: site.id,
    title: "Members' braise",
    description: "Open to everyone.",
    privacySetting: "subscribers_only",
    publishedAt: options.published === false ? null : new Date(),
    note: `Rest it overnight ${marker}`,
    legacyContent: `<p>${marker}</p>`,
    ingredientGroups: [
      {
        title: "Braise",
        note: doc(`Group note ${marker}`),
        lines: [{ title: "Beef", unit: lineUnit, quantity: 1 }, "Onion", "Carrot"],
      },
      { title: "Sauce", lines: ["Wine", "Stock", `Sixth line ${marker}`] },
      { title: `Garnish ${marker}`, lines: [`Parsley ${marker}`] },
    ],
    instructionGroups: [
      {
        title: `Brown ${marker}`,
        note: doc(`Instruction group note ${marker}`),
        steps: [
          {
            content: doc([`Brown the beef ${marker} at `, measurement(stepUnit.id, 400)]),
            note: doc(`Step note ${marker}`),
            imageIds: [stepImage.id],
          },
        ],
      },
    ],
  });
  const path = `/site/${site.slug}/recipes/${recipe.slug}`;
  return { site, recipe, marker, path, lineUnit, stepUnit, stepImage };
}

type Premium = Awaited<ReturnType<typeof premiumRecipe>>;

/** Each viewer of the paywall matrix: how they sign in, relative to the recipe's site. */
const lockedViewers: [string, (p: Premium) => Promise<string | undefined>][] = [
  ["anonymous", async () => undefined],
  [
    "a free subscriber",
    async ({ site }) => signedIn((await makeSubscriber(site.id, "free")).id, site.id),
  ],
  [
    "a signed-in visitor without a plan",
    async ({ site }) => signedIn((await makeUser()).id, site.id),
  ],
  [
    "a canceled paid subscriber",
    async ({ site }) =>
      signedIn((await makeSubscriber(site.id, "monthly", "canceled")).id, site.id),
  ],
  [
    "an incomplete paid checkout",
    async ({ site }) =>
      signedIn((await makeSubscriber(site.id, "yearly", "incomplete")).id, site.id),
  ],
  [
    "another site's manager (platform session)",
    async () => {
      const other = await makeSite();
      return signedIn(other.ownerId, null);
    },
  ],
  [
    "another site's manager (signed in on that site)",
    async () => {
      const other = await makeSite();
      return signedIn(other.ownerId, other.id);
    },
  ],
  [
    "a paid subscriber whose session is signed in on another site",
    async ({ site }) => {
      const subscriber = await makeSubscriber(site.id, "monthly");
      return signedIn(subscriber.id, (await makeSite()).id);
    },
  ],
  [
    "this site's manager whose session is signed in on another site",
    async ({ site }) => signedIn((await makeManager(site.id)).id, (await makeSite()).id),
  ],
  ["a made-up bearer token", async () => "y".repeat(43)],
];

describe("the paywall: viewers without the right get the preview only", () => {
  it.each(lockedViewers)("%s", async (_name, signIn) => {
    const premium = await premiumRecipe();
    const token = await signIn(premium);
    for (const query of ["", "?preview=true"]) {
      const res = await call("GET", `${premium.path}${query}`, { token });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(premium.marker);
      const recipe = res.body.recipe;
      expect(recipe.access).toEqual({ full: false, reason: "locked" });
      expect(recipe.instructionGroups).toEqual([]);
      expect(recipe.note).toBeNull();
      expect(recipe.legacyRecipeData).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain(premium.stepImage.id);
    }
  });

  it("keeps the first five lines with their group titles, and the full count", async () => {
    const premium = await premiumRecipe();
    const { body } = await call("GET", premium.path);
    const recipe = body.recipe;
    expect(recipe.ingredientUsageCount).toBe(7);
    expect(
      recipe.ingredientUsageGroups.map(
        (group: { title: string; note: unknown; ingredientUsages: { id: string }[] }) => [
          group.title,
          group.note,
          group.ingredientUsages.map((line) => line.id),
        ],
      ),
    ).toEqual([
      ["Braise", null, premium.recipe.usageIds.slice(0, 3)],
      ["Sauce", null, premium.recipe.usageIds.slice(3, 5)],
    ]);
    // Only units of what is still shown: the line's unit, not the one inside a step.
    expect(recipe.units.map((unit: { id: string }) => unit.id)).toEqual([premium.lineUnit.id]);
    expect(recipe).toMatchObject({
      title: "Members' braise",
      description: doc("Open to everyone."),
    });
  });

  it("a locked response may be cached by anyone; a signed-in one never", async () => {
    const premium = await premiumRecipe();
    const anonymous = await call("GET", premium.path);
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(anonymous.headers.get("Vary")).toContain("Authorization");
    const token = await signedIn((await makeUser()).id, premium.site.id);
    const signedInRes = await call("GET", premium.path, { token });
    expect(signedInRes.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the paywall: entitled viewers get everything", () => {
  const entitled: [string, string, (p: Premium) => Promise<string>][] = [
    [
      "a paid monthly subscriber",
      "paid_subscriber",
      async ({ site }) => signedIn((await makeSubscriber(site.id, "monthly")).id, site.id),
    ],
    [
      "a paid yearly subscriber on a platform session",
      "paid_subscriber",
      async ({ site }) => signedIn((await makeSubscriber(site.id, "yearly")).id, null),
    ],
    [
      "a trialing subscriber",
      "paid_subscriber",
      async ({ site }) =>
        signedIn((await makeSubscriber(site.id, "monthly", "trialing")).id, site.id),
    ],
    [
      "a past-due subscriber (still in the grace period)",
      "paid_subscriber",
      async ({ site }) =>
        signedIn((await makeSubscriber(site.id, "monthly", "past_due")).id, site.id),
    ],
    ["the owner", "manager", async ({ site }) => signedIn(site.ownerId, null)],
    [
      "a manager signed in on the site",
      "manager",
      async ({ site }) => signedIn((await makeManager(site.id)).id, site.id),
    ],
  ];

  it.each(entitled)("%s", async (_name, reason, signIn) => {
    const premium = await premiumRecipe();
    const res = await call("GET", premium.path, { token: await signIn(premium) });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const recipe = res.body.recipe;
    expect(recipe.access).toEqual({ full: true, reason });
    expect(recipe.note).toEqual(doc(`Rest it overnight ${premium.marker}`));
    expect(recipe.instructionGroups).toHaveLength(1);
    expect(recipe.ingredientUsageCount).toBe(7);
    expect(
      recipe.ingredientUsageGroups.flatMap((g: { ingredientUsages: [] }) => g.ingredientUsages),
    ).toHaveLength(7);
    expect(recipe.legacyRecipeData).toEqual({ content: `<p>${premium.marker}</p>` });
    expect(recipe.units.map((unit: { id: string }) => unit.id).sort()).toEqual(
      [premium.lineUnit.id, premium.stepUnit.id].sort(),
    );
  });

  it("a manager's preview mode", async () => {
    const premium = await premiumRecipe();
    const token = await signedIn((await makeManager(premium.site.id)).id, premium.site.id);
    const res = await call("GET", `${premium.path}?preview=true`, { token });
    expect(res.body.recipe.access).toEqual({ full: true, reason: "preview" });
    expect(JSON.stringify(res.body)).toContain(premium.marker);
  });
});

describe("drafts", () => {
  it("are 404 to anonymous visitors and paid subscribers, even asking for a preview", async () => {
    const premium = await premiumRecipe({ published: false });
    const paid = await signedIn(
      (await makeSubscriber(premium.site.id, "yearly")).id,
      premium.site.id,
    );
    for (const token of [undefined, paid]) {
      for (const query of ["", "?preview=true"]) {
        const res = await call("GET", `${premium.path}${query}`, { token });
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(premium.marker);
      }
    }
  });

  it("are 404 to another site's manager asking for a preview", async () => {
    const premium = await premiumRecipe({ published: false });
    const other = await makeSite();
    const token = await signedIn(other.ownerId, null);
    expect((await call("GET", `${premium.path}?preview=true`, { token })).status).toBe(404);
  });

  it("are visible to a manager with ?preview=true, and only then", async () => {
    const premium = await premiumRecipe({ published: false });
    const token = await signedIn(premium.site.ownerId, premium.site.id);
    expect((await call("GET", premium.path, { token })).status).toBe(404);
    const res = await call("GET", `${premium.path}?preview=true`, { token });
    expect(res.status).toBe(200);
    expect(res.body.recipe).toMatchObject({
      publishedAt: null,
      access: { full: true, reason: "preview" },
    });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never show in lists, searches or suggestions", async () => {
    const site = await makeSite();
    const published = await makeRecipe({ siteId: site.id, title: "Published pudding" });
    const draft = await makeRecipe({ siteId: site.id, title: "Draft pudding", publishedAt: null });
    for (const query of ["", "?query=pudding", "?query=draft"]) {
      const res = await call("GET", `/site/${site.slug}/recipes${query}`);
      expect(JSON.stringify(res.body), query).not.toContain(draft.id);
    }
    expect((await call("GET", `/site/${site.slug}/recipes`)).body.total).toBe(1);
    const detail = await call("GET", `/site/${site.slug}/recipes/${published.slug}`);
    expect(JSON.stringify(detail.body.moreRecipes)).not.toContain(draft.id);
  });
});

describe("other sites' recipes", () => {
  it("a recipe slug of another site is 404 here", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const recipe = await makeRecipe({ siteId: theirs.id });
    expect((await call("GET", `/site/${mine.slug}/recipes/${recipe.slug}`)).status).toBe(404);
    expect((await call("GET", `/site/${theirs.slug}/recipes/${recipe.slug}`)).status).toBe(200);
  });

  it("never show in this site's lists, searches or suggestions", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const own = await makeRecipe({ siteId: mine.id, title: "Shared word tart" });
    const foreign = await makeRecipe({ siteId: theirs.id, title: "Shared word pie" });
    for (const query of ["", "?query=shared"]) {
      const res = await call("GET", `/site/${mine.slug}/recipes${query}`);
      expect(res.body.recipes.map((r: { id: string }) => r.id)).toEqual([own.id]);
    }
    const detail = await call("GET", `/site/${mine.slug}/recipes/${own.slug}`);
    expect(JSON.stringify(detail.body)).not.toContain(foreign.id);
  });

  it("the same slug on two sites answers each site's own recipe", async () => {
    const [mine, theirs] = [await makeSite(), await makeSite()];
    const slug = unique("same");
    const own = await makeRecipe({ siteId: mine.id, slug });
    const foreign = await makeRecipe({ siteId: theirs.id, slug });
    expect((await call("GET", `/site/${mine.slug}/recipes/${slug}`)).body.recipe.id).toBe(own.id);
    expect((await call("GET", `/site/${theirs.slug}/recipes/${slug}`)).body.recipe.id).toBe(
      foreign.id,
    );
  });
});
