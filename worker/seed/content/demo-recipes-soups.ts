import type { RecipeSeed } from "../types";

/** Maya's soups and stews: big pots for cold evenings and freezer stockpiles. */
export const soupRecipes: RecipeSeed[] = [
  {
    slug: "french-onion-soup",
    title: "French Onion Soup",
    description:
      "Onions cooked low and slow until jammy and mahogany, simmered in a rich beef broth with thyme and white wine, and crowned with toasted baguette and bubbling Gruyère.",
    storyExcerpt:
      "There is no shortcut to properly caramelized onions, but there's nothing to it either: a heavy pot, a wooden spoon and an hour of occasional stirring.",
    note: "The soup (without the bread and cheese) keeps for 4 days in the fridge and 3 months in the freezer, and tastes even better the next day.",
    publishedDaysAgo: 60,
    prepTimeMinutes: 20,
    cookTimeMinutes: 105,
    yieldServings: 6,
    difficulty: "medium",
    cuisines: ["french"],
    meals: ["dinner", "lunch"],
    methods: ["saute", "broil"],
    categories: ["soups-stews"],
    tags: ["comfort-food", "winter", "make-ahead"],
    contributors: ["Jess Huang", "Sam Ortega"],
    keywords: ["french onion soup", "caramelized onions", "gruyere"],
    images: [
      { hue: 30, motif: "bowl", seed: 301 },
      { hue: 35, motif: "pot", seed: 302 },
    ],
    ingredientGroups: [
      {
        title: "For the soup",
        items: [
          { qty: 4, unit: "tablespoon", ingredient: "unsalted-butter" },
          {
            qty: 3,
            unit: "pound",
            ingredient: "yellow-onion",
            preparation: "halved and thinly sliced (about 5 large)",
          },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 2, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 2, unit: "tablespoon", ingredient: "all-purpose-flour" },
          { qty: 1, unit: "cup", ingredient: "white-wine" },
          { qty: 2, unit: "quart", ingredient: "beef-stock", preparation: "low-sodium" },
          { qty: 4, unit: "sprig", ingredient: "fresh-thyme" },
          { qty: 1, ingredient: "bay-leaf" },
          { qty: 1, unit: "teaspoon", ingredient: "sherry-vinegar" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
        ],
      },
      {
        title: "For the topping",
        items: [
          {
            qty: 12,
            unit: "slice",
            ingredient: "baguette",
            preparation: "[[1/2 inch]] thick, toasted",
          },
          { qty: 8, unit: "ounce", ingredient: "gruyere", preparation: "coarsely grated" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Caramelize the onions",
        steps: [
          {
            text: "Melt the [[@unsalted-butter]] in a large Dutch oven over medium heat. Add the [[@yellow-onion]] and [[@kosher-salt]], stir, cover and cook until the onions have collapsed.",
            timerMinutes: 10,
          },
          {
            text: "Uncover, lower the heat to medium-low and cook, stirring and scraping the bottom every few minutes, until the onions are soft, sticky and a deep mahogany brown. If they start to catch, add a splash of water and scrape up the brown bits.",
            timerMinutes: 55,
            note: "Don't rush this with higher heat: you'll scorch the onions rather than caramelize them.",
          },
        ],
      },
      {
        title: "Simmer the soup",
        steps: [
          {
            text: "Stir in the [[@garlic]] for 1 minute, then sprinkle over the [[@all-purpose-flour]] and stir for another minute.",
          },
          {
            text: "Pour in the [[@white-wine]], scraping up everything from the bottom of the pot, and simmer until reduced by half.",
            timerMinutes: 3,
          },
          {
            text: "Add the [[@beef-stock]], [[@fresh-thyme]] and [[@bay-leaf]], and simmer gently, partly covered.",
            timerMinutes: 30,
          },
          {
            text: "Fish out the herbs. Stir in the [[@sherry-vinegar]] and [[@black-pepper]], and taste for salt.",
          },
        ],
      },
      {
        title: "Gratinée",
        steps: [
          {
            text: "Heat the broiler. Set six ovenproof bowls on a sheet pan and ladle in the soup. Share the [[@baguette]] between the bowls, two to each, and pile on the [[@gruyere]].",
          },
          {
            text: "Broil until the cheese is bubbling and browned in spots. Serve carefully; the bowls will be very hot.",
            timerMinutes: 3,
          },
        ],
      },
    ],
    equipment: [
      { slug: "dutch-oven" },
      { slug: "wooden-spoon" },
      { slug: "ramekins", note: "or any ovenproof soup bowls" },
      { slug: "sheet-pan" },
    ],
  },
  {
    slug: "turkish-red-lentil-soup",
    title: "Turkish Red Lentil Soup",
    description:
      "Velvety, golden mercimek çorbası: red lentils simmered with onion, carrot, cumin and paprika, blended smooth and brightened with lemon and mint.",
    storyExcerpt:
      "Every lokanta in Istanbul serves a version of this, and it costs almost nothing to make at home.",
    publishedDaysAgo: 115,
    prepTimeMinutes: 10,
    cookTimeMinutes: 35,
    yieldServings: 6,
    difficulty: "easy",
    cuisines: ["turkish", "middle-eastern"],
    meals: ["lunch", "dinner"],
    methods: ["saute"],
    categories: ["soups-stews"],
    diets: ["vegan", "vegetarian", "gluten-free", "dairy-free"],
    tags: ["budget", "one-pot", "freezer-friendly", "winter"],
    keywords: ["lentil soup", "mercimek", "red lentils", "vegan soup"],
    images: [
      { hue: 32, motif: "bowl", seed: 311 },
      { hue: 28, motif: "pot", seed: 312 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 3, unit: "tablespoon", ingredient: "olive-oil", note: "plus more to serve" },
          { qty: 1, unit: "large", ingredient: "yellow-onion", preparation: "chopped" },
          { qty: 1, unit: "large", ingredient: "carrot", preparation: "chopped" },
          { qty: 3, unit: "clove", ingredient: "garlic", preparation: "chopped" },
          { qty: 2, unit: "tablespoon", ingredient: "tomato-paste" },
          { qty: 2, unit: "teaspoon", ingredient: "ground-cumin" },
          { qty: 1, unit: "teaspoon", ingredient: "paprika" },
          {
            qty: 1 / 2,
            unit: "teaspoon",
            ingredient: "red-pepper-flakes",
            note: "Aleppo or Urfa pepper if you have it",
          },
          { qty: 1.5, unit: "cup", ingredient: "red-lentils", preparation: "rinsed" },
          { qty: 6, unit: "cup", ingredient: "vegetable-stock" },
          { qty: 1.5, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 2, unit: "tablespoon", ingredient: "lemon-juice" },
        ],
      },
      {
        title: "To serve",
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "fresh-mint", preparation: "finely chopped" },
          { qty: 1, ingredient: "lemon", preparation: "cut into wedges" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the [[@olive-oil]] in a large pot over medium heat. Add the [[@yellow-onion]] and [[@carrot]] and cook until soft and starting to colour.",
            timerMinutes: 8,
          },
          {
            text: "Stir in the [[@garlic]], [[@tomato-paste]], [[@ground-cumin]], [[@paprika]] and [[@red-pepper-flakes]] and cook for 1 to 2 minutes, until the paste darkens and the spices smell toasty.",
          },
          {
            text: "Add the [[@red-lentils]], [[@vegetable-stock]] and [[@kosher-salt]]. Bring to a boil, then simmer, partly covered, until the lentils have completely collapsed.",
            timerMinutes: 25,
          },
          {
            text: "Blend until very smooth with an immersion blender (or in batches in a blender, venting the lid). Stir in the [[@lemon-juice]] and thin with water if you like.",
          },
          {
            text: "Serve drizzled with olive oil and sprinkled with the [[@fresh-mint]], with [[@lemon]] wedges for squeezing.",
          },
        ],
      },
    ],
    equipment: [{ slug: "stockpot" }, { slug: "immersion-blender" }],
  },
  {
    slug: "classic-chicken-noodle-soup",
    title: "Classic Chicken Noodle Soup",
    description:
      "Tender shredded chicken, soft vegetables and wide egg noodles in a golden, herby broth. The bowl you want when you're under the weather, or just under a blanket.",
    storyExcerpt:
      "My mom's recipe, minus the four hours. Chicken thighs give you a rich broth in 30 minutes.",
    note: "If you're making this ahead, cook the noodles separately and add them to each bowl; otherwise they drink up the broth overnight.",
    publishedDaysAgo: 540,
    prepTimeMinutes: 15,
    cookTimeMinutes: 40,
    yieldServings: 6,
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["dinner", "lunch"],
    methods: ["poach", "saute"],
    categories: ["soups-stews"],
    tags: ["comfort-food", "kid-friendly", "winter", "one-pot"],
    keywords: ["chicken noodle soup", "chicken soup", "egg noodles"],
    images: [
      { hue: 45, motif: "bowl", seed: 321 },
      { hue: 40, motif: "pot", seed: 322 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 1, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 1, unit: "tablespoon", ingredient: "unsalted-butter" },
          { qty: 1, unit: "large", ingredient: "yellow-onion", preparation: "diced" },
          { qty: 3, unit: "medium", ingredient: "carrot", preparation: "sliced into coins" },
          { qty: 3, unit: "stalk", ingredient: "celery", preparation: "sliced" },
          { qty: 3, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 10, unit: "cup", ingredient: "chicken-stock" },
          { qty: 4, unit: "sprig", ingredient: "fresh-thyme" },
          { qty: 2, ingredient: "bay-leaf" },
          {
            qty: 1.5,
            unit: "pound",
            ingredient: "chicken-thighs",
            preparation: "boneless and skinless",
          },
          { qty: 8, unit: "ounce", ingredient: "egg-noodles" },
          { qty: 1 / 4, unit: "cup", ingredient: "fresh-parsley", preparation: "chopped" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-juice" },
          { ingredient: "kosher-salt", preparation: "to taste" },
          { ingredient: "black-pepper", preparation: "to taste" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the [[@olive-oil]] and [[@unsalted-butter]] in a large pot over medium heat. Add the [[@yellow-onion]], [[@carrot]] and [[@celery]] and cook until softened.",
            timerMinutes: 8,
          },
          { text: "Stir in the [[@garlic]] and cook for 1 minute." },
          {
            text: "Add the [[@chicken-stock]], [[@fresh-thyme]], [[@bay-leaf]] and [[@chicken-thighs]]. Bring to a boil, then simmer gently until the chicken is cooked through.",
            timerMinutes: 20,
          },
          {
            text: "Lift out the chicken and shred it with two forks. Discard the thyme stems and bay leaves.",
          },
          {
            text: "Bring the broth back to a boil, add the [[@egg-noodles]] and cook until tender (check your package time).",
            timerMinutes: 7,
          },
          {
            text: "Return the chicken, stir in the [[@fresh-parsley]] and [[@lemon-juice]], and season well with [[@kosher-salt]] and [[@black-pepper]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "stockpot" }, { slug: "ladle" }],
  },
  {
    slug: "red-wine-beef-stew",
    title: "Red Wine Beef Stew",
    description:
      "Fork-tender chuck braised for hours in red wine and beef stock with carrots and potatoes. Deeply savoury, glossy and even better the next day.",
    storyExcerpt:
      "Browning the beef well, in batches and without crowding, is the step that turns a good stew into a great one.",
    storyMore:
      "I braise stew in the oven rather than on the stove: the heat surrounds the pot evenly, nothing scorches on the bottom, and I can forget about it for an hour and a half.",
    note: "Make it a day ahead if you can. Chill overnight, lift off the solidified fat, and reheat gently.",
    privacy: "subscribers_only",
    publishedDaysAgo: 45,
    prepTimeMinutes: 30,
    cookTimeMinutes: 180,
    yieldServings: 6,
    difficulty: "medium",
    cuisines: ["american", "french"],
    meals: ["dinner"],
    methods: ["braise"],
    categories: ["soups-stews", "main-dishes"],
    diets: ["dairy-free"],
    tags: ["comfort-food", "winter", "freezer-friendly", "make-ahead"],
    keywords: ["beef stew", "braised beef", "red wine stew"],
    images: [
      { hue: 15, motif: "pot", seed: 331 },
      { hue: 20, motif: "bowl", seed: 332 },
      { hue: 18, motif: "plate", seed: 333 },
    ],
    ingredientGroups: [
      {
        title: "For the beef",
        items: [
          {
            qty: 3,
            unit: "pound",
            ingredient: "beef-chuck",
            preparation: "cut into 1 1/2-inch cubes",
          },
          { qty: 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "teaspoon", ingredient: "black-pepper" },
          { qty: 3, unit: "tablespoon", ingredient: "all-purpose-flour" },
          { qty: 3, unit: "tablespoon", ingredient: "olive-oil", preparation: "divided" },
        ],
      },
      {
        title: "For the braise",
        items: [
          { qty: 2, unit: "medium", ingredient: "yellow-onion", preparation: "chopped" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 2, unit: "tablespoon", ingredient: "tomato-paste" },
          {
            qty: 1.5,
            unit: "cup",
            ingredient: "red-wine",
            preparation: "such as Cabernet or Merlot",
          },
          { qty: 3, unit: "cup", ingredient: "beef-stock" },
          { qty: 1, unit: "tablespoon", ingredient: "worcestershire-sauce" },
          { qty: 4, unit: "sprig", ingredient: "fresh-thyme" },
          { qty: 2, ingredient: "bay-leaf" },
        ],
      },
      {
        title: "For the vegetables",
        items: [
          { qty: 4, unit: "large", ingredient: "carrot", preparation: "cut into 1-inch chunks" },
          {
            qty: 1.5,
            unit: "pound",
            ingredient: "yukon-gold-potato",
            preparation: "cut into 1 1/2-inch chunks",
          },
          { qty: 1, unit: "cup", ingredient: "peas", preparation: "frozen" },
          { qty: 2, unit: "tablespoon", ingredient: "fresh-parsley", preparation: "chopped" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Brown the beef",
        steps: [
          {
            text: "Heat the oven to [[325 fahrenheit]]. Pat the [[@beef-chuck]] very dry, season with the [[@kosher-salt]] and [[@black-pepper]], and toss with the [[@all-purpose-flour]].",
          },
          {
            text: "Heat 1 tablespoon of the [[@olive-oil]] in a large Dutch oven over medium-high heat. Brown the beef in three batches, turning until well crusted on at least two sides, adding more oil as needed. Transfer to a bowl.",
            timerMinutes: 5,
            note: "Leave space between the pieces. Crowded beef steams instead of browning.",
          },
        ],
      },
      {
        title: "Braise",
        steps: [
          {
            text: "Lower the heat to medium, add the [[@yellow-onion]] and cook until soft, scraping up the browned bits.",
            timerMinutes: 5,
          },
          { text: "Stir in the [[@garlic]] and [[@tomato-paste]] and cook for 1 minute." },
          {
            text: "Pour in the [[@red-wine]] and simmer for 2 minutes, scraping the bottom. Add the [[@beef-stock]], [[@worcestershire-sauce]], [[@fresh-thyme]], [[@bay-leaf]] and the beef with its juices.",
          },
          {
            text: "Bring to a simmer, cover and transfer to the oven.",
            timerMinutes: 90,
          },
          {
            text: "Stir in the [[@carrot]] and [[@yukon-gold-potato]], cover and return to the oven until the beef is fork-tender and the vegetables are soft.",
            timerMinutes: 60,
          },
          {
            text: "Stir in the [[@peas]] and let them warm through for 5 minutes. Remove the herb stems and bay leaves, taste for salt and pepper, and scatter with the [[@fresh-parsley]].",
            timerMinutes: 5,
          },
        ],
      },
    ],
    equipment: [{ slug: "dutch-oven" }, { slug: "tongs" }, { slug: "chef-knife" }],
  },
  {
    slug: "creamy-tomato-basil-soup",
    title: "Creamy Tomato Basil Soup",
    description:
      "Silky tomato soup made from pantry tinned tomatoes, finished with fresh basil and a splash of cream. Made for dunking grilled cheese.",
    storyExcerpt:
      "Good tinned tomatoes beat sad winter tomatoes every time. Save the fresh ones for August.",
    publishedDaysAgo: 280,
    prepTimeMinutes: 10,
    cookTimeMinutes: 30,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["american", "italian"],
    meals: ["lunch", "dinner"],
    methods: ["saute"],
    categories: ["soups-stews"],
    diets: ["vegetarian", "gluten-free"],
    tags: ["quick", "budget", "kid-friendly", "comfort-food"],
    keywords: ["tomato soup", "tomato basil soup", "grilled cheese soup"],
    images: [
      { hue: 8, motif: "bowl", seed: 341 },
      { hue: 6, motif: "pot", seed: 342 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 3, unit: "tablespoon", ingredient: "unsalted-butter" },
          { qty: 1, unit: "medium", ingredient: "yellow-onion", preparation: "chopped" },
          { qty: 3, unit: "clove", ingredient: "garlic", preparation: "smashed" },
          {
            qty: 2,
            unit: "can",
            ingredient: "canned-tomatoes",
            note: "28-ounce (800 g) cans",
          },
          { qty: 2, unit: "cup", ingredient: "vegetable-stock" },
          {
            qty: 1,
            unit: "teaspoon",
            ingredient: "granulated-sugar",
            note: "only if your tomatoes are sharp",
          },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "cup", ingredient: "fresh-basil", preparation: "leaves, loosely packed" },
          { qty: 1 / 2, unit: "cup", ingredient: "heavy-cream" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Melt the [[@unsalted-butter]] in a large pot over medium heat. Cook the [[@yellow-onion]] until soft and sweet, then add the [[@garlic]] for 1 minute.",
            timerMinutes: 6,
          },
          {
            text: "Add the [[@canned-tomatoes]] with their juices, crushing them with your hands or a spoon, then the [[@vegetable-stock]], [[@granulated-sugar]] and [[@kosher-salt]]. Simmer, partly covered.",
            timerMinutes: 20,
          },
          {
            text: "Add the [[@fresh-basil]] and blend until completely smooth with an immersion blender.",
          },
          {
            text: "Stir in the [[@heavy-cream]] and [[@black-pepper]] and warm through without boiling. Taste for salt.",
          },
        ],
      },
    ],
    equipment: [{ slug: "stockpot" }, { slug: "immersion-blender" }],
  },
  {
    slug: "roasted-butternut-squash-soup",
    title: "Roasted Butternut Squash Soup",
    description:
      "Squash, onion and carrot roasted until caramelized, then blended with stock and coconut milk into a silky, naturally sweet soup. Topped with crunchy pumpkin seeds.",
    storyExcerpt:
      "Roasting instead of boiling is everything here: it concentrates the squash into something nutty and sweet.",
    publishedDaysAgo: 395,
    prepTimeMinutes: 20,
    cookTimeMinutes: 55,
    yieldServings: 6,
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["lunch", "dinner"],
    methods: ["roast"],
    categories: ["soups-stews"],
    diets: ["vegan", "vegetarian", "gluten-free", "dairy-free"],
    tags: ["fall", "freezer-friendly", "make-ahead", "holiday"],
    keywords: ["butternut squash soup", "squash soup", "vegan soup"],
    images: [
      { hue: 28, motif: "bowl", seed: 351 },
      { hue: 30, motif: "tray", seed: 352 },
    ],
    ingredientGroups: [
      {
        title: "To roast",
        items: [
          {
            qty: 3,
            unit: "pound",
            ingredient: "butternut-squash",
            preparation: "peeled, seeded and cut into 1-inch cubes (1 large squash)",
          },
          { qty: 1, unit: "large", ingredient: "yellow-onion", preparation: "cut into wedges" },
          { qty: 2, unit: "medium", ingredient: "carrot", preparation: "chopped" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "peeled" },
          { qty: 3, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 1.5, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "teaspoon", ingredient: "smoked-paprika" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
        ],
      },
      {
        title: "For the soup",
        items: [
          { qty: 4, unit: "cup", ingredient: "vegetable-stock" },
          {
            qty: 3 / 4,
            unit: "cup",
            ingredient: "coconut-milk",
            preparation: "plus more to swirl",
          },
          { qty: 1, unit: "tablespoon", ingredient: "maple-syrup" },
          { qty: 1, unit: "teaspoon", ingredient: "apple-cider-vinegar" },
          { qty: 1 / 4, unit: "cup", ingredient: "pumpkin-seeds", preparation: "toasted" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Roast",
        steps: [
          {
            text: "Heat the oven to [[425 fahrenheit]]. On a large sheet pan, toss the [[@butternut-squash]], [[@yellow-onion]], [[@carrot]] and [[@garlic]] with the [[@olive-oil]], [[@kosher-salt]], [[@smoked-paprika]] and [[@black-pepper]].",
          },
          {
            text: "Roast, turning once halfway, until tender and browned at the edges.",
            timerMinutes: 40,
          },
        ],
      },
      {
        title: "Blend",
        steps: [
          {
            text: "Scrape everything into a large pot, add the [[@vegetable-stock]] and simmer for 10 minutes.",
            timerMinutes: 10,
          },
          {
            text: "Blend until velvety smooth. Stir in the [[@coconut-milk]], [[@maple-syrup]] and [[@apple-cider-vinegar]], and thin with water if it's too thick.",
          },
          {
            text: "Ladle into bowls, swirl in a little more coconut milk and scatter with the [[@pumpkin-seeds]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "sheet-pan" }, { slug: "stockpot" }, { slug: "blender" }],
  },
  {
    slug: "turkey-and-bean-chili",
    title: "Turkey and Two-Bean Chili",
    description:
      "A hearty, smoky chili with lean ground turkey, black and kidney beans, and a proper blend of spices, ready in under an hour. Pile on the toppings.",
    storyExcerpt:
      "Game-day chili that doesn't leave you needing a nap. It's even better on day two.",
    publishedDaysAgo: 175,
    prepTimeMinutes: 15,
    cookTimeMinutes: 50,
    yieldServings: 6,
    difficulty: "easy",
    cuisines: ["american", "mexican"],
    meals: ["dinner"],
    methods: ["saute"],
    categories: ["soups-stews", "main-dishes"],
    diets: ["gluten-free", "high-protein"],
    tags: ["one-pot", "meal-prep", "freezer-friendly", "party", "fall"],
    keywords: ["turkey chili", "bean chili", "healthy chili"],
    images: [
      { hue: 10, motif: "pot", seed: 361 },
      { hue: 12, motif: "bowl", seed: 362 },
    ],
    ingredientGroups: [
      {
        title: "For the chili",
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 1.5, unit: "pound", ingredient: "ground-turkey", preparation: "93% lean" },
          { qty: 1, unit: "large", ingredient: "yellow-onion", preparation: "diced" },
          { qty: 1, unit: "large", ingredient: "bell-pepper", preparation: "red, diced" },
          { qty: [1, 2], ingredient: "jalapeno", preparation: "seeded and minced" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 3, unit: "tablespoon", ingredient: "chili-powder" },
          { qty: 2, unit: "teaspoon", ingredient: "ground-cumin" },
          { qty: 1, unit: "teaspoon", ingredient: "dried-oregano" },
          { qty: 1, unit: "teaspoon", ingredient: "smoked-paprika" },
          { qty: 2, unit: "tablespoon", ingredient: "tomato-paste" },
          { qty: 1, unit: "can", ingredient: "crushed-tomatoes", note: "28-ounce can" },
          { qty: 1, unit: "can", ingredient: "kidney-beans", preparation: "drained and rinsed" },
          { qty: 1, unit: "can", ingredient: "black-beans", preparation: "drained and rinsed" },
          { qty: 1.5, unit: "cup", ingredient: "chicken-stock" },
          { qty: 1.5, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "tablespoon", ingredient: "lime-juice" },
        ],
      },
      {
        title: "Toppings",
        items: [
          { qty: 1, unit: "cup", ingredient: "cheddar", preparation: "shredded" },
          { qty: 1 / 2, unit: "cup", ingredient: "sour-cream" },
          { qty: 3, ingredient: "scallion", preparation: "sliced" },
          { qty: 1, unit: "handful", ingredient: "cilantro", preparation: "chopped" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the [[@olive-oil]] in a Dutch oven over medium-high heat. Add the [[@ground-turkey]] and cook, breaking it up, until browned.",
            timerMinutes: 7,
          },
          {
            text: "Add the [[@yellow-onion]], [[@bell-pepper]] and [[@jalapeno]] and cook until softened.",
            timerMinutes: 5,
          },
          {
            text: "Stir in the [[@garlic]], [[@chili-powder]], [[@ground-cumin]], [[@dried-oregano]], [[@smoked-paprika]] and [[@tomato-paste]], and cook for 1 to 2 minutes until fragrant.",
          },
          {
            text: "Add the [[@crushed-tomatoes]], [[@kidney-beans]], [[@black-beans]], [[@chicken-stock]] and [[@kosher-salt]]. Simmer uncovered, stirring now and then, until thick.",
            timerMinutes: 35,
          },
          {
            text: "Stir in the [[@lime-juice]] and adjust the salt. Serve with the [[@cheddar]], [[@sour-cream]], [[@scallion]] and [[@cilantro]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "dutch-oven" }, { slug: "wooden-spoon" }],
  },
  {
    slug: "thai-coconut-chicken-soup",
    title: "Thai Coconut Chicken Soup (Tom Kha Gai)",
    description:
      "A fragrant coconut broth infused with lemongrass, ginger and lime leaves, with tender chicken and mushrooms, balanced with fish sauce and lime.",
    storyExcerpt:
      "Salty, sour, sweet and creamy all at once. Taste at the end and keep adjusting until it makes you close your eyes.",
    note: "The lemongrass, ginger and lime leaves are there for flavour, not for eating; push them aside as you go, or fish them out before serving.",
    publishedDaysAgo: 88,
    prepTimeMinutes: 15,
    cookTimeMinutes: 20,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["thai"],
    meals: ["dinner", "lunch"],
    methods: ["poach"],
    categories: ["soups-stews"],
    diets: ["gluten-free", "dairy-free"],
    tags: ["quick", "weeknight"],
    keywords: ["tom kha gai", "coconut soup", "thai soup"],
    images: [
      { hue: 50, motif: "bowl", seed: 371 },
      { hue: 55, motif: "pot", seed: 372 },
    ],
    ingredientGroups: [
      {
        title: "For the broth",
        items: [
          { qty: 2, unit: "can", ingredient: "coconut-milk", note: "13.5-ounce (400 ml) cans" },
          { qty: 2, unit: "cup", ingredient: "chicken-stock" },
          {
            key: "lemongrass",
            qty: 2,
            unit: "stalk",
            title: "lemongrass",
            preparation: "trimmed, bruised and cut into 2-inch pieces",
          },
          {
            qty: 2,
            unit: "inch",
            ingredient: "ginger",
            preparation: "thinly sliced",
            note: "or galangal, if you can find it",
          },
          {
            key: "lime-leaves",
            qty: 6,
            title: "makrut lime leaves",
            preparation: "torn",
          },
        ],
      },
      {
        title: "For the soup",
        items: [
          { qty: 1, unit: "pound", ingredient: "chicken-breast", preparation: "thinly sliced" },
          {
            qty: 8,
            unit: "ounce",
            ingredient: "mushrooms",
            preparation: "oyster or button, sliced",
          },
          { qty: 3, unit: "tablespoon", ingredient: "fish-sauce" },
          { qty: 3, unit: "tablespoon", ingredient: "lime-juice" },
          { qty: 1, unit: "teaspoon", ingredient: "brown-sugar", note: "or palm sugar" },
          {
            key: "chilies",
            qty: [2, 3],
            title: "Thai bird's eye chilies",
            preparation: "lightly smashed",
          },
          { qty: 1, unit: "handful", ingredient: "cilantro", preparation: "leaves" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "In a large saucepan, combine the [[@coconut-milk]], [[@chicken-stock]], [[@lemongrass]], [[@ginger]] and [[@lime-leaves]]. Bring to a gentle simmer (a hard boil can split the coconut milk) and let it infuse.",
            timerMinutes: 10,
          },
          {
            text: "Add the [[@chicken-breast]] and [[@mushrooms]] and simmer gently until the chicken is just cooked through.",
            timerMinutes: 7,
          },
          {
            text: "Take the pan off the heat and stir in the [[@fish-sauce]], [[@lime-juice]], [[@brown-sugar]] and [[@chilies]]. Taste and adjust: more fish sauce for salt, lime for sour, sugar for balance.",
          },
          { text: "Ladle into bowls and top with the [[@cilantro]]." },
        ],
      },
    ],
    equipment: [{ slug: "saucepan" }, { slug: "ladle" }],
  },
];
