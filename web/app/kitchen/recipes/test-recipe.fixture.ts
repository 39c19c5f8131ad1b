import type { ManageRecipe } from "@schema/api/manage-recipes";
import type { RichText } from "@schema/content/rich-text";

/** Fixtures for the recipe editor's unit tests: a recipe that uses every field. */

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const doc = (text: string): RichText => ({
  type: "document",
  children: [{ type: "paragraph", children: [{ text }] }],
});

export function fullRecipe(overrides: Partial<ManageRecipe> = {}): ManageRecipe {
  return {
    id: id(1),
    title: "Sourdough loaf",
    slug: "sourdough-loaf",
    description: {
      type: "document",
      children: [
        { type: "heading", level: 2, children: [{ text: "Why it works" }] },
        {
          type: "paragraph",
          children: [
            { text: "Bake at " },
            { type: "measurement", quantity: 250, unitId: id(900) },
            { text: " with " },
            {
              type: "link",
              href: "https://example.com",
              children: [{ text: "a stone", italic: true }],
            },
          ],
        },
      ],
    },
    images: [
      { id: id(500), crop: { x: 10, y: 20, width: 800, height: 600 } },
      { id: id(501), crop: null },
    ],
    videoId: "dQw4w9WgXcQ",
    storyExcerpt: "It started in a cold kitchen.",
    storyMore: "Years later…",
    storyAudioKey: null,
    note: doc("Keep the starter warm."),
    legacyRecipeData: { content: "<p>old</p>", source: "import" },
    privacySetting: "subscribers_only",
    prepTimeMinutes: 30,
    cookTimeMinutes: 45,
    customTimeLabel: "Proofing",
    customTimeMinutes: 720,
    yieldServings: 8,
    servingDescription: "slices",
    difficultyLevel: "hard",
    tagIds: [id(600)],
    methodIds: [id(601)],
    foodCategoryIds: [id(602)],
    mealIds: [id(603), id(604)],
    cuisineIds: [id(605)],
    dietIds: [id(606)],
    keywords: ["bread", "sourdough"],
    ingredientUsageGroups: [
      {
        id: id(10),
        title: "Levain",
        note: doc("Make it the night before."),
        ingredientUsages: [
          {
            id: id(11),
            quantityMin: 50,
            quantityMax: null,
            unitId: id(901),
            ingredientId: id(700),
            preparation: doc("ripe"),
            ingredientTitleOverride: null,
            link: null,
            note: null,
            foodNdb: null,
          },
          {
            id: id(12),
            quantityMin: 1.5,
            quantityMax: 2,
            unitId: id(902),
            ingredientId: null,
            preparation: null,
            ingredientTitleOverride: "warm water",
            link: "https://example.com/water",
            note: doc("about 30 °C"),
            foodNdb: null,
          },
        ],
      },
      {
        id: id(20),
        title: "Dough",
        note: null,
        ingredientUsages: [
          {
            id: id(21),
            quantityMin: 1 / 3,
            quantityMax: null,
            unitId: null,
            ingredientId: id(701),
            preparation: null,
            ingredientTitleOverride: null,
            link: null,
            note: null,
            foodNdb: "20081",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        id: id(30),
        title: "Mix",
        note: doc("Use a big bowl."),
        instructions: [
          {
            id: id(31),
            content: {
              type: "document",
              children: [
                {
                  type: "paragraph",
                  children: [
                    { text: "Stir in the " },
                    { type: "ingredient-usage-reference", ingredientUsageId: id(12) },
                    { text: " and rest.", bold: true },
                  ],
                },
              ],
            },
            timerMinutes: 30,
            note: doc("Cover it."),
            videoId: "abc_DEF-123",
            imageIds: [id(501)],
          },
        ],
      },
      {
        id: id(40),
        title: null,
        note: null,
        instructions: [
          {
            id: id(41),
            content: {
              type: "document",
              children: [
                {
                  type: "numbered-list",
                  children: [
                    { type: "list-item", children: [{ text: "Shape" }] },
                    { type: "list-item", children: [{ text: "Bake" }] },
                  ],
                },
              ],
            },
            timerMinutes: null,
            note: null,
            videoId: null,
            imageIds: [],
          },
        ],
      },
    ],
    equipmentUsages: [
      {
        id: id(50),
        equipmentId: id(800),
        link: "https://example.com/oven",
        note: "Preheat for an hour",
        imageOverrideId: id(502),
        equipmentTitleOverride: "Dutch oven",
      },
      {
        id: id(51),
        equipmentId: id(801),
        link: null,
        note: null,
        imageOverrideId: null,
        equipmentTitleOverride: null,
      },
    ],
    contributorIds: [id(950)],
    nutrition: {
      hidden: false,
      author: { source: "imported", perServing: { calories: 210, protein: 7.5 } },
    },
    status: "published",
    publishedAt: "2026-10-01T10:00:00.000Z",
    schedule: null,
    newsletterNote: null,
    createdAt: "2026-09-01T10:00:00.000Z",
    updatedAt: "2026-10-01T10:00:00.000Z",
    imageViews: [],
    ...overrides,
  };
}
