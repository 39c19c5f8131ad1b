import type { Reference } from "@schema/reference/index";
import type { DemoSeed } from "./types";

/**
 * A small, hand-checkable seed for the loader's tests: one of everything the loader
 * writes, with ids fixed where the reference fixes them.
 */

export const FIXTURE_IDS = {
  cup: "00000000-0000-4000-8000-00000000c001",
  gram: "00000000-0000-4000-8000-00000000c002",
  fahrenheit: "00000000-0000-4000-8000-00000000c003",
  flour: "00000000-0000-4000-8000-00000000d001",
  butter: "00000000-0000-4000-8000-00000000d002",
  cremeFraiche: "00000000-0000-4000-8000-00000000d003",
  oven: "00000000-0000-4000-8000-00000000e001",
  dessert: "00000000-0000-4000-8000-00000000f001",
  french: "00000000-0000-4000-8000-00000000f002",
  baking: "00000000-0000-4000-8000-00000000f003",
};

export const fixtureReference: Reference = {
  units: [
    {
      id: FIXTURE_IDS.cup,
      slug: "cup",
      title: "cup",
      pluralTitle: "cups",
      abbreviation: "c",
      kind: "volume",
      system: "us",
      ml: 236.588,
    },
    {
      id: FIXTURE_IDS.gram,
      slug: "gram",
      title: "gram",
      pluralTitle: "grams",
      abbreviation: "g",
      kind: "weight",
      system: "metric",
      g: 1,
    },
    {
      id: FIXTURE_IDS.fahrenheit,
      slug: "fahrenheit",
      title: "degree Fahrenheit",
      pluralTitle: "degrees Fahrenheit",
      abbreviation: "°F",
      kind: "temperature",
      system: "us",
    },
  ],
  ingredients: [
    {
      id: FIXTURE_IDS.flour,
      slug: "flour",
      title: "all-purpose flour",
      gramsPerLiter: 528,
      defaultMetricMeasurementMethod: "weight",
      defaultImperialMeasurementMethod: "volume",
    },
    {
      id: FIXTURE_IDS.butter,
      slug: "butter",
      title: "unsalted butter",
      gramsPerLiter: 959,
      defaultMetricMeasurementMethod: "weight",
      defaultImperialMeasurementMethod: "volume",
    },
    {
      id: FIXTURE_IDS.cremeFraiche,
      slug: "creme-fraiche",
      title: "crème fraîche",
      gramsPerLiter: null,
      defaultMetricMeasurementMethod: "volume",
      defaultImperialMeasurementMethod: "volume",
    },
  ],
  equipment: [{ id: FIXTURE_IDS.oven, slug: "oven", title: "Oven" }],
  taxonomies: {
    tags: [{ id: FIXTURE_IDS.dessert, slug: "dessert", title: "Dessert" }],
    methods: [{ id: FIXTURE_IDS.baking, slug: "baking", title: "Baking" }],
    foodCategories: [
      { id: "00000000-0000-4000-8000-00000000f004", slug: "dessert", title: "Dessert" },
    ],
    meals: [{ id: "00000000-0000-4000-8000-00000000f005", slug: "dinner", title: "Dinner" }],
    cuisines: [{ id: FIXTURE_IDS.french, slug: "french", title: "French" }],
    diets: [
      { id: "00000000-0000-4000-8000-00000000f006", slug: "vegetarian", title: "Vegetarian" },
    ],
  },
  colorThemes: [
    {
      id: "00000000-0000-4000-8000-00000000a001",
      slug: "paper",
      title: "Paper",
      colorText: "#1F1B16",
      colorAccent: "#B0432A",
      colorSubdued: "#6A6158",
      colorOverlay: "#1F1B16",
      colorBackground: "#FBF8F3",
      colorPanel: "#F2ECE3",
      colorEmphasis: "#8A2E1B",
      colorOutline: "#E3DACD",
    },
  ],
  typeThemes: [
    {
      id: "00000000-0000-4000-8000-00000000b001",
      slug: "classic",
      title: "Classic",
      displayFontFamily: "Playfair Display",
      narrativeFontFamily: "Source Serif 4",
      displayFontNormalWeight: 400,
      displayFontBoldWeight: 700,
      narrativeFontNormalWeight: 400,
      narrativeFontBoldWeight: 600,
    },
  ],
  fontFamilies: ["Playfair Display", "Source Serif 4"],
};

/** Ten lines in the first group: more than one INSERT's worth (the loader must chunk). */
const pantryLines = Array.from({ length: 10 }, (_, i) => ({
  key: `extra-${i + 1}`,
  title: `extra ${i + 1}`,
  qty: i + 1,
  unit: "gram",
}));

