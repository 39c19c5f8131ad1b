/**
 * What a creator should get from each fixture recipe (import-fixtures/): the quality test
 * compares the parse with these, field by field, and prints the exact-match rates.
 */
export type PageExpectation = {
  /** A fixture address, or the fixture address of a pasted text (pages/texts.test/). */
  source: { url: string } | { text: string };
  title: string;
  ingredientGroups: { title: string | null; lines: string[] }[];
  instructionGroups: { title: string | null; steps: string[] }[];
  /** Measurements the steps should carry, as [quantity, unit slug], in order. */
  measurements: [number, string][];
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
  customTimeMinutes: number | null;
  yieldServings: number | null;
  servingDescription: string | null;
  imageUrls: string[];
};

export const PAGE_EXPECTATIONS: PageExpectation[] = [
  {
    // WP Recipe Maker: Yoast @graph JSON-LD with flat ingredients; the groups are in the card.
    source: { url: "https://wprm.blog.test/chewy-chocolate-chip-cookies" },
    title: "Chewy Chocolate Chip Cookies",
    ingredientGroups: [
      {
        title: "For the dough",
        lines: [
          "1 cup unsalted butter, melted",
          "1 cup packed brown sugar",
          "½ cup granulated sugar",
          "2 large eggs",
          "2 tsp vanilla extract",
          "2 ¼ cups all-purpose flour",
          "1 tsp baking soda",
          "1 tsp kosher salt",
          "2 cups semisweet chocolate chips",
        ],
      },
      { title: "To finish", lines: ["flaky sea salt, for serving"] },
    ],
    instructionGroups: [
      {
        title: "Make the dough",
        steps: [
          "Whisk the melted butter with both sugars until glossy, about 1 minute.",
          "Beat in the eggs and vanilla, then fold in the flour, baking soda and salt.",
          "Stir in the chocolate chips and chill the dough for at least 2 hours.",
        ],
      },
      {
        title: "Bake",
        steps: [
          "Heat the oven to 350°F and line two sheets with parchment.",
          "Scoop 2 tablespoons of dough per cookie and bake 11 to 12 minutes, until the edges are golden.",
          "Sprinkle with flaky salt and cool on the sheet for 5 minutes.",
        ],
      },
    ],
    measurements: [
      [350, "fahrenheit"],
      [2, "tablespoon"],
    ],
    prepTimeMinutes: 20,
    cookTimeMinutes: 12,
    customTimeMinutes: null,
    yieldServings: 24,
    servingDescription: "24 cookies",
    imageUrls: [
      "https://images.blog.test/cookies.png",
      "https://images.blog.test/cookies-stack.png",
    ],
  },
  {
    // Tasty Recipes: JSON-LD in an array, flat; the card has the two groups.
    source: { url: "https://tasty.blog.test/lemon-herb-roast-chicken" },
    title: "Lemon Herb Roast Chicken",
    ingredientGroups: [
      {
        title: "For the chicken",
        lines: [
          "1 whole chicken (about 4 lb)",
          "2 lemons",
          "6 cloves garlic, smashed",
          "2 tbsp olive oil",
          "1 tbsp kosher salt",
          "1 tsp black pepper",
          "4 sprigs fresh thyme",
        ],
      },
      {
        title: "For the potatoes",
        lines: ["2 pounds baby potatoes, halved", "1 cup chicken broth"],
      },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Heat the oven to 425°F (220 °C). Pat the chicken dry.",
          "Zest one lemon over the chicken, then rub it with the oil, salt and pepper.",
          "Stuff the cavity with the zested lemon, halved, the garlic and the thyme.",
          "Toss the potatoes in the pan with the broth and set the chicken on top.",
          "Roast 1 hour 15 minutes, until the thigh reads 165°F. Rest 15 minutes before carving.",
        ],
      },
    ],
    measurements: [
      [425, "fahrenheit"],
      [220, "celsius"],
      [165, "fahrenheit"],
    ],
    prepTimeMinutes: 15,
    cookTimeMinutes: 75,
    customTimeMinutes: 105,
    yieldServings: 4,
    servingDescription: null,
    imageUrls: ["https://images.blog.test/chicken.png"],
  },
  {
    // Yoast @graph with header lines inside recipeIngredient and HowToSections.
    source: { url: "https://yoast.blog.test/weeknight-beef-chili" },
    title: "Weeknight Beef Chili",
    ingredientGroups: [
      {
        title: "For the chili",
        lines: [
          "1 tbsp olive oil",
          "1 lb ground beef",
          "1 onion, finely chopped",
          "3 cloves garlic, minced",
          "2 tbsp chili powder",
          "1 tsp ground cumin",
          "1 tsp smoked paprika",
          "1 (28-ounce) can crushed tomatoes",
          "2 (15 oz) cans kidney beans, drained",
          "1 cup beef broth",
          "salt and pepper, to taste",
        ],
      },
      {
        title: "For serving",
        lines: [
          "1 cup shredded cheddar cheese",
          "1/2 cup sour cream",
          "4 scallions, thinly sliced",
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Cook the chili",
        steps: [
          "Heat the oil in a large pot over medium-high heat and brown the beef, 6 to 8 minutes.",
          "Add the onion and garlic and cook until soft, about 5 minutes.",
          "Stir in the chili powder, cumin and paprika for 1 minute, then add the tomatoes, beans and 1 cup broth.",
          "Simmer 30 minutes, stirring now and then. Season with salt and pepper.",
        ],
      },
      {
        title: "Serve",
        steps: ["Ladle into bowls and top with cheddar, sour cream and scallions."],
      },
    ],
    measurements: [[1, "cup"]],
    prepTimeMinutes: 10,
    cookTimeMinutes: 45,
    customTimeMinutes: null,
    yieldServings: 6,
    servingDescription: null,
    imageUrls: ["https://images.blog.test/chili.png"],
  },
  {
    // Microdata only, with a relative image address.
    source: { url: "https://microdata.blog.test/banana-bread" },
    title: "Brown Butter Banana Bread",
    ingredientGroups: [
      {
        title: null,
        lines: [
          "3 very ripe bananas, mashed",
          "1/2 cup unsalted butter, melted",
          "3/4 cup brown sugar",
          "1 large egg",
          "1 tsp vanilla extract",
          "1 tsp baking soda",
          "1/4 tsp salt",
          "1 1/2 cups all-purpose flour",
          "1/2 cup walnuts, chopped (optional)",
        ],
      },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Heat the oven to 350°F and butter a 9x5-inch loaf pan.",
          "Mix the bananas, butter, sugar, egg and vanilla.",
          "Stir in the baking soda, salt and flour, then the walnuts.",
          "Bake 55 to 60 minutes, until a skewer comes out clean.",
        ],
      },
    ],
    measurements: [
      [350, "fahrenheit"],
      [5, "inch"],
    ],
    prepTimeMinutes: 15,
    cookTimeMinutes: 60,
    customTimeMinutes: null,
    yieldServings: 1,
    servingDescription: "1 loaf",
    imageUrls: ["https://microdata.blog.test/images/banana-bread.png"],
  },
  {
    // Mediavine Create card with no structured data at all.
    source: { url: "https://mediavine.blog.test/roasted-tomato-soup" },
    title: "Roasted Tomato Soup",
    ingredientGroups: [
      {
        title: "Roast",
        lines: [
          "3 lb tomatoes, halved",
          "1 red onion, cut into wedges",
          "1 head garlic",
          "3 tbsp extra virgin olive oil",
          "1 tsp kosher salt",
        ],
      },
      {
        title: "Soup",
        lines: ["4 cups vegetable broth", "1/2 cup heavy cream", "1/4 cup fresh basil leaves"],
      },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Heat the oven to 400°F. Spread the tomatoes, onion and garlic on a sheet pan, drizzle with the oil and salt.",
          "Roast 40 minutes, until the tomatoes collapse.",
          "Squeeze the garlic from its skins into a pot, add the vegetables and 4 cups broth, and simmer 10 minutes.",
          "Blend until smooth, stir in the cream and basil, and season to taste.",
        ],
      },
    ],
    measurements: [
      [400, "fahrenheit"],
      [4, "cup"],
    ],
    prepTimeMinutes: 10,
    cookTimeMinutes: 50,
    customTimeMinutes: null,
    yieldServings: 6,
    servingDescription: "6 bowls",
    imageUrls: ["https://images.blog.test/soup.png"],
  },
  {
    source: { text: "https://texts.test/buttermilk-pancakes.txt" },
    title: "Buttermilk Pancakes",
    ingredientGroups: [
      {
        title: null,
        lines: [
          "2 cups all-purpose flour",
          "2 tbsp granulated sugar",
          "2 tsp baking powder",
          "1/2 tsp baking soda",
          "1/2 tsp salt",
          "2 cups buttermilk",
          "2 large eggs",
          "3 tbsp unsalted butter, melted",
        ],
      },
      { title: "For serving", lines: ["maple syrup, to taste", "1 cup blueberries"] },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Whisk the flour, sugar, baking powder, baking soda and salt in a large bowl.",
          "Whisk the buttermilk, eggs and melted butter, then stir into the dry ingredients until just combined.",
          "Heat a griddle to 375°F and cook 1/4 cup of batter per pancake, about 2 minutes a side.",
          "Serve warm with maple syrup and blueberries.",
        ],
      },
    ],
    measurements: [
      [375, "fahrenheit"],
      [0.25, "cup"],
    ],
    prepTimeMinutes: 5,
    cookTimeMinutes: 15,
    customTimeMinutes: null,
    yieldServings: 4,
    servingDescription: null,
    imageUrls: [],
  },
];
