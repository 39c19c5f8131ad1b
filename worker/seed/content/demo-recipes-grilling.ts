import type { RecipeSeed } from "../types";

/** Maya's summer grilling: skewers, steaks, burgers and everything that goes alongside. */
export const grillingRecipes: RecipeSeed[] = [
  {
    slug: "chicken-souvlaki-with-tzatziki",
    title: "Chicken Souvlaki with Tzatziki",
    description:
      "Lemon, garlic and oregano chicken skewers charred on the grill, tucked into warm pitas with cool, garlicky tzatziki, tomato and red onion.",
    storyExcerpt:
      "The smell of these on the grill takes me straight back to a tiny taverna in Naxos. Squeeze the cucumber for the tzatziki really hard; watery tzatziki is a tragedy.",
    publishedDaysAgo: 340,
    prepTimeMinutes: 30,
    cookTimeMinutes: 12,
    customTimeLabel: "Marinate",
    customTimeMinutes: 60,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["greek"],
    meals: ["dinner", "lunch"],
    methods: ["grill"],
    categories: ["main-dishes", "sandwiches"],
    diets: ["high-protein"],
    tags: ["summer", "party", "make-ahead"],
    keywords: ["souvlaki", "chicken skewers", "tzatziki", "greek chicken"],
    images: [
      { hue: 45, motif: "plate", seed: 403 },
      { hue: 40, motif: "board", seed: 401 },
      { hue: 90, motif: "bowl", seed: 402 },
    ],
    ingredientGroups: [
      {
        title: "For the chicken",
        items: [
          {
            qty: 2,
            unit: "pound",
            ingredient: "chicken-breast",
            preparation: "cut into 1 1/4-inch cubes",
            note: "Boneless thighs are juicier, if you prefer them.",
          },
          { qty: 1 / 4, unit: "cup", ingredient: "olive-oil" },
          { qty: 3, unit: "tablespoon", ingredient: "lemon-juice" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "grated" },
          { qty: 1, unit: "tablespoon", ingredient: "dried-oregano" },
          { qty: 1.5, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
        ],
      },
      {
        title: "For the tzatziki",
        items: [
          { qty: 1.5, unit: "cup", ingredient: "greek-yogurt", preparation: "whole-milk" },
          { qty: 1 / 2, unit: "large", ingredient: "cucumber", preparation: "coarsely grated" },
          {
            qty: 1,
            unit: "clove",
            ingredient: "garlic",
            key: "garlic-tzatziki",
            preparation: "grated",
          },
          { qty: 1, unit: "tablespoon", ingredient: "fresh-dill", preparation: "chopped" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-juice", key: "lemon-tzatziki" },
          { qty: 1, unit: "tablespoon", ingredient: "extra-virgin-olive-oil" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-tzatziki" },
        ],
      },
      {
        title: "To serve",
        items: [
          { qty: 4, ingredient: "pita-bread" },
          { qty: 2, unit: "medium", ingredient: "tomato", preparation: "sliced" },
          { qty: 1 / 2, unit: "small", ingredient: "red-onion", preparation: "thinly sliced" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Marinate",
        steps: [
          {
            text: "In a bowl, combine the [[@olive-oil]], [[@lemon-juice]], [[@garlic]], [[@dried-oregano]], [[@kosher-salt]] and [[@black-pepper]]. Add the [[@chicken-breast]], toss well, cover and refrigerate for 1 to 4 hours.",
            timerMinutes: 60,
          },
          {
            text: "If using wooden skewers, soak them in water for 30 minutes so they don't burn.",
            timerMinutes: 30,
          },
        ],
      },
      {
        title: "Tzatziki",
        steps: [
          {
            text: "Toss the [[@cucumber]] with a pinch of the [[@salt-tzatziki]] and leave for 5 minutes, then squeeze it hard in a clean towel to remove as much liquid as possible.",
            timerMinutes: 5,
          },
          {
            text: "Stir the cucumber into the [[@greek-yogurt]] with the [[@garlic-tzatziki]], [[@fresh-dill]], [[@lemon-tzatziki]], [[@extra-virgin-olive-oil]] and the rest of the salt. Chill until needed.",
          },
        ],
      },
      {
        title: "Grill",
        steps: [
          {
            text: "Heat a grill to medium-high, about [[450 fahrenheit]], and oil the grates. Thread the chicken onto the skewers, leaving a little space between pieces.",
          },
          {
            text: "Grill, turning every few minutes, until charred in spots and the chicken reads [[165 fahrenheit]] inside.",
            timerMinutes: 11,
          },
          {
            text: "Warm the [[@pita-bread]] on the grill for 30 seconds a side. Serve the chicken with the pitas, tzatziki, [[@tomato]] and [[@red-onion]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "outdoor-grill" }, { slug: "wooden-skewers" }, { slug: "box-grater" }],
  },
  {
    slug: "classic-smash-burgers",
    title: "Classic Smash Burgers",
    description:
      "Two thin, lacy-edged patties with a deep brown crust, melted cheddar and tangy burger sauce on a buttery toasted bun. Diner-style, at home.",
    storyExcerpt:
      "The secret is a screaming-hot pan and the courage to press down hard. Thin patties mean more crust, and crust is flavour.",
    publishedDaysAgo: 370,
    prepTimeMinutes: 15,
    cookTimeMinutes: 15,
    yieldServings: 4,
    servingDescription: "double burgers",
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["dinner", "lunch"],
    methods: ["grill", "fry"],
    categories: ["sandwiches", "main-dishes"],
    tags: ["quick", "kid-friendly", "summer", "party"],
    keywords: ["smash burger", "cheeseburger", "burger sauce"],
    images: [
      { hue: 30, motif: "board", seed: 411 },
      { hue: 20, motif: "skillet", seed: 412 },
    ],
    ingredientGroups: [
      {
        title: "For the burger sauce",
        items: [
          { qty: 1 / 3, unit: "cup", ingredient: "mayonnaise" },
          { qty: 2, unit: "tablespoon", ingredient: "ketchup" },
          { qty: 1, unit: "teaspoon", ingredient: "dijon-mustard" },
          {
            key: "pickles",
            qty: 1,
            unit: "tablespoon",
            title: "dill pickles",
            preparation: "finely chopped",
          },
          { qty: 1, unit: "pinch", ingredient: "smoked-paprika" },
        ],
      },
      {
        title: "For the burgers",
        items: [
          {
            qty: 1.5,
            unit: "pound",
            ingredient: "ground-beef",
            preparation: "80/20, divided into 8 loose balls",
          },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
          { qty: 8, unit: "slice", ingredient: "cheddar", preparation: "thin" },
          { qty: 4, ingredient: "burger-buns", preparation: "potato buns if you can find them" },
          { qty: 2, unit: "tablespoon", ingredient: "unsalted-butter", preparation: "softened" },
          { qty: 1, unit: "small", ingredient: "white-onion", preparation: "very thinly sliced" },
          { qty: 4, unit: "leaf", ingredient: "romaine-lettuce" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Prep",
        steps: [
          {
            text: "Stir together the [[@mayonnaise]], [[@ketchup]], [[@dijon-mustard]], [[@pickles]] and [[@smoked-paprika]]. Refrigerate until needed.",
          },
          {
            text: "Spread the cut sides of the [[@burger-buns]] with the [[@unsalted-butter]] and toast them in a skillet or on the griddle until golden. Set aside.",
          },
        ],
      },
      {
        title: "Smash and cook",
        steps: [
          {
            text: "Heat a cast-iron skillet or griddle over high heat until it is smoking hot.",
            timerMinutes: 5,
          },
          {
            text: "Place two balls of [[@ground-beef]] in the pan and immediately smash each one as flat as possible, about [[1/4 inch]] thick, with a sturdy metal spatula. Season generously with [[@kosher-salt]] and [[@black-pepper]]. Cook without moving until the edges are lacy and the underside is deeply browned.",
            timerMinutes: 2,
            note: "A second spatula pressed on top of the first gives you extra leverage.",
          },
          {
            text: "Scrape under the patties with the spatula, keeping the crust intact, and flip. Top each with a slice of [[@cheddar]] and cook until the cheese melts.",
            timerMinutes: 1,
          },
          {
            text: "Stack two patties per bun with sauce, [[@white-onion]] and [[@romaine-lettuce]]. Repeat with the rest of the beef.",
          },
        ],
      },
    ],
    equipment: [
      { slug: "cast-iron-skillet", note: "or a flat-top griddle on the grill" },
      { slug: "spatula", note: "a stiff, sturdy metal one" },
    ],
  },
  {
    slug: "grilled-corn-with-chili-lime-butter",
    title: "Grilled Corn with Chili-Lime Butter",
    description:
      "Sweet summer corn charred on the grill and slathered with lime-zested chili butter, salty crumbled cheese and cilantro. Elote-inspired and impossible to stop eating.",
    storyExcerpt: "The side dish that always disappears first at our barbecues.",
    publishedDaysAgo: 355,
    prepTimeMinutes: 10,
    cookTimeMinutes: 12,
    yieldServings: 6,
    servingDescription: "ears",
    difficulty: "easy",
    cuisines: ["mexican"],
    meals: ["dinner", "snack"],
    methods: ["grill"],
    categories: ["snacks-sides"],
    diets: ["vegetarian", "gluten-free"],
    tags: ["summer", "quick", "party", "kid-friendly"],
    keywords: ["grilled corn", "elote", "corn on the cob"],
    images: [
      { hue: 55, motif: "plate", seed: 422 },
      { hue: 50, motif: "board", seed: 421 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 6, ingredient: "corn", preparation: "ears, husked" },
          { qty: 4, unit: "tablespoon", ingredient: "unsalted-butter", preparation: "softened" },
          { qty: 1, ingredient: "lime", preparation: "zested, then cut into wedges" },
          { qty: 1, unit: "teaspoon", ingredient: "chili-powder" },
          { qty: 1, unit: "pinch", ingredient: "cayenne-pepper" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
          {
            qty: 1 / 3,
            unit: "cup",
            ingredient: "feta",
            preparation: "finely crumbled",
            note: "or cotija",
          },
          { qty: 2, unit: "tablespoon", ingredient: "cilantro", preparation: "chopped" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          { text: "Heat a grill to medium-high." },
          {
            text: "Mash the [[@unsalted-butter]] with the zest of the [[@lime]], the [[@chili-powder]], [[@cayenne-pepper]] and [[@kosher-salt]].",
          },
          {
            text: "Grill the [[@corn]], turning every couple of minutes, until tender and charred in spots all over.",
            timerMinutes: 10,
          },
          {
            text: "Brush the hot corn with the chili-lime butter, sprinkle with the [[@feta]] and [[@cilantro]], and serve with the lime wedges.",
          },
        ],
      },
    ],
    equipment: [{ slug: "outdoor-grill" }, { slug: "tongs" }, { slug: "pastry-brush" }],
  },
  {
    slug: "carne-asada",
    title: "Carne Asada",
    description:
      "Flank steak marinated in orange, lime, garlic and cilantro, grilled hot and fast, then sliced thin for tacos with onion, cilantro and salsa.",
    storyExcerpt:
      "Citrus and a hot grill: that's all carne asada needs. Slice it against the grain and it's as tender as steak gets.",
    publishedDaysAgo: 700,
    prepTimeMinutes: 20,
    cookTimeMinutes: 12,
    customTimeLabel: "Marinate",
    customTimeMinutes: 120,
    yieldServings: 6,
    difficulty: "medium",
    cuisines: ["mexican"],
    meals: ["dinner"],
    methods: ["grill"],
    categories: ["main-dishes"],
    diets: ["dairy-free", "high-protein"],
    tags: ["summer", "party", "make-ahead"],
    keywords: ["carne asada", "steak tacos", "flank steak"],
    images: [
      { hue: 12, motif: "board", seed: 431 },
      { hue: 100, motif: "plate", seed: 432 },
    ],
    ingredientGroups: [
      {
        title: "For the marinade",
        items: [
          { qty: 1 / 2, unit: "cup", ingredient: "orange-juice", preparation: "fresh" },
          { qty: 1 / 3, unit: "cup", ingredient: "lime-juice" },
          { qty: 1 / 4, unit: "cup", ingredient: "olive-oil" },
          { qty: 2, unit: "tablespoon", ingredient: "soy-sauce" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1, ingredient: "jalapeno", preparation: "minced" },
          { qty: 1 / 2, unit: "cup", ingredient: "cilantro", preparation: "chopped" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-cumin" },
          { qty: 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "teaspoon", ingredient: "black-pepper" },
          { qty: 2, unit: "pound", ingredient: "flank-steak", note: "or skirt steak" },
        ],
      },
      {
        title: "To serve",
        items: [
          { qty: 12, ingredient: "corn-tortillas", preparation: "warmed" },
          { qty: 1 / 2, unit: "medium", ingredient: "white-onion", preparation: "finely chopped" },
          {
            qty: 1 / 2,
            unit: "cup",
            ingredient: "cilantro",
            key: "cilantro-to-serve",
            preparation: "chopped",
          },
          { qty: 1, unit: "cup", ingredient: "salsa" },
          { qty: 2, ingredient: "lime", preparation: "cut into wedges" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Marinate",
        steps: [
          {
            text: "Whisk together the [[@orange-juice]], [[@lime-juice]], [[@olive-oil]], [[@soy-sauce]], [[@garlic]], [[@jalapeno]], [[@cilantro]], [[@ground-cumin]], [[@kosher-salt]] and [[@black-pepper]].",
          },
          {
            text: "Put the [[@flank-steak]] in a zip-top bag or dish, pour over the marinade and refrigerate for at least 2 hours and no more than 8; the citrus turns the meat mushy if left too long.",
            timerMinutes: 120,
          },
        ],
      },
      {
        title: "Grill",
        steps: [
          {
            text: "Heat a grill to high. Lift the steak from the marinade and pat it dry.",
          },
          {
            text: "Grill without moving until deeply charred on the first side.",
            timerMinutes: 5,
          },
          {
            text: "Flip and grill until the thickest part reads [[130 fahrenheit]] for medium-rare.",
            timerMinutes: 5,
          },
          {
            text: "Rest on a board for 10 minutes, then slice thinly against the grain.",
            timerMinutes: 10,
          },
          {
            text: "Pile into the [[@corn-tortillas]] and top with [[@white-onion]], [[@cilantro-to-serve]], [[@salsa]] and a squeeze of [[@lime]].",
          },
        ],
      },
    ],
    equipment: [
      { slug: "outdoor-grill" },
      { slug: "thermometer" },
      { slug: "cutting-board" },
      { slug: "chef-knife" },
    ],
  },
  {
    slug: "garlic-herb-grilled-shrimp-skewers",
    title: "Garlic Herb Grilled Shrimp Skewers",
    description:
      "Jumbo shrimp in a zesty garlic, lemon and smoked paprika marinade, grilled for just a few minutes until lightly charred and juicy.",
    storyExcerpt:
      "Threading shrimp onto two parallel skewers stops them spinning when you flip them. Small trick, big difference.",
    publishedDaysAgo: 130,
    prepTimeMinutes: 20,
    cookTimeMinutes: 6,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["mediterranean"],
    meals: ["dinner", "appetizer"],
    methods: ["grill"],
    categories: ["main-dishes"],
    diets: ["pescatarian", "gluten-free", "dairy-free", "low-carb", "high-protein"],
    tags: ["quick", "summer", "party"],
    keywords: ["grilled shrimp", "shrimp skewers", "garlic shrimp"],
    images: [
      { hue: 15, motif: "board", seed: 441 },
      { hue: 18, motif: "plate", seed: 442 },
    ],
    ingredientGroups: [
      {
        items: [
          {
            qty: 1.5,
            unit: "pound",
            ingredient: "shrimp",
            preparation: "jumbo, peeled and deveined, tails on",
          },
          { qty: 3, unit: "tablespoon", ingredient: "olive-oil" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "grated" },
          { qty: 1, unit: "teaspoon", ingredient: "lemon-zest" },
          { qty: 2, unit: "tablespoon", ingredient: "lemon-juice" },
          { qty: 1, unit: "teaspoon", ingredient: "smoked-paprika" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "red-pepper-flakes" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
          {
            qty: 2,
            unit: "tablespoon",
            ingredient: "fresh-parsley",
            preparation: "finely chopped",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Soak 16 wooden skewers in water so they don't burn.",
            timerMinutes: 30,
          },
          {
            text: "Toss the [[@shrimp]] with the [[@olive-oil]], [[@garlic]], [[@lemon-zest]], half the [[@lemon-juice]], [[@smoked-paprika]], [[@red-pepper-flakes]] and [[@kosher-salt]]. Marinate for 15 to 30 minutes, no longer.",
            timerMinutes: 20,
          },
          {
            text: "Heat a grill to high and oil the grates. Thread the shrimp onto pairs of parallel skewers.",
          },
          {
            text: "Grill until pink and lightly charred on the first side.",
            timerMinutes: 2,
          },
          {
            text: "Flip and grill until just opaque in the centre; they go from perfect to rubbery fast.",
            timerMinutes: 2,
          },
          {
            text: "Sprinkle with the [[@fresh-parsley]] and the remaining lemon juice, and serve hot.",
          },
        ],
      },
    ],
    equipment: [{ slug: "outdoor-grill" }, { slug: "wooden-skewers" }],
  },
  {
    slug: "grilled-peach-caprese-salad",
    title: "Grilled Peach Caprese Salad",
    description:
      "Smoky, caramelized grilled peaches with creamy fresh mozzarella, sweet cherry tomatoes, basil and a drizzle of balsamic. The best thing to do with August peaches.",
    storyExcerpt: "Use peaches that are ripe but still firm, so they hold together on the grill.",
    publishedDaysAgo: 320,
    prepTimeMinutes: 15,
    cookTimeMinutes: 5,
    yieldServings: 4,
    difficulty: "easy",
    cuisines: ["italian"],
    meals: ["lunch", "appetizer"],
    methods: ["grill"],
    categories: ["salads"],
    diets: ["vegetarian", "gluten-free"],
    tags: ["summer", "quick", "party", "date-night"],
    keywords: ["peach caprese", "grilled peaches", "summer salad"],
    images: [
      { hue: 25, motif: "plate", seed: 451 },
      { hue: 20, motif: "board", seed: 452 },
    ],
    ingredientGroups: [
      {
        items: [
          {
            qty: 3,
            ingredient: "peach",
            preparation: "ripe but firm, pitted and cut into sixths",
          },
          { qty: 1, unit: "tablespoon", ingredient: "olive-oil", preparation: "for grilling" },
          {
            qty: 8,
            unit: "ounce",
            ingredient: "fresh-mozzarella",
            preparation: "torn",
            note: "or burrata",
          },
          { qty: 1, unit: "cup", ingredient: "cherry-tomatoes", preparation: "halved" },
          { qty: 1, unit: "handful", ingredient: "fresh-basil", preparation: "leaves" },
          { qty: 2, unit: "tablespoon", ingredient: "extra-virgin-olive-oil" },
          { qty: 1, unit: "tablespoon", ingredient: "balsamic-vinegar", note: "or balsamic glaze" },
          { ingredient: "flaky-salt", preparation: "to taste" },
          { ingredient: "black-pepper", preparation: "freshly ground" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat a grill or grill pan to medium-high and clean the grates well. Brush the [[@peach]] wedges with the [[@olive-oil]].",
          },
          {
            text: "Grill the peaches on their cut sides until marked and just softened.",
            timerMinutes: 3,
          },
          {
            text: "Arrange the peaches on a platter with the [[@fresh-mozzarella]], [[@cherry-tomatoes]] and [[@fresh-basil]].",
          },
          {
            text: "Drizzle with the [[@extra-virgin-olive-oil]] and [[@balsamic-vinegar]], and finish with [[@flaky-salt]] and [[@black-pepper]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "grill-pan", note: "or an outdoor grill" }, { slug: "pastry-brush" }],
  },
  {
    slug: "beef-bulgogi",
    title: "Beef Bulgogi",
    description:
      "Thinly sliced beef in a sweet, garlicky soy and pear marinade, seared hot until caramelized at the edges. Wrap it in lettuce with rice and kimchi.",
    storyExcerpt:
      "Grated fruit in the marinade is traditional: its enzymes tenderize the beef and add a gentle sweetness.",
    publishedDaysAgo: 265,
    prepTimeMinutes: 25,
    cookTimeMinutes: 10,
    customTimeLabel: "Marinate",
    customTimeMinutes: 30,
    yieldServings: 4,
    difficulty: "medium",
    cuisines: ["korean"],
    meals: ["dinner"],
    methods: ["grill"],
    categories: ["main-dishes"],
    diets: ["dairy-free", "high-protein"],
    tags: ["summer", "date-night", "make-ahead"],
    keywords: ["bulgogi", "korean bbq", "marinated beef"],
    images: [
      { hue: 20, motif: "skillet", seed: 461 },
      { hue: 110, motif: "plate", seed: 462 },
    ],
    ingredientGroups: [
      {
        title: "For the beef",
        items: [
          {
            qty: 1.5,
            unit: "pound",
            ingredient: "sirloin-steak",
            note: "or boneless ribeye",
          },
          { qty: 1 / 3, unit: "cup", ingredient: "soy-sauce" },
          { qty: 2, unit: "tablespoon", ingredient: "brown-sugar" },
          { qty: 1, unit: "tablespoon", ingredient: "sesame-oil" },
          { qty: 4, unit: "clove", ingredient: "garlic", preparation: "grated" },
          { qty: 1, unit: "tablespoon", ingredient: "ginger", preparation: "grated" },
          {
            qty: 1 / 2,
            ingredient: "apple",
            preparation: "peeled and grated",
            note: "an Asian pear is traditional",
          },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "black-pepper" },
          { qty: 3, ingredient: "scallion", preparation: "thinly sliced" },
        ],
      },
      {
        title: "To serve",
        items: [
          { qty: 4, unit: "cup", ingredient: "white-rice", preparation: "steamed, short-grain" },
          { qty: 1, unit: "head", ingredient: "romaine-lettuce", preparation: "leaves separated" },
          { qty: 1, unit: "cup", ingredient: "kimchi" },
          { qty: 1, unit: "tablespoon", ingredient: "sesame-seeds", preparation: "toasted" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Slice and marinate",
        steps: [
          {
            text: "Freeze the [[@sirloin-steak]] until firm but not frozen solid; this makes thin slicing much easier.",
            timerMinutes: 30,
          },
          {
            text: "Slice the beef against the grain as thinly as you can, about [[1/8 inch]].",
          },
          {
            text: "Mix the [[@soy-sauce]], [[@brown-sugar]], [[@sesame-oil]], [[@garlic]], [[@ginger]], [[@apple]], [[@black-pepper]] and [[@scallion]]. Add the beef, massage the marinade in and leave for at least 30 minutes, or overnight in the fridge.",
            timerMinutes: 30,
          },
        ],
      },
      {
        title: "Cook",
        steps: [
          {
            text: "Heat a grill pan, cast-iron skillet or a grill basket on the grill over high heat. Cook the beef in batches, in a single layer, until caramelized at the edges.",
            timerMinutes: 2,
            note: "Crowding the pan stews the beef. Work in batches and let the pan reheat in between.",
          },
          {
            text: "Serve with the [[@white-rice]], [[@romaine-lettuce]] leaves for wrapping, [[@kimchi]] and a sprinkle of [[@sesame-seeds]].",
          },
        ],
      },
    ],
    equipment: [{ slug: "grill-pan" }, { slug: "chef-knife" }, { slug: "rice-cooker" }],
  },
  {
    slug: "grilled-steak-with-chimichurri",
    title: "Grilled Steak with Chimichurri",
    description:
      "Dry-brined, thick-cut sirloin seared over a hot fire and finished gently, then spooned with a bright, garlicky parsley and red wine vinegar chimichurri.",
    storyExcerpt:
      "Salting the steak ahead of time (even just 45 minutes) seasons it all the way through and gives you a better crust.",
    storyMore:
      "A two-zone fire gives you control: sear over the coals for the crust, then slide the steak to the cooler side to finish without burning the outside.",
    publishedDaysAgo: 35,
    prepTimeMinutes: 20,
    cookTimeMinutes: 20,
    customTimeLabel: "Dry brine",
    customTimeMinutes: 45,
    yieldServings: 4,
    difficulty: "medium",
    meals: ["dinner"],
    methods: ["grill"],
    categories: ["main-dishes"],
    diets: ["gluten-free", "dairy-free", "keto", "paleo", "high-protein"],
    tags: ["summer", "date-night"],
    keywords: ["chimichurri", "grilled steak", "sirloin"],
    images: [
      { hue: 12, motif: "plate", seed: 472 },
      { hue: 100, motif: "board", seed: 471 },
      { hue: 105, motif: "jar", seed: 473 },
    ],
    ingredientGroups: [
      {
        title: "For the steak",
        items: [
          {
            qty: 2,
            unit: "pound",
            ingredient: "sirloin-steak",
            preparation: "about [[1 1/2 inch]] thick",
          },
          { qty: 2, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-steak" },
          { qty: 1, unit: "teaspoon", ingredient: "black-pepper" },
          { qty: 1, unit: "tablespoon", ingredient: "olive-oil" },
        ],
      },
      {
        title: "For the chimichurri",
        items: [
          {
            qty: 1,
            unit: "cup",
            ingredient: "fresh-parsley",
            preparation: "packed, finely chopped",
          },
          { qty: 1, unit: "teaspoon", ingredient: "dried-oregano" },
          { qty: 3, unit: "clove", ingredient: "garlic", preparation: "minced" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "red-pepper-flakes" },
          { qty: 3, unit: "tablespoon", ingredient: "red-wine-vinegar" },
          { qty: 1 / 2, unit: "cup", ingredient: "extra-virgin-olive-oil" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-chimichurri" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Ahead",
        steps: [
          {
            text: "Season the [[@sirloin-steak]] all over with the [[@salt-steak]] and set it on a rack over a plate in the fridge for at least 45 minutes, or up to a day.",
            timerMinutes: 45,
          },
          {
            text: "Stir together the [[@fresh-parsley]], [[@dried-oregano]], [[@garlic]], [[@red-pepper-flakes]], [[@red-wine-vinegar]], [[@extra-virgin-olive-oil]] and [[@salt-chimichurri]]. Let it stand so the flavours meld.",
            timerMinutes: 20,
          },
        ],
      },
      {
        title: "Grill",
        steps: [
          {
            text: "Set up a two-zone fire: bank the coals to one side (or turn one side of a gas grill to high and leave the other off). Pat the steak dry, rub with the [[@olive-oil]] and season with the [[@black-pepper]].",
          },
          {
            text: "Sear over the hot side until well crusted on the first side.",
            timerMinutes: 4,
          },
          {
            text: "Flip and sear the second side, then move to the cool side, cover and cook until the centre reads [[125 fahrenheit]] for medium-rare.",
            timerMinutes: 6,
          },
          {
            text: "Rest for 10 minutes, slice against the grain and spoon over the chimichurri.",
            timerMinutes: 10,
          },
        ],
      },
    ],
    equipment: [
      { slug: "outdoor-grill" },
      { slug: "thermometer", note: "the only reliable way to nail doneness" },
      { slug: "cooling-rack" },
    ],
  },
];
