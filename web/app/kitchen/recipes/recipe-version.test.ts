import type { RecipeVersion } from "@schema/api/recipe-revisions";
import { describe, expect, it } from "vitest";
import { bodyOfRecipe, formFromRecipe } from "./recipe-form";
import {
  differencesSentence,
  differingParts,
  formFromVersion,
  VERSION_PARTS,
  versionDifferences,
} from "./recipe-version";
import { doc, fullRecipe, id } from "./test-recipe.fixture";

/** A version as the API answers it: the recipe without what the server owns. */
function versionOf(recipe = fullRecipe()): RecipeVersion {
  const {
    id: _id,
    status: _status,
    publishedAt: _publishedAt,
    schedule: _schedule,
    newsletterNote: _note,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...version
  } = recipe;
  return version;
}

describe("versionDifferences", () => {
  it("finds none between a version and the same recipe in the form", () => {
    const recipe = fullRecipe();
    expect(versionDifferences(recipe, versionOf(recipe), formFromRecipe(recipe))).toEqual([]);
  });

  it("names each part that differs, in the editor's order", () => {
    const recipe = fullRecipe();
    const form = formFromRecipe(recipe);
    const edited = {
      ...form,
      title: "Rye loaf",
      yieldServings: "10",
      ingredientGroups: form.ingredientGroups.slice(1),
      keywords: [...form.keywords, "rye"],
    };
    expect(versionDifferences(recipe, versionOf(recipe), edited)).toEqual([
      "title",
      "details",
      "ingredients",
      "categories",
    ]);
  });

  it("does not count what the form only spells differently", () => {
    const recipe = fullRecipe();
    const form = formFromRecipe(recipe);
    const [levain] = form.ingredientGroups;
    const [first, ...rest] = levain?.lines ?? [];
    if (!levain || !first) throw new Error("fixture");
    const respelled = {
      ...form,
      title: `  ${form.title} `,
      prepTimeMinutes: "0h 30m",
      note: { ...doc("Keep the starter warm.") },
      ingredientGroups: [
        { ...levain, lines: [{ ...first, quantity: "50.0" }, ...rest] },
        ...form.ingredientGroups.slice(1),
      ],
    };
    expect(versionDifferences(recipe, versionOf(recipe), respelled)).toEqual([]);
  });

  it("tells rich text apart by its words, not by the order of a leaf's marks", () => {
    const recipe = fullRecipe();
    const bold = {
      type: "document" as const,
      children: [{ type: "paragraph" as const, children: [{ text: "Hot", bold: true }] }],
    };
    const reordered = {
      type: "document" as const,
      children: [{ type: "paragraph" as const, children: [{ bold: true, text: "Hot" }] }],
    };
    const version = versionOf({ ...recipe, note: bold });
    expect(
      versionDifferences(recipe, version, { ...formFromRecipe(recipe), note: reordered }),
    ).toEqual([]);
    expect(
      versionDifferences(recipe, version, { ...formFromRecipe(recipe), note: doc("Hot") }),
    ).toEqual(["note"]);
  });
});

describe("differingParts", () => {
  it("covers every field of the write shape but an import's original text", () => {
    const covered = VERSION_PARTS.flatMap(([, keys]) => [...keys]).sort();
    const fields = Object.keys(bodyOfRecipe(fullRecipe()))
      .filter((key) => key !== "legacyRecipeData")
      .sort();
    expect(covered).toEqual(fields);
  });

  it("reads a change in any one field as its part", () => {
    const body = bodyOfRecipe(fullRecipe());
    expect(differingParts(body, { ...body, storyAudioKey: "audio/x.mp3" })).toEqual(["story"]);
    expect(differingParts(body, { ...body, contributorIds: [] })).toEqual(["contributors"]);
    expect(differingParts(body, { ...body, images: [...body.images].reverse() })).toEqual([
      "images",
    ]);
  });
});

describe("formFromVersion", () => {
  it("takes the version's content, lines and groups with their own ids", () => {
    const recipe = fullRecipe({ status: "draft", slug: "rye-loaf", title: "Rye loaf" });
    const version = versionOf(fullRecipe({ title: "Sourdough loaf", slug: "sourdough-loaf" }));
    const form = formFromVersion(recipe, version);
    expect(form.title).toBe("Sourdough loaf");
    expect(form.ingredientGroups.map((group) => group.id)).toEqual([id(10), id(20)]);
  });

  it("keeps the version's own slug, following the title only as a fresh draft would", () => {
    const draft = fullRecipe({ status: "draft" });
    const following = formFromVersion(draft, versionOf(fullRecipe({ slug: "sourdough-loaf" })));
    expect(following).toMatchObject({ slug: "sourdough-loaf", slugFollowsTitle: true });
    const typed = formFromVersion(draft, versionOf(fullRecipe({ slug: "grandmas-bread" })));
    expect(typed).toMatchObject({ slug: "grandmas-bread", slugFollowsTitle: false });
    const live = formFromVersion(fullRecipe(), versionOf(fullRecipe({ slug: "sourdough-loaf" })));
    expect(live).toMatchObject({ slug: "sourdough-loaf", slugFollowsTitle: false });
  });
});

describe("differencesSentence", () => {
  it("lists the parts, or says they are the same", () => {
    expect(differencesSentence(["title", "ingredients", "steps"])).toBe(
      "Differs from what you are editing: title, ingredients, steps.",
    );
    expect(differencesSentence([])).toBe("The same as what you are editing.");
  });
});