export const fixtureDemo: DemoSeed = {
  users: [
    { email: "owner@example.com", displayName: "Olive Owner", handle: "olive", bio: "Cook." },
    { email: "manager@example.com", displayName: "Max Manager" },
    { email: "reader@example.com", displayName: "Rae Reader" },
  ],
  sites: [
    {
      slug: "demo",
      title: "Demo Kitchen",
      owner: "owner@example.com",
      managers: ["manager@example.com"],
      aboutShort: "Butter, mostly.",
      about: "I bake at [[350 fahrenheit]] and **nothing** else.",
      colorTheme: "paper",
      typeTheme: "classic",
      headerLayout: "centered",
      subscriptionsEnabled: true,
      paymentsEnabled: true,
      monthlyAmountCents: 500,
      yearlyAmountCents: 5000,
      featuredImage: { hue: 20, motif: "portrait", seed: 1 },
      socialMediaLinks: [
        { platform: "instagram", url: "https://instagram.com/demo" },
        { platform: "youtube", url: "https://youtube.com/@demo" },
      ],
      headerLinks: [{ label: "Shop", href: "https://shop.example.com", openInNewTab: true }],
      productLinks: [
        {
          title: "Good pan",
          href: "https://example.com/pan",
          image: { hue: 200, motif: "skillet" },
          priceCents: 750,
        },
      ],
      links: [
        { label: "Cookbook", href: "https://example.com/book" },
        { label: "Newsletter", href: "https://example.com/news" },
      ],
      events: [{ title: "Pop-up", daysFromNow: 10, location: "Lyon", description: "Tarts." }],
      contributors: [{ name: "Cam Contributor", bio: "Tests recipes." }],
      recipes: [
        {
          slug: "brown-butter-shortbread",
          title: "Brown Butter Shortbread",
          description: "Brown the [[@butter]] first, then bake at [[350 fahrenheit]].",
          storyExcerpt: "A story.",
          note: "Keeps a week.",
          publishedDaysAgo: 3,
          prepTimeMinutes: 15,
          cookTimeMinutes: 20,
          yieldServings: 24,
          difficulty: "easy",
          tags: ["dessert"],
          methods: ["baking"],
          categories: ["dessert"],
          cuisines: ["french"],
          keywords: ["cookies", "holiday"],
          images: [
            { hue: 30, motif: "cookies", seed: 2 },
            { hue: 35, motif: "tray", seed: 3 },
          ],
          ingredientGroups: [
            {
              title: "Dough",
              items: [
                { ingredient: "butter", qty: 1, unit: "cup", preparation: "browned and cooled" },
                { ingredient: "flour", qty: [2, 2.5], unit: "cup" },
                ...pantryLines,
              ],
            },
            {
              title: "To finish",
              note: "Optional.",
              items: [
                { key: "topping", ingredient: "creme-fraiche", title: "whipped crème fraîche" },
              ],
            },
          ],
          instructionGroups: [
            {
              title: "Make",
              steps: [
                { text: "Brown the [[@butter]].", timerMinutes: 6 },
                { text: "Mix in the [[@flour]].", image: { hue: 40, motif: "bowl" } },
              ],
            },
            { title: "Bake", steps: [{ text: "Bake at [[350 fahrenheit]].", timerMinutes: 20 }] },
          ],
          equipment: [{ slug: "oven", note: "Middle rack" }],
          contributors: ["Cam Contributor"],
        },
        {
          slug: "lemon-tart",
          title: "Lemon Tart",
          description: "Sharp and **smooth**.",
          privacy: "subscribers_only",
          status: "draft",
          publishedDaysAgo: 1,
          yieldServings: 8,
          images: [],
          ingredientGroups: [{ items: [{ ingredient: "butter", qty: 100, unit: "gram" }] }],
          instructionGroups: [{ steps: [{ text: "Bake." }] }],
        },
      ],
      featuredRecipes: ["brown-butter-shortbread"],
      collections: [
        {
          slug: "baking",
          title: "Baking",
          description: "Everything from the oven.",
          recipes: ["lemon-tart", "brown-butter-shortbread"],
        },
      ],
      comments: [
        {
          recipe: "brown-butter-shortbread",
          author: "reader@example.com",
          text: "Lovely.\nMade twice.",
          stars: 5,
          hoursAgo: 5,
          upvoters: ["owner@example.com", "manager@example.com"],
          replies: [{ author: "owner@example.com", text: "Thank you!", hoursAgo: 2 }],
        },
        {
          recipe: "brown-butter-shortbread",
          author: "reader@example.com",
          text: "Spam spam.",
          hoursAgo: 1,
          hidden: true,
        },
      ],
      ratings: [{ recipe: "lemon-tart", author: "reader@example.com", stars: 3, hoursAgo: 4 }],
      newsletters: [
        {
          recipe: "lemon-tart",
          daysAgo: 20,
          note: "Tart season.",
          sent: 2,
          opened: 2,
          clicked: 1,
          links: { recipe: 1 },
        },
      ],
      subscribers: [
        { email: "reader@example.com", plan: "monthly", daysAgo: 40 },
        { email: "new-subscriber@example.com", plan: "free", daysAgo: 2 },
      ],
    },
  ],
};
