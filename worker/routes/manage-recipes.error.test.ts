import { recipeBody } from "@schema/api/manage-recipes";
import { describe, expect, it } from "vitest";
import { getSiteRecipe } from "../services/recipes/kitchen-read";
import { recipeRows } from "../services/recipes/rows";
import { recipeSaveStatements } from "../services/recipes/write";
import { call, siteDb } from "../test/factories";
import {
  createRecipe,
  doc,
  fullRecipe,
  makeImageRow,
  makeIngredientRow,
  makeKitchen,
  makeRecipeCatalogue,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

type Issue = { path: string; message: string };
const paths = (body: { issues?: Issue[] }) => (body.issues ?? []).map((issue) => issue.path);

describe("bad recipe bodies are 400 with the field path", () => {
  it.each([
    ["a missing title", { slug: "x" }, "title"],
    ["an overlong title", { title: "t".repeat(201), slug: "x" }, "title"],
    ["a slug with spaces", { title: "T", slug: "no spaces" }, "slug"],
    [
      "an empty group title",
      { title: "T", slug: "x", ingredientUsageGroups: [{ title: "" }] },
      "ingredientUsageGroups.0.title",
    ],
    [
      "an empty step group title",
      { title: "T", slug: "x", instructionGroups: [{ title: "" }] },
      "instructionGroups.0.title",
    ],
    [
      "a difficulty outside the list",
      { title: "T", slug: "x", difficultyLevel: "extreme" },
      "difficultyLevel",
    ],
    [
      "a privacy outside the list",
      { title: "T", slug: "x", privacySetting: "secret" },
      "privacySetting",
    ],
    ["a malformed taxonomy id", { title: "T", slug: "x", tagIds: ["nope"] }, "tagIds.0"],
    [
      "equipment without an id",
      { title: "T", slug: "x", equipmentUsages: [{}] },
      "equipmentUsages.0.equipmentId",
    ],
    [
      "a negative quantity",
      {
        title: "T",
        slug: "x",
        ingredientUsageGroups: [{ ingredientUsages: [{ quantityMin: -1 }] }],
      },
      "ingredientUsageGroups.0.ingredientUsages.0.quantityMin",
    ],
    [
      "a malformed rich text",
      { title: "T", slug: "x", description: { type: "document", children: [{ type: "script" }] } },
      "description.children.0",
    ],
  ])("%s", async (_what, json, path) => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/recipes`, { token, json });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
    expect(paths(res.body).some((p) => p === path || p.startsWith(`${path}.`))).toBe(true);
  });

  it("more ingredient lines than a save may hold, or an overlong text, is 400", async () => {
    const { site, token } = await makeKitchen();
    const group = {
      ingredientUsages: Array.from({ length: 200 }, () => ({ ingredientTitleOverride: "x" })),
    };
    const many = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({ ingredientUsageGroups: [group, group, group] }),
    });
    expect(many.status).toBe(400);
    expect(many.body.issues).toEqual([
      { path: "ingredientUsageGroups", message: "At most 500 ingredient lines" },
    ]);
    const long = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        description: {
          type: "document",
          children: [
            {
              type: "paragraph",
              children: Array.from({ length: 11 }, () => ({ text: "a".repeat(20_000) })),
            },
          ],
        },
      }),
    });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: "description", message: "This text is too long" }]);
  });

  it("a link that is not a web address is 'Invalid URL'", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        ingredientUsageGroups: [{ ingredientUsages: [{ link: "javascript:alert(1)" }] }],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: "ingredientUsageGroups.0.ingredientUsages.0.link",
      message: "Invalid URL",
    });
  });

  it("the same id twice in a list, or on two lines, is a field issue", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const id = crypto.randomUUID();
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        tagIds: [cat.tag.id, cat.tag.id],
        ingredientUsageGroups: [{ ingredientUsages: [{ id }, { id }] }],
      }),
    });
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(
      expect.arrayContaining(["tagIds.1", "ingredientUsageGroups.0.ingredientUsages.1.id"]),
    );
  });

  it("every id the body names must exist and be the platform's or this site's", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const theirs = await makeRecipeCatalogue(other.site.id);
    const body = fullRecipe(cat);
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: {
        ...body,
        images: [{ id: theirs.cover.id }],
        tagIds: [theirs.ownTag.id, cat.tag.id],
        contributorIds: [theirs.contributor.id],
        equipmentUsages: [{ equipmentId: theirs.ownEquipment.id }],
        ingredientUsageGroups: [
          {
            ingredientUsages: [
              { ingredientId: theirs.ownIngredient.id, unitId: crypto.randomUUID() },
            ],
          },
        ],
        instructionGroups: [{ instructions: [{ imageIds: [theirs.stepImage.id] }] }],
        description: doc("No references"),
      },
    });
    expect(res.status).toBe(400);
    expect(paths(res.body).sort()).toEqual(
      [
        "images.0.id",
        "tagIds.0",
        "contributorIds.0",
        "equipmentUsages.0.equipmentId",
        "ingredientUsageGroups.0.ingredientUsages.0.ingredientId",
        "ingredientUsageGroups.0.ingredientUsages.0.unitId",
        "instructionGroups.0.instructions.0.imageIds.0",
      ].sort(),
    );
    // Another site's row and a made-up id get the same answer: nothing about them leaks.
    expect(res.body.issues).toContainEqual({ path: "images.0.id", message: "Unknown image" });
    expect(JSON.stringify(res.body)).not.toContain(theirs.cover.key);
  });

  it("rich text must name real units and lines of this recipe", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        note: {
          type: "document",
          children: [
            {
              type: "paragraph",
              children: [
                { text: "Add " },
                { type: "measurement", quantity: 2, unitId: crypto.randomUUID() },
                { type: "ingredient-usage-reference", ingredientUsageId: crypto.randomUUID() },
              ],
            },
          ],
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "note.children.0.children.1.unitId", message: "Unknown unit" },
        {
          path: "note.children.0.children.2.ingredientUsageId",
          message: "Not an ingredient of this recipe",
        },
      ]),
    );
  });

  it("a line id owned by another recipe cannot be taken over", async () => {
    const { site, token } = await makeKitchen();
    const first = await createRecipe(
      site.slug,
      token,
      minimalRecipe({
        ingredientUsageGroups: [{ ingredientUsages: [{ ingredientTitleOverride: "Salt" }] }],
      }),
    );
    const [group] = first.ingredientUsageGroups as {
      id: string;
      ingredientUsages: { id: string }[];
    }[];
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        ingredientUsageGroups: [{ ingredientUsages: [{ id: group?.ingredientUsages[0]?.id }] }],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      {
        path: "ingredientUsageGroups.0.ingredientUsages.0.id",
        message: "Id already used by another recipe",
      },
    ]);
  });

  it("bad list parameters are 400", async () => {
    const { site, token } = await makeKitchen();
    for (const query of ["status=archived", "sort=random", "limit=0", "limit=1000", "offset=-1"]) {
      const res = await call("GET", `/manage/${site.slug}/recipes?${query}`, { token });
      expect(res.status, query).toBe(400);
    }
  });

  it("a malformed or unknown recipe id is 404", async () => {
    const { site, token } = await makeKitchen();
    expect((await call("GET", `/manage/${site.slug}/recipes/not-a-uuid`, { token })).status).toBe(
      404,
    );
    expect(
      (await call("GET", `/manage/${site.slug}/recipes/${crypto.randomUUID()}`, { token })).status,
    ).toBe(404);
  });
});

describe("a failed save loses nothing and leaves nothing half-written", () => {
  it("a taken slug is 409 with a field issue, and the recipe is as it was", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const taken = await createRecipe(site.slug, token);
    const body = fullRecipe(cat);
    const mine = await createRecipe(site.slug, token, body);
    const before = await call("GET", `/manage/${site.slug}/recipes/${mine.id}`, { token });

    // The recipe row is written last in the batch: the new lines, steps and links were
    // already replaced when the slug fails, and must roll back with it.
    const res = await call("PUT", `/manage/${site.slug}/recipes/${mine.id}`, {
      token,
      json: {
        ...body,
        slug: taken.slug,
        ingredientUsageGroups: [
          { title: "New", ingredientUsages: [{ ingredientTitleOverride: "Other" }] },
        ],
        instructionGroups: [],
        equipmentUsages: [],
        tagIds: [],
        description: doc("Changed"),
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: "conflict",
      issues: [{ path: "slug", message: "Another recipe on this site uses this slug" }],
    });
    const after = await call("GET", `/manage/${site.slug}/recipes/${mine.id}`, { token });
    expect(after.body.recipe).toEqual(before.body.recipe);

    const create = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({ slug: taken.slug }),
    });
    expect(create.status).toBe(409);
  });

  it("a batch that fails mid-way on a bad reference rolls back every statement before it", async () => {
    const { site, token } = await makeKitchen();
    const cat = await makeRecipeCatalogue(site.id);
    const body = fullRecipe(cat);
    const live = await publishedRecipe(site.slug, token, body);
    const before = await call("GET", `/manage/${site.slug}/recipes/${live.id}`, { token });

    // Straight to the batch, past the reference check: the last ingredient line names a unit
    // that does not exist, so the foreign key fails after the deletes and earlier inserts ran.
    const parsed = recipeBody.parse({
      ...body,
      title: "Half written?",
      ingredientUsageGroups: [
        {
          ingredientUsages: [{ ingredientTitleOverride: "Fine" }, { unitId: crypto.randomUUID() }],
        },
      ],
      instructionGroups: [],
      description: null,
    });
    const own = await siteDb(site.id);
    const existing = await getSiteRecipe(own, site.id, live.id);
    const { statements } = recipeSaveStatements(
      own,
      site,
      live.id,
      recipeRows(live.id, parsed, new Map()),
      { kind: "update", existing },
    );
    const [first, ...rest] = statements;
    if (!first) throw new Error("no statements");
    await expect(own.batch([first, ...rest])).rejects.toThrow(/FOREIGN KEY/);

    const after = await call("GET", `/manage/${site.slug}/recipes/${live.id}`, { token });
    expect(after.body.recipe).toEqual(before.body.recipe);
    const visitor = await call("GET", `/site/${site.slug}/recipes/${live.slug}`);
    expect(visitor.body.recipe.title).toBe(body.title);
  });

  it("an image of the site but not yet an image row is refused before anything is written", async () => {
    const { site, token } = await makeKitchen();
    const image = await makeImageRow(site.id);
    const ingredient = await makeIngredientRow(site.id);
    const res = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe({
        images: [{ id: image.id }, { id: crypto.randomUUID() }],
        ingredientUsageGroups: [{ ingredientUsages: [{ ingredientId: ingredient.id }] }],
      }),
    });
    expect(res.status).toBe(400);
    expect(paths(res.body)).toEqual(["images.1.id"]);
    const list = await call("GET", `/manage/${site.slug}/recipes`, { token });
    expect(list.body.total).toBe(0);
  });
});

describe("a live recipe holds no line without an ingredient or a name", () => {
  it("a draft keeps a blank line; Publish and Update of a live recipe refuse it at the line", async () => {
    const { site, token } = await makeKitchen();
    const withBlank = minimalRecipe({
      ingredientUsageGroups: [
        { ingredientUsages: [{ ingredientTitleOverride: "Salt" }, { quantityMin: 2 }] },
      ],
    });
    const draft = await createRecipe(site.slug, token, withBlank);
    const publish = await call("POST", `/manage/${site.slug}/recipes/${draft.id}/publish`, {
      token,
      json: withBlank,
    });
    expect(publish.status).toBe(400);
    expect(publish.body.issues).toEqual([
      {
        path: "ingredientUsageGroups.0.ingredientUsages.1.ingredientId",
        message: "Choose an ingredient or type its name, or remove this line",
      },
    ]);
    const stillDraft = await call("GET", `/manage/${site.slug}/recipes/${draft.id}`, { token });
    expect(stillDraft.body.recipe.status).toBe("draft");

    const live = await publishedRecipe(site.slug, token, minimalRecipe());
    const update = await call("PUT", `/manage/${site.slug}/recipes/${live.id}`, {
      token,
      json: { ...withBlank, slug: live.slug },
    });
    expect(update.status).toBe(400);
    expect(paths(update.body)).toEqual(["ingredientUsageGroups.0.ingredientUsages.1.ingredientId"]);
  });
});

describe("a live recipe has a title; a draft may have none yet", () => {
  it("a draft saves without one; Publish and Update of a live recipe refuse it at the title", async () => {
    const { site, token } = await makeKitchen();
    const untitled = minimalRecipe({ title: " " });
    const draft = await createRecipe(site.slug, token, untitled);
    const read = await call("GET", `/manage/${site.slug}/recipes/${draft.id}`, { token });
    expect(read.body.recipe.title).toBe("");

    const publish = await call("POST", `/manage/${site.slug}/recipes/${draft.id}/publish`, {
      token,
      json: untitled,
    });
    expect(publish.status).toBe(400);
    expect(publish.body.issues).toEqual([{ path: "title", message: "Give the recipe a title" }]);
    const stillDraft = await call("GET", `/manage/${site.slug}/recipes/${draft.id}`, { token });
    expect(stillDraft.body.recipe.status).toBe("draft");

    const live = await publishedRecipe(site.slug, token, minimalRecipe());
    const update = await call("PUT", `/manage/${site.slug}/recipes/${live.id}`, {
      token,
      json: { ...untitled, slug: live.slug },
    });
    expect(update.status).toBe(400);
    expect(paths(update.body)).toEqual(["title"]);
  });
});
