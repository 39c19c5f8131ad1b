import type { RecipeSeed } from "../types";

/** Two recipes Maya is still testing: unpublished, visible only in her kitchen. */
export const draftRecipes: RecipeSeed[] = [
  {
    slug: "miso-caramel-brownies",
    title: "Miso Caramel Brownies",
    status: "draft",
    description:
      "Fudgy, crackly-topped brownies with white miso whisked into the batter for a salty, caramel-like depth.",
    note: "Still testing: 2 tablespoons of miso is subtle; try 3 next time and cut back the salt.",
    publishedDaysAgo: 1,
    prepTimeMinutes: 15,
    cookTimeMinutes: 26,
    yieldServings: 16,
    servingDescription: "squares",
    difficulty: "easy",
    cuisines: ["japanese", "american"],
    meals: ["dessert"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    keywords: ["brownies", "miso", "salted caramel"],
    images: [{ hue: 20, motif: "tray", seed: 601 }],
    ingredientGroups: [
      {
        items: [
          { qty: 1 / 2, unit: "cup", ingredient: "unsalted-butter" },
          { qty: 6, unit: "ounce", ingredient: "dark-chocolate", preparation: "chopped" },
          { qty: 1, unit: "cup", ingredient: "granulated-sugar" },
          { qty: 3, unit: "large", ingredient: "egg" },
          { qty: 2, unit: "tablespoon", ingredient: "miso" },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract" },
          { qty: 3 / 4, unit: "cup", ingredient: "all-purpose-flour" },
          { qty: 2, unit: "tablespoon", ingredient: "cocoa-powder" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "kosher-salt" },
          { ingredient: "flaky-salt", preparation: "for the top" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the oven to [[350 fahrenheit]] and line a square pan ([[8 inch]] a side) with parchment.",
          },
          {
            text: "Melt the [[@unsalted-butter]] and [[@dark-chocolate]] together in a heatproof bowl over simmering water, stirring until smooth.",
          },
          {
            text: "Whisk the [[@granulated-sugar]], [[@egg]], [[@miso]] and [[@vanilla-extract]] vigorously for 2 minutes, until pale; this is what gives the crackly top. Whisk in the chocolate.",
          },
          {
            text: "Fold in the [[@all-purpose-flour]], [[@cocoa-powder]] and [[@kosher-salt]]. Spread in the pan and sprinkle with [[@flaky-salt]].",
          },
          {
            text: "Bake until the top is shiny and crackled and a toothpick comes out with moist crumbs.",
            timerMinutes: 26,
          },
          { text: "Cool completely in the pan before cutting.", timerMinutes: 60 },
        ],
      },
    ],
    equipment: [{ slug: "square-baking-pan" }, { slug: "whisk" }],
  },
  {
    slug: "fresh-summer-rolls-with-peanut-dip",
    title: "Fresh Summer Rolls with Peanut Dip",
    status: "draft",
    description:
      "Rice paper rolls packed with shrimp, vermicelli, crunchy vegetables and lots of herbs, with a sweet and salty hoisin-peanut dip.",
    publishedDaysAgo: 2,
    prepTimeMinutes: 40,
    cookTimeMinutes: 5,
    yieldServings: 4,
    servingDescription: "3 rolls each",
    difficulty: "medium",
    cuisines: ["vietnamese"],
    meals: ["lunch", "appetizer"],
    methods: ["no-cook"],
    categories: ["snacks-sides"],
    diets: ["pescatarian", "dairy-free"],
    tags: ["summer", "party"],
    keywords: ["summer rolls", "rice paper rolls", "peanut sauce"],
    images: [{ hue: 120, motif: "board", seed: 611 }],
    ingredientGroups: [
      {
        title: "For the rolls",
        items: [
          { qty: 4, unit: "ounce", ingredient: "rice-noodles", preparation: "thin vermicelli" },
          {
            key: "rice-paper",
            qty: 12,
            title: "rice paper wrappers",
            preparation: "8-inch rounds",
          },
          {
            qty: 12,
            unit: "large",
            ingredient: "shrimp",
            preparation: "cooked, peeled and halved lengthwise",
          },
          { qty: 6, unit: "leaf", ingredient: "romaine-lettuce", preparation: "torn" },
          { qty: 1, unit: "small", ingredient: "cucumber", preparation: "cut into matchsticks" },
          { qty: 1, unit: "medium", ingredient: "carrot", preparation: "cut into matchsticks" },
          { qty: 1, unit: "cup", ingredient: "fresh-mint", preparation: "leaves" },
          { qty: 1, unit: "cup", ingredient: "cilantro", preparation: "sprigs" },
        ],
      },
      {
        title: "For the dip",
        items: [
          { qty: 1 / 4, unit: "cup", ingredient: "peanut-butter" },
          { qty: 2, unit: "tablespoon", ingredient: "hoisin-sauce" },
          { qty: 1, unit: "tablespoon", ingredient: "lime-juice" },
          { qty: 1, unit: "teaspoon", ingredient: "sriracha" },
          { qty: [2, 3], unit: "tablespoon", ingredient: "water", preparation: "warm" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Prep",
        steps: [
          {
            text: "Cook the [[@rice-noodles]] according to the package, then rinse under cold water and drain well.",
            timerMinutes: 4,
          },
          {
            text: "Whisk the [[@peanut-butter]], [[@hoisin-sauce]], [[@lime-juice]] and [[@sriracha]], adding the [[@water]] until dippable.",
          },
        ],
      },
      {
        title: "Roll",
        steps: [
          {
            text: "Working with one of the [[@rice-paper]] at a time, dip it in warm water for 2 to 3 seconds and lay it on a damp board; it softens as you work.",
          },
          {
            text: "Lay two halves of the [[@shrimp]] cut-side up across the middle, then top with [[@romaine-lettuce]], a small bundle of noodles, [[@cucumber]], [[@carrot]], [[@fresh-mint]] and [[@cilantro]]. Fold in the sides and roll up tightly. Repeat, and serve with the dip.",
          },
        ],
      },
    ],
    equipment: [{ slug: "cutting-board" }, { slug: "saucepan" }],
  },
];
