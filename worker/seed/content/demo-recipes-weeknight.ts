import type { RecipeSeed } from "../types";

/** Maya's weeknight dinners: on the table in about 45 minutes, most in less. */
export const weeknightRecipes: RecipeSeed[] = [
  {
    slug: "garlic-butter-shrimp-linguine",
    title: "Garlic Butter Shrimp Linguine",
    description:
      "Sweet shrimp, plenty of garlic, white wine and lemon, tossed with linguine in a glossy butter sauce. Scampi in the time it takes to boil the pasta.",
    storyExcerpt:
      "This is the dinner I make when I walk in the door tired and want something that feels like a night out. Twenty-five minutes, one pot of water, one skillet.",
    note: "The pasta water is what makes the sauce: its starch binds the butter and wine into something silky. Always scoop out more than you think you need.",
    publishedDaysAgo: 12,
    prepTimeMinutes: 10,
    cookTimeMinutes: 20,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["italian", "american"],
    meals: ["dinner"],
    methods: ["saute"],
    categories: ["main-dishes"],
    tags: ["quick", "weeknight", "date-night"],
    keywords: ["shrimp scampi", "garlic shrimp pasta", "lemon butter pasta"],
    images: [
      { hue: 40, motif: "plate", seed: 101 },
      { hue: 36, motif: "bowl", seed: 102 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 12, unit: "ounce", ingredient: "linguine" },
          {
            qty: 1,
            unit: "pound",
            ingredient: "shrimp",
            preparation: "large, peeled and deveined",
            note: "Thawed frozen shrimp are fine; pat them very dry.",
          },
          {
            qty: 1,
            unit: "teaspoon",
            ingredient: "kosher-salt",
            note: "plus more for the pasta water",
          },
          {
            qty: 1 / 2,
            unit: "teaspoon",
            ingredient: "black-pepper",
            preparation: "freshly ground",
          },
          { qty: 2, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 4, unit: "tablespoon", ingredient: "unsalted-butter", preparation: "divided" },
          { qty: 6, unit: "clove", ingredient: "garlic", preparation: "thinly sliced" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "red-pepper-flakes" },
          {
            qty: 1 / 2,
            unit: "cup",
            ingredient: "white-wine",
            preparation: "such as Pinot Grigio",
          },
          { qty: 1, unit: "teaspoon", ingredient: "lemon-zest" },
          { qty: 2, unit: "tablespoon", ingredient: "lemon-juice" },
          { qty: 1 / 4, unit: "cup", ingredient: "fresh-parsley", preparation: "finely chopped" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Cook the pasta",
        steps: [
          {
            text: "Bring a large pot of generously salted water to a boil. Cook the [[@linguine]] until about 1 minute short of al dente. Scoop out [[1 cup]] of the pasta water, then drain.",
            timerMinutes: 9,
          },
        ],
      },
      {
        title: "Make the sauce",
        steps: [
          {
            text: "While the pasta cooks, pat the [[@shrimp]] dry and season with the [[@kosher-salt]] and [[@black-pepper]]. Heat the [[@olive-oil]] in a large skillet over medium-high heat. Add the shrimp in a single layer and sear until just pink, about 1 minute per side. Move them to a plate; they will finish cooking in the sauce.",
            timerMinutes: 2,
          },
          {
            text: "Lower the heat to medium. Add 2 tablespoons of the [[@unsalted-butter]], the [[@garlic]] and the [[@red-pepper-flakes]]. Cook, stirring, until the garlic is fragrant and barely golden, about 1 minute.",
          },
          {
            text: "Pour in the [[@white-wine]] and simmer until reduced by half.",
            timerMinutes: 2,
          },
          {
            text: "Add the drained linguine, the remaining butter, the [[@lemon-zest]], the [[@lemon-juice]] and [[1/2 cup]] of the pasta water. Toss over the heat until the sauce turns glossy and clings to the pasta, adding more pasta water a splash at a time if it looks dry.",
          },
          {
            text: "Return the shrimp and their juices to the pan with the [[@fresh-parsley]]. Toss for 30 seconds until the shrimp are heated through, taste for salt, and serve right away.",
          },
        ],
      },
    ],
    equipment: [{ slug: "stockpot" }, { slug: "stainless-steel-skillet" }, { slug: "tongs" }],
  },
  {
    slug: "sheet-pan-lemon-herb-chicken-thighs",
    title: "Sheet-Pan Lemon Herb Chicken Thighs and Potatoes",
    description:
      "Crackly-skinned chicken thighs roasted over baby potatoes and red onion, so the vegetables soak up the lemony, garlicky drippings. One pan, almost no washing up.",
    storyExcerpt:
      "If I could only cook one dinner for the rest of my life it might be this one. The potatoes underneath the chicken are the best part, and everyone fights over them.",
    note: "Boneless thighs work too: roast them for 20 to 25 minutes and give the potatoes a 15-minute head start.",
    publishedDaysAgo: 41,
    prepTimeMinutes: 15,
    cookTimeMinutes: 45,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["mediterranean"],
    meals: ["dinner"],
    methods: ["roast"],
    categories: ["main-dishes"],
    diets: ["gluten-free", "dairy-free"],
    tags: ["weeknight", "kid-friendly", "one-pot"],
    keywords: ["sheet pan dinner", "roast chicken thighs", "lemon chicken"],
    images: [
      { hue: 32, motif: "tray", seed: 111 },
      { hue: 45, motif: "plate", seed: 112 },
    ],
    ingredientGroups: [
      {
        title: "For the chicken",
        items: [
          {
            qty: [6, 8],
            ingredient: "chicken-thighs",
            preparation: "bone-in, skin-on (about [[2 1/2 pound]])",
          },
          { qty: 2, unit: "tablespoon", ingredient: "olive-oil", key: "olive-oil-chicken" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "grated or minced" },
          { qty: 1, ingredient: "lemon", preparation: "zested and juiced" },
          { qty: 2, unit: "teaspoon", ingredient: "dried-oregano" },
          { qty: 1, unit: "teaspoon", ingredient: "smoked-paprika" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-chicken" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
        ],
      },
      {
        title: "For the vegetables",
        items: [
          { qty: 1.5, unit: "pound", ingredient: "baby-potatoes", preparation: "halved" },
          { qty: 1, unit: "large", ingredient: "red-onion", preparation: "cut into 8 wedges" },
          { qty: 1, unit: "tablespoon", ingredient: "olive-oil", key: "olive-oil-vegetables" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-vegetables" },
          {
            qty: 2,
            unit: "tablespoon",
            ingredient: "fresh-parsley",
            preparation: "chopped, to finish",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the oven to [[425 fahrenheit]] with a rack in the upper-middle position.",
          },
          {
            text: "On a rimmed sheet pan, toss the [[@baby-potatoes]] and [[@red-onion]] with the [[@olive-oil-vegetables]] and [[@salt-vegetables]]. Push them toward the edges to leave room for the chicken.",
          },
          {
            text: "In a large bowl, stir together the [[@olive-oil-chicken]], [[@garlic]], the zest and juice of the [[@lemon]], [[@dried-oregano]], [[@smoked-paprika]], [[@salt-chicken]] and [[@black-pepper]]. Add the [[@chicken-thighs]] and rub the mixture all over, including under the skin.",
          },
          {
            text: "Nestle the thighs skin-side up among the vegetables, leaving a little space between pieces so the skin crisps instead of steaming. Roast until the skin is deep golden and the thickest thigh reads [[175 fahrenheit]] on an instant-read thermometer.",
            timerMinutes: 40,
            note: "Thighs are forgiving: they stay juicy well past the 165 °F safe point, and the connective tissue softens.",
          },
          {
            text: "Rest for 5 minutes, then scatter with the [[@fresh-parsley]] and spoon the pan juices over everything.",
            timerMinutes: 5,
          },
        ],
      },
    ],
    equipment: [{ slug: "sheet-pan" }, { slug: "mixing-bowl" }, { slug: "thermometer" }],
  },
  {
    slug: "weeknight-chicken-tikka-masala",
    title: "Weeknight Chicken Tikka Masala",
    description:
      "Yogurt-marinated chicken charred under the broiler, then simmered in a gently spiced tomato and cream sauce. Restaurant flavour, home kitchen timeline.",
    storyExcerpt:
      "Charring the chicken under the broiler is my shortcut to the smoky edges you get from a tandoor. It takes ten minutes and makes all the difference.",
    storyMore:
      "I first made this for a friend who had just moved into a flat with no outdoor space and missed her family's grill. The broiler trick stuck, and so did she: she now makes it more often than I do.",
    note: "Freeze leftovers in portions for up to 3 months. The sauce thickens as it stands; loosen it with a splash of water when reheating.",
    publishedDaysAgo: 95,
    prepTimeMinutes: 20,
    cookTimeMinutes: 40,
    customTimeLabel: "Marinate",
    customTimeMinutes: 30,
    yieldServings: 4,
    servingDescription: "about 1 1/2 cups each, with rice",
    difficulty: "medium",
    cuisines: ["indian"],
    meals: ["dinner"],
    methods: ["broil", "braise"],
    categories: ["main-dishes"],
    diets: ["gluten-free"],
    tags: ["comfort-food", "freezer-friendly", "make-ahead"],
    contributors: ["Sam Ortega"],
    keywords: ["tikka masala", "curry", "butter chicken", "indian chicken curry"],
    images: [
      { hue: 14, motif: "bowl", seed: 121 },
      { hue: 18, motif: "pot", seed: 122 },
      { hue: 40, motif: "plate", seed: 123 },
    ],
    ingredientGroups: [
      {
        title: "For the marinade",
        items: [
          {
            qty: 2,
            unit: "pound",
            ingredient: "chicken-thighs",
            preparation: "boneless and skinless, cut into 1 1/2-inch pieces",
          },
          { qty: 1 / 2, unit: "cup", ingredient: "greek-yogurt", preparation: "whole-milk" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-juice" },
          {
            qty: 2,
            unit: "clove",
            ingredient: "garlic",
            key: "garlic-marinade",
            preparation: "grated",
          },
          {
            qty: 2,
            unit: "teaspoon",
            ingredient: "ginger",
            key: "ginger-marinade",
            preparation: "grated",
          },
          { qty: 2, unit: "teaspoon", ingredient: "garam-masala", key: "garam-masala-marinade" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-turmeric" },
          { qty: 1.5, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-marinade" },
        ],
      },
      {
        title: "For the sauce",
        items: [
          { qty: 3, unit: "tablespoon", ingredient: "unsalted-butter" },
          { qty: 1, unit: "large", ingredient: "yellow-onion", preparation: "finely chopped" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1, unit: "tablespoon", ingredient: "ginger", preparation: "minced" },
          { qty: 2, unit: "teaspoon", ingredient: "garam-masala" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-cumin" },
          { qty: 2, unit: "teaspoon", ingredient: "paprika" },
          { qty: [1 / 4, 1 / 2], unit: "teaspoon", ingredient: "cayenne-pepper" },
          { qty: 2, unit: "tablespoon", ingredient: "tomato-paste" },
          { qty: 1, unit: "can", ingredient: "crushed-tomatoes", note: "28-ounce (800 g) can" },
          { qty: 3 / 4, unit: "cup", ingredient: "heavy-cream" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
        ],
      },
      {
        title: "To serve",
        items: [
          { ingredient: "basmati-rice", preparation: "cooked" },
          { qty: 1 / 4, unit: "cup", ingredient: "cilantro", preparation: "chopped" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Marinate and char the chicken",
        steps: [
          {
            text: "In a bowl, mix the [[@greek-yogurt]], [[@lemon-juice]], [[@garlic-marinade]], [[@ginger-marinade]], [[@garam-masala-marinade]], [[@ground-turmeric]] and [[@salt-marinade]]. Add the [[@chicken-thighs]] and stir to coat. Marinate for at least 30 minutes, or cover and refrigerate overnight.",
            timerMinutes: 30,
          },
          {
            text: "Heat the broiler with a rack about [[6 inch]] below the element. Line a sheet pan with foil and spread out the chicken in a single layer, letting excess marinade drip off. Broil until charred in spots; it does not need to be cooked through.",
            timerMinutes: 10,
          },
        ],
      },
      {
        title: "Make the sauce",
        steps: [
          {
            text: "Meanwhile, melt the [[@unsalted-butter]] in a Dutch oven over medium heat. Add the [[@yellow-onion]] and cook, stirring now and then, until soft and golden.",
            timerMinutes: 8,
          },
          {
            text: "Stir in the [[@garlic]] and [[@ginger]] and cook for 1 minute. Add the [[@garam-masala]], [[@ground-cumin]], [[@paprika]], [[@cayenne-pepper]] and [[@tomato-paste]]; cook, stirring constantly, until the paste darkens a shade.",
            timerMinutes: 1,
          },
          {
            text: "Add the [[@crushed-tomatoes]], bring to a simmer, and cook, partially covered, until slightly thickened.",
            timerMinutes: 10,
          },
          {
            text: "Stir in the [[@heavy-cream]] and [[@kosher-salt]], then add the chicken and any juices from the pan. Simmer gently until the chicken is cooked through.",
            timerMinutes: 5,
          },
          {
            text: "Taste and adjust the salt and heat. Serve over the [[@basmati-rice]], scattered with the [[@cilantro]].",
          },
        ],
      },
    ],
    equipment: [
      { slug: "dutch-oven" },
      { slug: "sheet-pan" },
      { slug: "aluminum-foil", note: "Lining the pan saves scrubbing charred yogurt." },
    ],
  },
  {
    slug: "beef-and-broccoli",
    title: "Better-Than-Takeout Beef and Broccoli",
    description:
      "Tender slices of flank steak and bright broccoli in a savoury, glossy oyster sauce. A pinch of baking soda is the restaurant secret to silky beef.",
    storyExcerpt:
      "My dad ordered beef and broccoli every single time we went out for Chinese food. This is my version for him, and it's faster than the delivery.",
    publishedDaysAgo: 160,
    prepTimeMinutes: 20,
    cookTimeMinutes: 10,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["chinese"],
    meals: ["dinner"],
    methods: ["stir-fry"],
    categories: ["main-dishes"],
    diets: ["dairy-free"],
    tags: ["quick", "weeknight", "kid-friendly"],
    keywords: ["beef stir fry", "oyster sauce", "takeout at home"],
    images: [
      { hue: 25, motif: "skillet", seed: 131 },
      { hue: 95, motif: "bowl", seed: 132 },
    ],
    ingredientGroups: [
      {
        title: "For the beef",
        items: [
          {
            qty: 1,
            unit: "pound",
            ingredient: "flank-steak",
            preparation: "sliced 1/4 inch thick against the grain",
          },
          { qty: 1, unit: "tablespoon", ingredient: "soy-sauce", key: "soy-beef" },
          { qty: 1, unit: "tablespoon", ingredient: "cornstarch", key: "cornstarch-beef" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "baking-soda" },
        ],
      },
      {
        title: "For the sauce",
        items: [
          { qty: 3, unit: "tablespoon", ingredient: "soy-sauce" },
          { qty: 2, unit: "tablespoon", ingredient: "oyster-sauce" },
          { qty: 1, unit: "tablespoon", ingredient: "brown-sugar" },
          { qty: 2, unit: "teaspoon", ingredient: "cornstarch" },
          { qty: 1 / 2, unit: "cup", ingredient: "water" },
          { qty: 1, unit: "teaspoon", ingredient: "sesame-oil" },
        ],
      },
      {
        title: "For the stir-fry",
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "vegetable-oil", preparation: "divided" },
          {
            qty: 1,
            unit: "pound",
            ingredient: "broccoli",
            preparation: "cut into bite-size florets",
          },
          { qty: 3, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1, unit: "tablespoon", ingredient: "ginger", preparation: "minced" },
          { ingredient: "jasmine-rice", preparation: "steamed, for serving" },
          { qty: 1, unit: "teaspoon", ingredient: "sesame-seeds", preparation: "toasted" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Toss the [[@flank-steak]] with the [[@soy-beef]], [[@cornstarch-beef]] and [[@baking-soda]]. Let it sit while you prep everything else.",
            timerMinutes: 15,
          },
          {
            text: "Whisk the [[@soy-sauce]], [[@oyster-sauce]], [[@brown-sugar]], [[@cornstarch]], [[@water]] and [[@sesame-oil]] in a small bowl.",
          },
          {
            text: "Heat a wok or large skillet over high heat until it just starts to smoke. Add 1 tablespoon of the [[@vegetable-oil]], then the beef in a single layer. Sear without moving for 1 minute, flip and sear 30 seconds more. Transfer to a plate.",
            note: "Work in two batches if your pan is smaller than 12 inches; crowded beef steams and turns grey.",
          },
          {
            text: "Add the [[@broccoli]] and [[1/4 cup]] of water to the hot pan, cover and steam until bright green and crisp-tender.",
            timerMinutes: 2,
          },
          {
            text: "Uncover, push the broccoli aside, and add the remaining oil with the [[@garlic]] and [[@ginger]]. Stir-fry for 30 seconds until fragrant.",
          },
          {
            text: "Return the beef, give the sauce a stir and pour it in. Toss for about 1 minute, until the sauce thickens and coats everything. Serve over [[@jasmine-rice]] with the [[@sesame-seeds]].",
          },
        ],
      },
    ],
    equipment: [
      { slug: "wok" },
      { slug: "chef-knife", note: "A sharp knife makes thin slicing easy." },
    ],
  },
  {
    slug: "crispy-tofu-peanut-sauce-bowls",
    title: "Crispy Tofu Bowls with Peanut Sauce",
    description:
      "Golden, shatteringly crisp tofu over rice with cucumber and herbs, drenched in a tangy lime-peanut sauce. Plant-based comfort in 30 minutes.",
    storyExcerpt:
      "The trick to tofu that even skeptics love: press it, toss it in cornstarch, and give it room in the pan.",
    publishedDaysAgo: 230,
    prepTimeMinutes: 20,
    cookTimeMinutes: 15,
    yieldServings: 3,
    difficulty: "easy",
    cuisines: ["indonesian"],
    meals: ["dinner", "lunch"],
    methods: ["fry"],
    categories: ["main-dishes"],
    diets: ["vegan", "vegetarian", "dairy-free"],
    tags: ["quick", "weeknight", "meal-prep", "budget"],
    keywords: ["crispy tofu", "peanut sauce", "vegan bowl"],
    images: [
      { hue: 35, motif: "bowl", seed: 141 },
      { hue: 30, motif: "plate", seed: 142 },
    ],
    ingredientGroups: [
      {
        title: "For the tofu",
        items: [
          {
            qty: 14,
            unit: "ounce",
            ingredient: "tofu",
            preparation: "extra-firm, drained and pressed",
          },
          { qty: 2, unit: "tablespoon", ingredient: "cornstarch" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 3, unit: "tablespoon", ingredient: "vegetable-oil" },
        ],
      },
      {
        title: "For the peanut sauce",
        items: [
          { qty: 1 / 3, unit: "cup", ingredient: "peanut-butter", preparation: "smooth" },
          { qty: 2, unit: "tablespoon", ingredient: "soy-sauce" },
          { qty: 2, unit: "tablespoon", ingredient: "lime-juice" },
          { qty: 1, unit: "tablespoon", ingredient: "maple-syrup" },
          { qty: [1, 2], unit: "teaspoon", ingredient: "sriracha" },
          { qty: 1, unit: "clove", ingredient: "garlic", preparation: "grated" },
          { qty: [3, 4], unit: "tablespoon", ingredient: "water", preparation: "hot" },
        ],
      },
      {
        title: "For the bowls",
        items: [
          { qty: 3, unit: "cup", ingredient: "jasmine-rice", preparation: "cooked" },
          { qty: 1, unit: "small", ingredient: "cucumber", preparation: "thinly sliced" },
          { qty: 2, ingredient: "scallion", preparation: "thinly sliced" },
          { qty: 1 / 4, unit: "cup", ingredient: "peanuts", preparation: "roasted, chopped" },
          { qty: 1, unit: "handful", ingredient: "cilantro", preparation: "leaves" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Crisp the tofu",
        steps: [
          {
            text: "Wrap the [[@tofu]] in a clean towel and set something heavy on top, such as a cast-iron pan, to press out moisture.",
            timerMinutes: 15,
          },
          {
            text: "Cut the tofu into cubes of about [[3/4 inch]]. Toss in a bowl with the [[@cornstarch]] and [[@kosher-salt]] until every side is dusted.",
          },
          {
            text: "Heat the [[@vegetable-oil]] in a large nonstick skillet over medium-high heat. Add the tofu in a single layer and fry, turning every couple of minutes, until crisp and golden on all sides. Drain on a paper towel.",
            timerMinutes: 10,
          },
        ],
      },
      {
        title: "Sauce and assemble",
        steps: [
          {
            text: "Whisk the [[@peanut-butter]], [[@soy-sauce]], [[@lime-juice]], [[@maple-syrup]], [[@sriracha]] and [[@garlic]] together, then whisk in the [[@water]] a tablespoon at a time until the sauce pours like heavy cream.",
          },
          {
            text: "Divide the [[@jasmine-rice]] between bowls. Top with the tofu, [[@cucumber]] and [[@scallion]], spoon over the sauce, and finish with the [[@peanuts]] and [[@cilantro]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "nonstick-skillet" }, { slug: "whisk" }],
  },
  {
    slug: "creamy-tuscan-white-bean-skillet",
    title: "Creamy Tuscan White Bean Skillet",
    description:
      "Cannellini beans simmered with garlic, sun-dried tomatoes and spinach in a parmesan cream sauce. Serve it with crusty bread for dragging through the pan.",
    storyExcerpt:
      "A pantry dinner that tastes like you planned it. I always have a couple of cans of white beans for exactly this.",
    publishedDaysAgo: 300,
    prepTimeMinutes: 10,
    cookTimeMinutes: 20,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["italian"],
    meals: ["dinner", "lunch"],
    methods: ["saute"],
    categories: ["main-dishes"],
    diets: ["vegetarian", "gluten-free"],
    tags: ["one-pot", "quick", "weeknight", "budget"],
    keywords: ["white beans", "tuscan beans", "vegetarian skillet"],
    images: [
      { hue: 48, motif: "skillet", seed: 151 },
      { hue: 100, motif: "bowl", seed: 152 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 2, ingredient: "shallot", preparation: "thinly sliced" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "thinly sliced" },
          {
            qty: 1 / 2,
            unit: "cup",
            ingredient: "sun-dried-tomatoes",
            preparation: "oil-packed, drained and chopped",
          },
          { qty: 1, unit: "pinch", ingredient: "red-pepper-flakes" },
          {
            qty: 2,
            unit: "can",
            ingredient: "cannellini-beans",
            preparation: "drained and rinsed",
            note: "15-ounce (425 g) cans",
          },
          { qty: 3 / 4, unit: "cup", ingredient: "vegetable-stock" },
          { qty: 1 / 2, unit: "cup", ingredient: "heavy-cream" },
          {
            qty: 1 / 2,
            unit: "cup",
            ingredient: "parmesan",
            preparation: "finely grated, plus more to serve",
          },
          { qty: 5, unit: "ounce", ingredient: "spinach", preparation: "baby" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-juice" },
          { qty: 1, unit: "handful", ingredient: "fresh-basil", preparation: "torn" },
          { ingredient: "kosher-salt", preparation: "to taste" },
          { ingredient: "black-pepper", preparation: "to taste" },
          { ingredient: "sourdough-bread", preparation: "toasted, for serving" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the [[@olive-oil]] in a large skillet over medium heat. Add the [[@shallot]] and cook until softened.",
            timerMinutes: 3,
          },
          {
            text: "Add the [[@garlic]], [[@sun-dried-tomatoes]] and [[@red-pepper-flakes]] and cook for 1 minute, until the garlic smells sweet.",
          },
          {
            text: "Add the [[@cannellini-beans]] and [[@vegetable-stock]]. Simmer, then mash about a quarter of the beans against the side of the pan to thicken the sauce.",
            timerMinutes: 5,
          },
          {
            text: "Stir in the [[@heavy-cream]] and [[@parmesan]] and simmer until creamy, 2 to 3 minutes. Add the [[@spinach]] by handfuls, stirring until it wilts.",
          },
          {
            text: "Off the heat, stir in the [[@lemon-juice]] and [[@fresh-basil]], and season with [[@kosher-salt]] and [[@black-pepper]]. Serve with extra parmesan and the [[@sourdough-bread]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "cast-iron-skillet" }, { slug: "wooden-spoon" }],
  },
  {
    slug: "gochujang-pork-rice-bowls",
    title: "Gochujang Pork Rice Bowls",
    description:
      "Crispy ground pork glazed in sweet, spicy gochujang sauce, piled onto rice with kimchi, cucumber and a jammy fried egg.",
    storyExcerpt:
      "Letting the pork sit undisturbed in the hot pan until it crisps is the whole recipe. Patience for four minutes, dinner in fifteen.",
    publishedDaysAgo: 70,
    prepTimeMinutes: 10,
    cookTimeMinutes: 15,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["korean"],
    meals: ["dinner"],
    methods: ["stir-fry"],
    categories: ["main-dishes"],
    diets: ["dairy-free"],
    tags: ["quick", "weeknight", "meal-prep"],
    keywords: ["gochujang", "pork bowl", "korean rice bowl"],
    images: [
      { hue: 8, motif: "bowl", seed: 161 },
      { hue: 12, motif: "skillet", seed: 162 },
    ],
    ingredientGroups: [
      {
        title: "For the sauce",
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "gochujang" },
          { qty: 2, unit: "tablespoon", ingredient: "soy-sauce" },
          { qty: 1, unit: "tablespoon", ingredient: "honey" },
          { qty: 1, unit: "tablespoon", ingredient: "rice-vinegar" },
          { qty: 1, unit: "teaspoon", ingredient: "sesame-oil" },
        ],
      },
      {
        title: "For the bowls",
        items: [
          { qty: 1, unit: "tablespoon", ingredient: "vegetable-oil" },
          { qty: 1, unit: "pound", ingredient: "ground-pork" },
          { qty: 3, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1, unit: "tablespoon", ingredient: "ginger", preparation: "minced" },
          {
            qty: 4,
            ingredient: "scallion",
            preparation: "thinly sliced, whites and greens separated",
          },
          {
            qty: 4,
            unit: "cup",
            ingredient: "white-rice",
            preparation: "cooked, short-grain if you have it",
          },
          { qty: 1, unit: "cup", ingredient: "kimchi", preparation: "chopped" },
          { qty: 1, unit: "medium", ingredient: "cucumber", preparation: "thinly sliced" },
          {
            qty: 4,
            unit: "large",
            ingredient: "egg",
            preparation: "fried",
            note: "optional, but recommended",
          },
          { qty: 2, unit: "teaspoon", ingredient: "sesame-seeds", preparation: "toasted" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Whisk the [[@gochujang]], [[@soy-sauce]], [[@honey]], [[@rice-vinegar]] and [[@sesame-oil]] in a small bowl.",
          },
          {
            text: "Heat the [[@vegetable-oil]] in a large skillet over medium-high heat. Add the [[@ground-pork]], press it into an even layer and leave it alone until the underside is browned and crisp, about 4 minutes. Break it up and keep cooking until no pink remains.",
            timerMinutes: 8,
          },
          {
            text: "Add the [[@garlic]], [[@ginger]] and the white parts of the [[@scallion]]; cook for 1 minute. Pour in the sauce and toss until the pork is glazed and sticky.",
            timerMinutes: 2,
          },
          {
            text: "Divide the [[@white-rice]] between bowls and top with the pork, [[@kimchi]], [[@cucumber]] and a fried [[@egg]]. Finish with the scallion greens and [[@sesame-seeds]].",
          },
        ],
      },
    ],
    equipment: [
      { slug: "cast-iron-skillet" },
      { slug: "rice-cooker", note: "Or a lidded saucepan." },
    ],
  },
  {
    slug: "lemony-orzo-with-peas-and-feta",
    title: "One-Pot Lemony Orzo with Peas and Feta",
    description:
      "Orzo cooked risotto-style in stock until creamy, then brightened with lemon, sweet peas, dill and salty feta. Twenty-five minutes, one pot.",
    storyExcerpt: "Spring in a bowl, even in February, thanks to a bag of frozen peas.",
    publishedDaysAgo: 380,
    prepTimeMinutes: 5,
    cookTimeMinutes: 20,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["greek", "mediterranean"],
    meals: ["dinner", "lunch"],
    methods: ["saute"],
    categories: ["main-dishes"],
    diets: ["vegetarian"],
    tags: ["one-pot", "quick", "spring", "budget"],
    keywords: ["orzo", "lemon pasta", "one pot pasta"],
    images: [
      { hue: 75, motif: "bowl", seed: 171 },
      { hue: 60, motif: "plate", seed: 172 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "unsalted-butter" },
          { qty: 1, ingredient: "shallot", preparation: "finely chopped" },
          { qty: 2, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1.5, unit: "cup", ingredient: "orzo" },
          { qty: 3.5, unit: "cup", ingredient: "vegetable-stock", note: "or chicken stock" },
          { qty: 1.5, unit: "cup", ingredient: "peas", preparation: "frozen" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-zest" },
          { qty: 2, unit: "tablespoon", ingredient: "lemon-juice" },
          { qty: 4, unit: "ounce", ingredient: "feta", preparation: "crumbled, divided" },
          { qty: 2, unit: "tablespoon", ingredient: "fresh-dill", preparation: "chopped" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Melt the [[@unsalted-butter]] in a wide saucepan over medium heat. Cook the [[@shallot]] until soft, about 2 minutes, then add the [[@garlic]] and [[@orzo]] and stir until the orzo smells toasty.",
            timerMinutes: 2,
          },
          {
            text: "Pour in the [[@vegetable-stock]] and bring to a boil. Lower to a lively simmer and cook, stirring often so it doesn't stick, until the orzo is al dente and most of the liquid is absorbed.",
            timerMinutes: 12,
          },
          {
            text: "Stir in the [[@peas]] for the last 2 minutes of cooking.",
            timerMinutes: 2,
          },
          {
            text: "Off the heat, stir in the [[@lemon-zest]], [[@lemon-juice]], half the [[@feta]], the [[@fresh-dill]] and [[@black-pepper]]. If it's stiff, loosen with a splash of hot water. Top with the remaining feta.",
          },
        ],
      },
    ],
    equipment: [{ slug: "saucepan" }, { slug: "microplane" }],
  },
  {
    slug: "miso-glazed-salmon-with-bok-choy",
    title: "Miso-Glazed Salmon with Sesame Bok Choy",
    description:
      "Salmon brushed with a sweet-savoury miso glaze and broiled until caramelized, with garlicky seared bok choy on the side.",
    storyExcerpt:
      "The glaze takes two minutes to stir together and tastes like it took all day. Keep an eye on the broiler: miso goes from bronze to burnt quickly.",
    note: "For gluten-free, use tamari instead of soy sauce and check that your miso is made without barley.",
    privacy: "subscribers_only",
    publishedDaysAgo: 22,
    prepTimeMinutes: 15,
    cookTimeMinutes: 10,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["japanese"],
    meals: ["dinner"],
    methods: ["broil", "saute"],
    categories: ["main-dishes"],
    diets: ["pescatarian", "dairy-free"],
    tags: ["quick", "weeknight", "date-night"],
    keywords: ["miso salmon", "broiled salmon", "bok choy"],
    images: [
      { hue: 18, motif: "plate", seed: 181 },
      { hue: 110, motif: "skillet", seed: 182 },
    ],
    ingredientGroups: [
      {
        title: "For the salmon",
        items: [
          { qty: 3, unit: "tablespoon", ingredient: "miso", preparation: "such as shiro" },
          { qty: 2, unit: "tablespoon", ingredient: "mirin" },
          { qty: 1, unit: "tablespoon", ingredient: "honey" },
          { qty: 1, unit: "tablespoon", ingredient: "soy-sauce", key: "soy-glaze" },
          { qty: 1, unit: "teaspoon", ingredient: "ginger", preparation: "grated" },
          {
            qty: 4,
            ingredient: "salmon-fillet",
            preparation: "skin-on, about 6 ounces each",
          },
        ],
      },
      {
        title: "For the bok choy",
        items: [
          { qty: 1, unit: "tablespoon", ingredient: "sesame-oil" },
          { qty: 2, unit: "clove", ingredient: "garlic", preparation: "thinly sliced" },
          { qty: 1, unit: "pound", ingredient: "bok-choy", preparation: "baby, halved lengthwise" },
          { qty: 1, unit: "tablespoon", ingredient: "soy-sauce", key: "soy-bok-choy" },
          { qty: 1, unit: "teaspoon", ingredient: "sesame-seeds", preparation: "toasted" },
          { qty: 2, ingredient: "scallion", preparation: "thinly sliced" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Salmon",
        steps: [
          {
            text: "Heat the broiler with a rack about [[6 inch]] below the element and line a sheet pan with foil.",
          },
          {
            text: "Whisk the [[@miso]], [[@mirin]], [[@honey]], [[@soy-glaze]] and [[@ginger]] until smooth. Pat the [[@salmon-fillet]] dry, set skin-side down on the pan, and brush the tops and sides thickly with the glaze. Let stand while the broiler heats.",
            timerMinutes: 10,
          },
          {
            text: "Broil until the glaze is deeply caramelized and the thickest part of the salmon flakes, or reads [[125 fahrenheit]] for medium. If the top darkens before the fish is done, move the pan down a rack.",
            timerMinutes: 8,
          },
        ],
      },
      {
        title: "Bok choy",
        steps: [
          {
            text: "While the salmon broils, heat the [[@sesame-oil]] in a large skillet over medium-high heat. Add the [[@garlic]] and the [[@bok-choy]], cut-side down, and sear until browned.",
            timerMinutes: 2,
          },
          {
            text: "Add the [[@soy-bok-choy]] and 2 tablespoons of water, cover, and steam until the stems are just tender. Sprinkle with the [[@sesame-seeds]] and [[@scallion]] and serve with the salmon.",
            timerMinutes: 2,
          },
        ],
      },
    ],
    equipment: [
      { slug: "sheet-pan" },
      { slug: "stainless-steel-skillet" },
      { slug: "pastry-brush" },
    ],
  },
  {
    slug: "chipotle-black-bean-tacos",
    title: "Chipotle Black Bean Tacos",
    description:
      "Smoky refried-style black beans in warm corn tortillas with avocado, feta and lime-pickled red onions. A meatless Monday that nobody complains about.",
    storyExcerpt:
      "The 15-minute pickled onions make these. Make a double batch; you'll want them on everything this week.",
    publishedDaysAgo: 520,
    prepTimeMinutes: 15,
    cookTimeMinutes: 15,
    yieldServings: 4,
    servingDescription: "2 tacos each",
    difficulty: "easy",
    cuisines: ["mexican"],
    meals: ["dinner", "lunch"],
    methods: ["saute"],
    categories: ["main-dishes"],
    diets: ["vegetarian", "gluten-free"],
    tags: ["quick", "weeknight", "budget", "kid-friendly"],
    keywords: ["bean tacos", "vegetarian tacos", "pickled onions"],
    images: [
      { hue: 335, motif: "plate", seed: 191 },
      { hue: 20, motif: "board", seed: 192 },
    ],
    ingredientGroups: [
      {
        title: "For the quick-pickled onions",
        items: [
          { qty: 1, unit: "small", ingredient: "red-onion", preparation: "very thinly sliced" },
          { qty: 1 / 4, unit: "cup", ingredient: "lime-juice", note: "from about 2 limes" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-pickle" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "granulated-sugar" },
        ],
      },
      {
        title: "For the beans",
        items: [
          { qty: 1, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 1 / 2, unit: "medium", ingredient: "yellow-onion", preparation: "diced" },
          { qty: 2, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-cumin" },
          {
            qty: [1, 2],
            ingredient: "chipotle-in-adobo",
            preparation: "minced, plus [[1 tablespoon]] of the adobo sauce",
          },
          {
            qty: 2,
            unit: "can",
            ingredient: "black-beans",
            preparation: "drained and rinsed",
            note: "15-ounce cans",
          },
          { qty: 1 / 2, unit: "cup", ingredient: "water" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
        ],
      },
      {
        title: "To serve",
        items: [
          { qty: 8, ingredient: "corn-tortillas" },
          { qty: 1, ingredient: "avocado", preparation: "sliced" },
          { qty: 2, unit: "ounce", ingredient: "feta", preparation: "crumbled", note: "or cotija" },
          { qty: 1, unit: "handful", ingredient: "cilantro" },
          { qty: 1, ingredient: "lime", preparation: "cut into wedges" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Combine the [[@red-onion]], [[@lime-juice]], [[@salt-pickle]] and [[@granulated-sugar]] in a small bowl, pressing the onions under the juice. Set aside to turn pink while you cook.",
            timerMinutes: 15,
          },
          {
            text: "Heat the [[@olive-oil]] in a skillet over medium heat. Cook the [[@yellow-onion]] until soft, about 4 minutes, then add the [[@garlic]] and [[@ground-cumin]] and stir for 30 seconds.",
            timerMinutes: 4,
          },
          {
            text: "Add the [[@chipotle-in-adobo]] and sauce, the [[@black-beans]], [[@water]] and [[@kosher-salt]]. Simmer, mashing about half the beans with a fork or potato masher, until thick and spoonable.",
            timerMinutes: 5,
          },
          {
            text: "Warm the [[@corn-tortillas]] in a dry skillet over medium-high heat, about 30 seconds per side, and stack them in a towel to keep warm.",
          },
          {
            text: "Fill the tortillas with the beans and top with [[@avocado]], [[@feta]], [[@cilantro]] and the drained pickled onions. Serve with [[@lime]] wedges.",
          },
        ],
      },
    ],
    equipment: [{ slug: "cast-iron-skillet" }, { slug: "potato-masher" }],
  },
];
