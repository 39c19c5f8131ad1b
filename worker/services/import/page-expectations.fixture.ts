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
    servingDescription: "cookies",
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
    // The page's total (1 hr 45 min) less prep and cook: the site adds the three up again.
    customTimeMinutes: 15,
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
    servingDescription: "loaf",
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
    servingDescription: "bowls",
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
  {
    // No recipe markup: headings, lists, a logo as the share image, a related-posts strip, a
    // sidebar and comments around the recipe; the lines use one-letter units, approximations
    // and informal measures.
    source: { url: "https://plain.blog.test/grandmas-cheese-scones" },
    title: "Grandma's Cheese Scones",
    ingredientGroups: [
      {
        title: "For the dough",
        lines: [
          "about 2 cups self-raising flour",
          "1 heaping tsp baking powder",
          "1/2 t salt",
          "a knob of butter, cold and cubed",
          "1 c grated cheddar cheese (packed)",
          "2/3 cup milk",
        ],
      },
      { title: "For the top", lines: ["1 large egg, beaten", "a splash of milk"] },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Heat the oven to 220°C and flour a baking sheet.",
          "Rub the butter into the flour, baking powder and salt until it looks like breadcrumbs, then stir in most of the cheese.",
          "Add the milk and bring it together into a soft dough; pat it out 2 cm thick.",
          "Cut out 8 rounds, brush with the egg and milk, scatter over the last of the cheese and bake 12 to 15 minutes.",
        ],
      },
    ],
    measurements: [
      [220, "celsius"],
      [2, "centimeter"],
    ],
    prepTimeMinutes: 10,
    cookTimeMinutes: 15,
    customTimeMinutes: null,
    yieldServings: 8,
    servingDescription: "scones",
    imageUrls: ["https://plain.blog.test/wp-content/uploads/cheese-scones.png"],
  },
  {
    // An old hand-made page: a table layout, bold "Ingredients:" and "Directions:" lines,
    // the lines in one paragraph broken by <br>, the steps as paragraphs, a link back after.
    source: { url: "https://plain.blog.test/old-fashioned-gingerbread" },
    title: "Old-Fashioned Gingerbread",
    ingredientGroups: [
      {
        title: null,
        lines: [
          "1/2 c. shortening",
          "1/2 c. sugar",
          "1 egg",
          "1 c. molasses",
          "2 1/2 c. flour",
          "1 1/2 t. baking soda",
          "1 t. cinnamon",
          "1 t. ginger",
          "1/2 t. salt",
          "1 c. hot water",
        ],
      },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Cream the shortening and sugar. Beat in the egg and the molasses.",
          "Sift the dry ingredients together and add them to the creamed mixture alternately with the hot water.",
          "Bake in a greased 9 inch square pan at 350 degrees F for 45 to 50 minutes.",
        ],
      },
    ],
    measurements: [
      [9, "inch"],
      [350, "fahrenheit"],
    ],
    prepTimeMinutes: null,
    cookTimeMinutes: null,
    customTimeMinutes: null,
    yieldServings: 9,
    servingDescription: null,
    imageUrls: [],
  },
  {
    // JSON-LD whose ingredient groups are HowToSections and whose picture is an "@id"
    // reference; the share image is the site's logo.
    source: { url: "https://jsonld.blog.test/spring-pea-risotto" },
    title: "Spring Pea Risotto",
    ingredientGroups: [
      {
        title: "Risotto",
        lines: [
          "a glug of olive oil",
          "1 onion, finely chopped",
          "300 g arborio rice",
          "1 l hot vegetable stock",
        ],
      },
      {
        title: "To finish",
        lines: ["2 cups frozen peas", "a knob of butter", "scant 1/2 cup grated Parmesan"],
      },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Soften the onion in the oil for 5 minutes.",
          "Stir in the rice, then add the stock a ladle at a time, stirring, for about 20 minutes.",
          "Stir in the peas for the last 3 minutes, then beat in the butter and Parmesan.",
        ],
      },
    ],
    measurements: [],
    prepTimeMinutes: 10,
    cookTimeMinutes: 30,
    customTimeMinutes: null,
    yieldServings: 4,
    servingDescription: "bowls",
    imageUrls: ["https://images.blog.test/risotto.png"],
  },
  {
    // data-vocabulary.org microdata: ingredient items split into amount and name, headings
    // between them, the method as one itemprop on the whole list.
    source: { url: "https://microdata.blog.test/lemon-tart" },
    title: "Sharp Lemon Tart",
    ingredientGroups: [
      {
        title: "Pastry",
        lines: ["1 1/2 cups all-purpose flour", "1/2 cup cold butter, cubed", "1 egg yolk"],
      },
      {
        title: "Filling",
        lines: ["4 large eggs", "3/4 cup granulated sugar", "1/2 cup lemon juice"],
      },
    ],
    instructionGroups: [
      {
        title: null,
        steps: [
          "Rub the butter into the flour, bind with the yolk and chill 30 minutes.",
          "Line a 9-inch tin and blind bake at 375°F for 15 minutes.",
          "Whisk the eggs, sugar and lemon juice, pour into the case and bake 25 minutes at 300°F.",
        ],
      },
    ],
    measurements: [
      [9, "inch"],
      [375, "fahrenheit"],
      [300, "fahrenheit"],
    ],
    prepTimeMinutes: 30,
    cookTimeMinutes: 45,
    customTimeMinutes: null,
    yieldServings: 8,
    servingDescription: null,
    imageUrls: ["https://images.blog.test/lemon-tart.png"],
  },
];
