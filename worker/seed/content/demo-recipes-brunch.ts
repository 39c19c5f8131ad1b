import type { RecipeSeed } from "../types";

/** Maya's brunch, snacks, dips and drinks. */
export const brunchRecipes: RecipeSeed[] = [
  {
    slug: "fluffy-buttermilk-pancakes",
    title: "Fluffy Buttermilk Pancakes",
    description:
      "Tall, tender, golden pancakes with a subtle tang from buttermilk. The batter takes five minutes; resting it for ten makes them extra fluffy.",
    storyExcerpt:
      "Saturday mornings at our place start with these. Leave the batter lumpy, and resist pressing the pancakes down with the spatula.",
    note: "No buttermilk? Stir 2 tablespoons of lemon juice into 2 cups of milk and let it stand for 5 minutes.",
    publishedDaysAgo: 210,
    prepTimeMinutes: 10,
    cookTimeMinutes: 20,
    yieldServings: 4,
    servingDescription: "3 pancakes each",
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["breakfast", "brunch"],
    methods: ["fry"],
    categories: ["breakfast"],
    diets: ["vegetarian"],
    tags: ["kid-friendly", "quick", "budget"],
    keywords: ["pancakes", "buttermilk pancakes", "breakfast"],
    images: [
      { hue: 38, motif: "plate", seed: 501 },
      { hue: 32, motif: "cookies", seed: 502 },
    ],
    ingredientGroups: [
      {
        title: "Dry ingredients",
        items: [
          { qty: 2, unit: "cup", ingredient: "all-purpose-flour" },
          { qty: 2, unit: "tablespoon", ingredient: "granulated-sugar" },
          { qty: 2, unit: "teaspoon", ingredient: "baking-powder" },
          { qty: 1, unit: "teaspoon", ingredient: "baking-soda" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
        ],
      },
      {
        title: "Wet ingredients",
        items: [
          { qty: 2, unit: "cup", ingredient: "buttermilk" },
          { qty: 2, unit: "large", ingredient: "egg" },
          {
            qty: 3,
            unit: "tablespoon",
            ingredient: "unsalted-butter",
            preparation: "melted, plus more for the pan",
          },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract" },
        ],
      },
      {
        title: "To serve",
        items: [
          { ingredient: "maple-syrup", preparation: "warmed" },
          { qty: 1, unit: "cup", ingredient: "blueberries", note: "optional" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Whisk the [[@all-purpose-flour]], [[@granulated-sugar]], [[@baking-powder]], [[@baking-soda]] and [[@kosher-salt]] in a large bowl.",
          },
          {
            text: "In another bowl, whisk the [[@buttermilk]], [[@egg]], [[@unsalted-butter]] and [[@vanilla-extract]].",
          },
          {
            text: "Pour the wet ingredients into the dry and stir gently with a spatula until just combined; lumps are good. Let the batter rest.",
            timerMinutes: 10,
          },
          {
            text: "Heat a griddle or large nonstick skillet over medium heat (or an electric griddle to [[375 fahrenheit]]) and brush with butter. Pour [[1/4 cup]] of batter per pancake and cook until bubbles appear on the surface and the edges look set.",
            timerMinutes: 2,
          },
          {
            text: "Flip and cook until golden underneath and springy in the centre. Keep warm in a low oven while you cook the rest.",
            timerMinutes: 2,
          },
          { text: "Serve with [[@maple-syrup]] and [[@blueberries]]." },
        ],
      },
    ],
    equipment: [
      { slug: "griddle", note: "or a large nonstick skillet" },
      { slug: "whisk" },
      { slug: "spatula" },
    ],
  },
  {
    slug: "shakshuka",
    title: "Shakshuka",
    description:
      "Eggs gently poached in a spiced tomato and red pepper sauce, finished with feta and herbs. Bring the pan to the table with plenty of bread.",
    storyExcerpt:
      "My favourite brunch to cook for friends: one pan, ten minutes of chopping, and it looks spectacular.",
    publishedDaysAgo: 3,
    prepTimeMinutes: 10,
    cookTimeMinutes: 30,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["middle-eastern"],
    meals: ["brunch", "breakfast", "dinner"],
    methods: ["saute", "poach"],
    categories: ["breakfast", "main-dishes"],
    diets: ["vegetarian", "gluten-free"],
    tags: ["one-pot", "budget", "quick"],
    keywords: ["shakshuka", "eggs in tomato sauce", "brunch"],
    images: [
      { hue: 8, motif: "skillet", seed: 511 },
      { hue: 10, motif: "plate", seed: 512 },
    ],
    ingredientGroups: [
      {
        title: "For the sauce",
        items: [
          { qty: 3, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 1, unit: "medium", ingredient: "yellow-onion", preparation: "thinly sliced" },
          { qty: 1, unit: "large", ingredient: "bell-pepper", preparation: "red, thinly sliced" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "sliced" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-cumin" },
          { qty: 2, unit: "teaspoon", ingredient: "smoked-paprika" },
          { qty: 1, unit: "tablespoon", ingredient: "harissa", note: "optional, for heat" },
          {
            qty: 1,
            unit: "can",
            ingredient: "canned-tomatoes",
            preparation: "crushed by hand",
            note: "28-ounce can",
          },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
        ],
      },
      {
        title: "To finish",
        items: [
          { qty: 6, unit: "large", ingredient: "egg" },
          { qty: 2, unit: "ounce", ingredient: "feta", preparation: "crumbled" },
          { qty: 2, unit: "tablespoon", ingredient: "cilantro", preparation: "chopped" },
          { ingredient: "baguette", preparation: "or pita, for mopping up" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the [[@olive-oil]] in a large skillet (about [[12 inch]] across) over medium heat. Add the [[@yellow-onion]] and [[@bell-pepper]] and cook, stirring now and then, until very soft and sweet.",
            timerMinutes: 10,
          },
          {
            text: "Stir in the [[@garlic]], [[@ground-cumin]], [[@smoked-paprika]] and [[@harissa]] and cook for 1 minute.",
          },
          {
            text: "Add the [[@canned-tomatoes]] and [[@kosher-salt]] and simmer until the sauce is thick enough to hold a trail when you drag a spoon through it.",
            timerMinutes: 10,
          },
          {
            text: "With the back of a spoon, make a well in the sauce for each egg, then crack in the [[@egg]], one to a well. Cover, lower the heat and cook until the whites are set but the yolks still wobble.",
            timerMinutes: 6,
          },
          {
            text: "Scatter with the [[@feta]] and [[@cilantro]] and serve from the pan with the [[@baguette]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "cast-iron-skillet" }, { slug: "wooden-spoon" }],
  },
  {
    slug: "maple-cinnamon-overnight-oats",
    title: "Maple Cinnamon Overnight Oats",
    description:
      "Creamy, no-cook oats soaked overnight with yogurt, chia and maple, ready to grab from the fridge in the morning. Endlessly adaptable.",
    storyExcerpt:
      "Five minutes the night before buys you a calm morning. I make four jars on Sunday.",
    publishedDaysAgo: 140,
    prepTimeMinutes: 5,
    customTimeLabel: "Soak",
    customTimeMinutes: 480,
    yieldServings: 2,
    difficulty: "easy",
    meals: ["breakfast"],
    methods: ["no-cook"],
    categories: ["breakfast"],
    diets: ["vegetarian"],
    tags: ["make-ahead", "meal-prep", "quick", "budget"],
    keywords: ["overnight oats", "make ahead breakfast", "chia"],
    images: [
      { hue: 40, motif: "jar", seed: 521 },
      { hue: 45, motif: "bowl", seed: 522 },
    ],
    ingredientGroups: [
      {
        title: "Oats",
        items: [
          { qty: 1, unit: "cup", ingredient: "oats", preparation: "old-fashioned" },
          { qty: 1, unit: "cup", ingredient: "milk", note: "or oat or almond milk" },
          { qty: 1 / 2, unit: "cup", ingredient: "greek-yogurt" },
          { qty: 1, unit: "tablespoon", ingredient: "chia-seeds" },
          { qty: [1, 2], unit: "tablespoon", ingredient: "maple-syrup" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "ground-cinnamon" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "vanilla-extract" },
          { qty: 1, unit: "pinch", ingredient: "salt" },
        ],
      },
      {
        title: "Toppings",
        items: [
          { qty: 1 / 2, unit: "cup", ingredient: "blueberries" },
          { qty: 2, unit: "tablespoon", ingredient: "pecans", preparation: "toasted and chopped" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Stir the [[@oats]], [[@milk]], [[@greek-yogurt]], [[@chia-seeds]], [[@maple-syrup]], [[@ground-cinnamon]], [[@vanilla-extract]] and [[@salt]] together in a bowl, then divide between two jars.",
          },
          {
            text: "Cover and refrigerate for at least 6 hours, or overnight. They keep for up to 4 days.",
          },
          {
            text: "In the morning, stir and loosen with a splash of milk if needed. Top with the [[@blueberries]] and [[@pecans]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "measuring-cups" }],
  },
  {
    slug: "mango-lassi",
    title: "Mango Lassi",
    description:
      "A thick, creamy and refreshing mango yogurt smoothie with a whisper of cardamom. Two minutes in the blender.",
    storyExcerpt:
      "Frozen mango chunks make it extra thick and cold, and they're ripe all year round.",
    publishedDaysAgo: 305,
    prepTimeMinutes: 5,
    yieldServings: 2,
    servingDescription: "glasses",
    difficulty: "easy",
    cuisines: ["indian"],
    meals: ["drink", "breakfast"],
    methods: ["no-cook"],
    categories: ["drinks"],
    diets: ["vegetarian", "gluten-free", "egg-free"],
    tags: ["quick", "summer", "kid-friendly"],
    keywords: ["mango lassi", "mango smoothie", "yogurt drink"],
    images: [
      { hue: 40, motif: "glass", seed: 531 },
      { hue: 42, motif: "glass", seed: 532 },
    ],
    ingredientGroups: [
      {
        items: [
          {
            qty: 2,
            unit: "cup",
            ingredient: "mango",
            preparation: "ripe, chopped, or frozen chunks",
          },
          { qty: 1, unit: "cup", ingredient: "plain-yogurt", preparation: "whole-milk" },
          { qty: 1 / 2, unit: "cup", ingredient: "milk", preparation: "cold" },
          { qty: [1, 2], unit: "tablespoon", ingredient: "honey" },
          { qty: 1, unit: "pinch", ingredient: "ground-cardamom" },
          { key: "ice", qty: [4, 6], title: "ice cubes", note: "skip if using frozen mango" },
          {
            qty: 1,
            unit: "tablespoon",
            ingredient: "pistachios",
            preparation: "crushed, to garnish",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Blend the [[@mango]], [[@plain-yogurt]], [[@milk]], [[@honey]], [[@ground-cardamom]] and [[@ice]] until completely smooth, about 1 minute.",
          },
          {
            text: "Taste and add more honey if your mango isn't very sweet. Pour into glasses and sprinkle with the [[@pistachios]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "blender" }],
  },
  {
    slug: "make-ahead-breakfast-burritos",
    title: "Make-Ahead Breakfast Burritos",
    description:
      "Soft scrambled eggs, crispy potatoes, chorizo and melty cheese rolled into big tortillas. Make a batch on Sunday and reheat straight from the freezer all month.",
    storyExcerpt:
      "Letting the filling cool completely before rolling is the key to burritos that reheat without going soggy.",
    note: "Swap the chorizo for black beans and a pinch of smoked paprika to make them vegetarian.",
    publishedDaysAgo: 470,
    prepTimeMinutes: 20,
    cookTimeMinutes: 30,
    yieldServings: 8,
    servingDescription: "burritos",
    difficulty: "medium",
    cuisines: ["mexican", "american"],
    meals: ["breakfast"],
    methods: ["fry"],
    categories: ["breakfast"],
    tags: ["make-ahead", "freezer-friendly", "meal-prep", "kid-friendly"],
    keywords: ["breakfast burritos", "freezer burritos", "chorizo and egg"],
    images: [
      { hue: 25, motif: "board", seed: 541 },
      { hue: 35, motif: "skillet", seed: 542 },
    ],
    ingredientGroups: [
      {
        title: "For the filling",
        items: [
          { qty: 1, unit: "tablespoon", ingredient: "olive-oil" },
          {
            qty: 1,
            unit: "pound",
            ingredient: "russet-potato",
            preparation: "cut into 1/2-inch dice",
          },
          {
            qty: 8,
            unit: "ounce",
            ingredient: "chorizo",
            preparation: "Mexican-style, casings removed",
          },
          { qty: 10, unit: "large", ingredient: "egg" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "black-pepper" },
          { qty: 1, unit: "tablespoon", ingredient: "unsalted-butter" },
          { qty: 4, ingredient: "scallion", preparation: "sliced" },
        ],
      },
      {
        title: "To assemble",
        items: [
          { qty: 8, ingredient: "flour-tortillas", preparation: "large (10-inch)" },
          {
            qty: 2,
            unit: "cup",
            ingredient: "monterey-jack",
            preparation: "shredded",
            note: "or cheddar",
          },
          { ingredient: "salsa", preparation: "to serve" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Cook the filling",
        steps: [
          {
            text: "Heat the [[@olive-oil]] in a large nonstick skillet over medium heat. Add the [[@russet-potato]], cover and cook for 8 minutes, then uncover and cook, stirring occasionally, until crisp and tender.",
            timerMinutes: 13,
          },
          {
            text: "Add the [[@chorizo]] and cook, breaking it up, until browned. Transfer the potatoes and chorizo to a plate and wipe out the pan.",
            timerMinutes: 5,
          },
          {
            text: "Whisk the [[@egg]] with the [[@kosher-salt]] and [[@black-pepper]]. Melt the [[@unsalted-butter]] in the pan over medium-low heat, add the eggs and stir gently until just set into soft curds. Stir in the [[@scallion]].",
            timerMinutes: 4,
          },
          {
            text: "Spread the eggs and the potato mixture on a sheet pan and let cool completely.",
            timerMinutes: 15,
          },
        ],
      },
      {
        title: "Roll",
        steps: [
          {
            text: "Warm the [[@flour-tortillas]] so they're pliable. Divide the eggs, potatoes and chorizo, and [[@monterey-jack]] between them, fold in the sides and roll up tightly.",
          },
          {
            text: "Eat right away with [[@salsa]], or wrap each burrito tightly in foil and freeze for up to 3 months.",
          },
        ],
      },
      {
        title: "Reheat from frozen",
        steps: [
          {
            text: "Oven: bake in the foil at [[350 fahrenheit]] until hot in the centre, 35 to 40 minutes.",
            timerMinutes: 40,
          },
          {
            text: "Microwave: unwrap, wrap in a damp paper towel and microwave for 2 minutes, flip and microwave 1 to 2 minutes more. Crisp in a dry skillet if you like.",
            timerMinutes: 3,
          },
        ],
      },
    ],
    equipment: [{ slug: "nonstick-skillet" }, { slug: "sheet-pan" }, { slug: "aluminum-foil" }],
  },
  {
    slug: "classic-guacamole",
    title: "Classic Guacamole",
    description:
      "Chunky, bright guacamole the traditional way: onion, chili and cilantro crushed to a paste first, then ripe avocados folded in with lime.",
    storyExcerpt:
      "Mashing the aromatics first means every bite is seasoned, not just the ones that catch a bit of onion.",
    publishedDaysAgo: 720,
    prepTimeMinutes: 10,
    yieldServings: 6,
    servingDescription: "about 2 cups",
    difficulty: "easy",
    cuisines: ["mexican"],
    meals: ["appetizer", "snack"],
    methods: ["no-cook"],
    categories: ["snacks-sides", "sauces-condiments"],
    diets: ["vegan", "vegetarian", "gluten-free", "dairy-free", "paleo"],
    tags: ["quick", "party", "summer"],
    keywords: ["guacamole", "avocado dip", "party dip"],
    images: [
      { hue: 95, motif: "bowl", seed: 551 },
      { hue: 90, motif: "jar", seed: 552 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 1 / 4, unit: "cup", ingredient: "white-onion", preparation: "finely chopped" },
          { qty: 1, ingredient: "jalapeno", preparation: "seeded and finely chopped" },
          { qty: 1 / 4, unit: "cup", ingredient: "cilantro", preparation: "chopped" },
          { qty: 3 / 4, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 3, unit: "large", ingredient: "avocado", preparation: "ripe" },
          { qty: 2, unit: "tablespoon", ingredient: "lime-juice" },
          {
            qty: 1,
            unit: "small",
            ingredient: "tomato",
            preparation: "seeded and diced",
            note: "optional",
          },
          { key: "chips", title: "tortilla chips", preparation: "to serve" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "In a molcajete, mortar or sturdy bowl, crush the [[@white-onion]], [[@jalapeno]], half the [[@cilantro]] and the [[@kosher-salt]] to a rough paste.",
          },
          {
            text: "Halve the [[@avocado]], scoop in the flesh and mash with a fork, leaving it chunky.",
          },
          {
            text: "Fold in the [[@lime-juice]], [[@tomato]] and remaining cilantro. Taste and add more salt or lime. Serve right away with [[@chips]].",
            note: "Pressing plastic wrap directly on the surface keeps it green for a few hours.",
          },
        ],
      },
    ],
    equipment: [{ slug: "mortar-and-pestle", note: "or a bowl and a fork" }],
  },
  {
    slug: "quick-pickled-red-onions",
    title: "Quick-Pickled Red Onions",
    description:
      "Tangy, crunchy, shockingly pink onions in 30 minutes. They brighten tacos, salads, grain bowls, burgers and avocado toast.",
    storyExcerpt:
      "The most useful jar in my fridge. Once you have them around, you'll put them on everything.",
    publishedDaysAgo: 560,
    prepTimeMinutes: 10,
    cookTimeMinutes: 5,
    customTimeLabel: "Pickle",
    customTimeMinutes: 30,
    yieldServings: 1,
    servingDescription: "pint jar",
    difficulty: "easy",
    cuisines: ["mexican"],
    methods: ["no-cook"],
    meals: ["snack"],
    categories: ["sauces-condiments"],
    diets: ["vegan", "vegetarian", "gluten-free", "dairy-free"],
    tags: ["make-ahead", "budget", "quick"],
    keywords: ["pickled onions", "quick pickles", "taco topping"],
    images: [
      { hue: 325, motif: "jar", seed: 561 },
      { hue: 330, motif: "bowl", seed: 562 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 1, unit: "large", ingredient: "red-onion", preparation: "very thinly sliced" },
          { qty: 3 / 4, unit: "cup", ingredient: "apple-cider-vinegar" },
          { qty: 3 / 4, unit: "cup", ingredient: "water" },
          { qty: 1, unit: "tablespoon", ingredient: "granulated-sugar" },
          { qty: 1.5, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "clove", ingredient: "garlic", preparation: "smashed", note: "optional" },
          { qty: 1, ingredient: "bay-leaf", note: "optional" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Pack the [[@red-onion]] into a clean pint jar with the [[@garlic]] and [[@bay-leaf]].",
          },
          {
            text: "Warm the [[@apple-cider-vinegar]], [[@water]], [[@granulated-sugar]] and [[@kosher-salt]] in a small saucepan, stirring, just until the sugar and salt dissolve.",
            timerMinutes: 2,
          },
          {
            text: "Pour the brine over the onions, pressing them down so they're submerged. Let stand at room temperature until pink and softened.",
            timerMinutes: 30,
          },
          {
            text: "Use right away or cover and refrigerate for up to 3 weeks.",
          },
        ],
      },
    ],
    equipment: [{ slug: "saucepan" }, { slug: "mandoline", note: "for paper-thin slices" }],
  },
  {
    slug: "ultra-creamy-hummus",
    title: "Ultra-Creamy Hummus",
    description:
      "Impossibly smooth, fluffy hummus from a can of chickpeas. Simmering them with baking soda and whipping the tahini with ice water are the tricks.",
    storyExcerpt:
      "I used to think you needed dried chickpeas and an afternoon for great hummus. You don't: you need ten extra minutes and some ice.",
    publishedDaysAgo: 640,
    prepTimeMinutes: 10,
    cookTimeMinutes: 20,
    yieldServings: 8,
    servingDescription: "about 2 cups",
    difficulty: "easy",
    cuisines: ["lebanese", "middle-eastern"],
    meals: ["appetizer", "snack"],
    methods: ["no-cook"],
    categories: ["snacks-sides", "sauces-condiments"],
    diets: ["vegan", "vegetarian", "gluten-free", "dairy-free"],
    tags: ["party", "make-ahead", "budget", "meal-prep"],
    keywords: ["hummus", "chickpea dip", "tahini"],
    images: [
      { hue: 42, motif: "bowl", seed: 571 },
      { hue: 45, motif: "plate", seed: 572 },
    ],
    ingredientGroups: [
      {
        title: "For the hummus",
        items: [
          {
            qty: 1,
            unit: "can",
            ingredient: "chickpeas",
            preparation: "drained and rinsed",
            note: "15-ounce can",
          },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "baking-soda" },
          { qty: 1 / 4, unit: "cup", ingredient: "lemon-juice" },
          { qty: 1, unit: "clove", ingredient: "garlic" },
          { qty: 3 / 4, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1 / 2, unit: "cup", ingredient: "tahini", preparation: "well stirred" },
          { qty: [3, 5], unit: "tablespoon", ingredient: "water", preparation: "ice-cold" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "ground-cumin" },
        ],
      },
      {
        title: "To serve",
        items: [
          { qty: 2, unit: "tablespoon", ingredient: "extra-virgin-olive-oil" },
          { qty: 1, unit: "pinch", ingredient: "smoked-paprika" },
          { qty: 1, unit: "tablespoon", ingredient: "fresh-parsley", preparation: "chopped" },
          { ingredient: "pita-bread", preparation: "warm, cut into wedges" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Soften the chickpeas",
        steps: [
          {
            text: "Put the [[@chickpeas]] and [[@baking-soda]] in a saucepan, cover with water by [[2 inch]] and simmer until very soft and the skins are floating.",
            timerMinutes: 20,
          },
          { text: "Drain and rinse well under cold water." },
        ],
      },
      {
        title: "Blend",
        steps: [
          {
            text: "Blend the [[@lemon-juice]], [[@garlic]] and [[@kosher-salt]] in a food processor, then let stand so the lemon mellows the garlic.",
            timerMinutes: 5,
          },
          {
            text: "Add the [[@tahini]] and process until thick, then, with the motor running, drizzle in the [[@water]] until the mixture turns pale and smooth.",
          },
          {
            text: "Add the chickpeas and [[@ground-cumin]] and process, scraping down the sides, until ultra-smooth.",
            timerMinutes: 4,
          },
          {
            text: "Spread in a shallow bowl, make a swirl with the back of a spoon, and finish with the [[@extra-virgin-olive-oil]], [[@smoked-paprika]] and [[@fresh-parsley]]. Serve with [[@pita-bread]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "food-processor" }, { slug: "saucepan" }],
  },
];
