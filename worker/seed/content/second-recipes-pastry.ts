import type { RecipeSeed } from "../types";

/** Theo's pastries and sweet doughs, in grams and degrees Celsius. */
export const secondPastryRecipes: RecipeSeed[] = [
  {
    slug: "butter-croissants",
    title: "All-Butter Croissants",
    description:
      "Shatteringly flaky, honeycombed croissants made with a laminated yeast dough and good cultured butter. A three-day project that is worth every fold.",
    storyExcerpt:
      "Temperature is everything. The butter and the dough should feel the same firmness when you roll them; if the butter softens, chill and try again.",
    storyMore:
      "Day one is ten minutes of mixing. Day two is the lamination, spread over an afternoon. Day three is shaping, proofing and, finally, eating.",
    note: "Proof somewhere warm but below 27 °C; any warmer and the butter melts out of the layers.",
    publishedDaysAgo: 40,
    prepTimeMinutes: 90,
    cookTimeMinutes: 18,
    customTimeLabel: "Resting and proofing",
    customTimeMinutes: 900,
    yieldServings: 12,
    servingDescription: "croissants",
    difficulty: "hard",
    cuisines: ["french"],
    meals: ["breakfast", "brunch"],
    methods: ["bake"],
    categories: ["baking-desserts", "breakfast"],
    diets: ["vegetarian"],
    tags: ["make-ahead", "holiday"],
    keywords: ["croissants", "laminated dough", "viennoiserie"],
    images: [
      { hue: 38, motif: "tray", seed: 1101 },
      { hue: 36, motif: "plate", seed: 1102 },
    ],
    ingredientGroups: [
      {
        title: "For the dough",
        items: [
          { qty: 500, unit: "gram", ingredient: "all-purpose-flour", note: "or French T45" },
          { qty: 55, unit: "gram", ingredient: "granulated-sugar" },
          { qty: 10, unit: "gram", ingredient: "salt" },
          { qty: 7, unit: "gram", ingredient: "instant-yeast" },
          { qty: 140, unit: "milliliter", ingredient: "milk", preparation: "cold" },
          { qty: 140, unit: "milliliter", ingredient: "water", preparation: "cold" },
          {
            qty: 40,
            unit: "gram",
            ingredient: "unsalted-butter",
            key: "butter-dough",
            preparation: "softened",
          },
        ],
      },
      {
        title: "For the butter block",
        items: [
          {
            qty: 280,
            unit: "gram",
            ingredient: "unsalted-butter",
            key: "butter-block",
            preparation: "cold, European-style (82% fat)",
          },
        ],
      },
      {
        title: "For the egg wash",
        items: [
          { qty: 1, unit: "large", ingredient: "egg" },
          { qty: 1, unit: "tablespoon", ingredient: "milk", key: "milk-wash" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Day 1: the dough",
        steps: [
          {
            text: "Mix the [[@all-purpose-flour]], [[@granulated-sugar]], [[@salt]], [[@instant-yeast]], [[@milk]], [[@water]] and [[@butter-dough]] for 3 to 4 minutes, just until smooth. Don't over-knead; the folds will develop the gluten.",
            timerMinutes: 4,
          },
          {
            text: "Flatten into a rectangle about [[2 centimeter]] thick, wrap and refrigerate overnight.",
          },
          {
            text: "Pound and roll the [[@butter-block]] between two sheets of parchment into a [[19 centimeter]] square. Wrap and refrigerate overnight too.",
          },
        ],
      },
      {
        title: "Day 2: laminate",
        steps: [
          {
            text: "Take the butter out 10 to 15 minutes before the dough so it is cold but bendable. Roll the dough into a [[20 centimeter]] by [[40 centimeter]] rectangle, set the butter in the middle and fold the dough over it, sealing the edges.",
          },
          {
            text: "Roll into a long rectangle about [[60 centimeter]] long and fold it in three like a letter. That's one turn. Wrap and chill.",
            timerMinutes: 30,
          },
          {
            text: "Repeat for two more turns, chilling for 30 minutes between each, then wrap and refrigerate overnight.",
            timerMinutes: 30,
          },
        ],
      },
      {
        title: "Day 3: shape, proof and bake",
        steps: [
          {
            text: "Roll the dough into a long strip about [[4 millimeter]] thick and [[24 centimeter]] wide. Cut into tall triangles with a [[9 centimeter]] base.",
          },
          {
            text: "Stretch each triangle gently, roll it up from the base, and set on lined sheet pans with the tip tucked underneath.",
          },
          {
            text: "Proof at about [[25 celsius]] until puffy, wobbly when you shake the pan, and the layers are visible from the side.",
            timerMinutes: 150,
          },
          {
            text: "Heat the oven to [[200 celsius]]. Beat the [[@egg]] with the [[@milk-wash]] and brush gently over the croissants.",
          },
          {
            text: "Bake until deep golden brown all over, including the sides. Cool for at least 15 minutes.",
            timerMinutes: 18,
          },
        ],
      },
    ],
    equipment: [
      { slug: "rolling-pin" },
      { slug: "kitchen-scale" },
      { slug: "sheet-pan" },
      { slug: "pastry-brush" },
    ],
  },
  {
    slug: "kardemummabullar",
    title: "Cardamom Buns (Kardemummabullar)",
    description:
      "Soft, buttery Scandinavian knots filled with cardamom sugar and topped with pearl sugar. The smell alone is worth baking them.",
    storyExcerpt:
      "Crush the cardamom seeds yourself if you can: pre-ground cardamom loses its perfume fast.",
    publishedDaysAgo: 20,
    prepTimeMinutes: 45,
    cookTimeMinutes: 11,
    customTimeLabel: "Rising",
    customTimeMinutes: 105,
    yieldServings: 16,
    servingDescription: "buns",
    difficulty: "medium",
    cuisines: ["scandinavian"],
    meals: ["breakfast", "snack"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["holiday", "winter", "freezer-friendly"],
    keywords: ["cardamom buns", "kardemummabullar", "swedish buns"],
    images: [
      { hue: 34, motif: "cookies", seed: 1111 },
      { hue: 30, motif: "plate", seed: 1112 },
    ],
    ingredientGroups: [
      {
        title: "For the dough",
        items: [
          {
            qty: 250,
            unit: "milliliter",
            ingredient: "milk",
            preparation: "warmed to [[37 celsius]]",
          },
          { qty: 7, unit: "gram", ingredient: "instant-yeast" },
          { qty: 60, unit: "gram", ingredient: "granulated-sugar" },
          { qty: 480, unit: "gram", ingredient: "all-purpose-flour" },
          {
            qty: 2,
            unit: "teaspoon",
            ingredient: "ground-cardamom",
            preparation: "freshly ground",
          },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "salt" },
          {
            qty: 75,
            unit: "gram",
            ingredient: "unsalted-butter",
            key: "butter-dough",
            preparation: "softened",
          },
        ],
      },
      {
        title: "For the filling",
        items: [
          {
            qty: 100,
            unit: "gram",
            ingredient: "unsalted-butter",
            key: "butter-filling",
            preparation: "very soft",
          },
          { qty: 80, unit: "gram", ingredient: "brown-sugar" },
          { qty: 1, unit: "tablespoon", ingredient: "ground-cardamom", key: "cardamom-filling" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-cinnamon" },
        ],
      },
      {
        title: "To finish",
        items: [
          { qty: 1, unit: "large", ingredient: "egg", preparation: "beaten" },
          { key: "pearl-sugar", qty: 2, unit: "tablespoon", title: "pearl sugar" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Dough",
        steps: [
          {
            text: "Stir the [[@milk]], [[@instant-yeast]] and [[@granulated-sugar]] together. Add the [[@all-purpose-flour]], [[@ground-cardamom]], [[@salt]] and [[@butter-dough]] and knead until smooth and elastic.",
            timerMinutes: 10,
          },
          { text: "Cover and rise until doubled.", timerMinutes: 60 },
        ],
      },
      {
        title: "Fill and knot",
        steps: [
          {
            text: "Beat the [[@butter-filling]], [[@brown-sugar]], [[@cardamom-filling]] and [[@ground-cinnamon]] into a soft paste.",
          },
          {
            text: "Roll the dough into a [[30 centimeter]] by [[50 centimeter]] rectangle and spread the filling over it. Fold the dough in thirds, like a letter, to make a long strip, and roll it lightly to seal.",
          },
          {
            text: "Cut 16 strips across the short side. Twist each strip, wrap it twice around two fingers and tuck the end through the middle to make a knot. Set on lined sheet pans.",
          },
          { text: "Cover and proof until puffy.", timerMinutes: 45 },
        ],
      },
      {
        title: "Bake",
        steps: [
          {
            text: "Heat the oven to [[200 celsius]]. Brush the buns with the [[@egg]] and sprinkle with the [[@pearl-sugar]].",
          },
          { text: "Bake until golden.", timerMinutes: 11 },
        ],
      },
    ],
    equipment: [{ slug: "stand-mixer" }, { slug: "rolling-pin" }, { slug: "sheet-pan" }],
  },
  {
    slug: "french-apple-tart",
    title: "French Apple Tart",
    description:
      "A crisp, buttery pâte sucrée filled with vanilla apple compote and topped with a rosette of thinly sliced apples, baked until caramelized and glazed with apricot.",
    storyExcerpt: "The rosette looks fussy but it's really just patience. Put on some music.",
    publishedDaysAgo: 300,
    prepTimeMinutes: 60,
    cookTimeMinutes: 58,
    customTimeLabel: "Chill",
    customTimeMinutes: 90,
    yieldServings: 8,
    servingDescription: "slices",
    difficulty: "medium",
    cuisines: ["french"],
    meals: ["dessert"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["fall", "holiday", "date-night"],
    keywords: ["apple tart", "tarte aux pommes", "pate sucree"],
    images: [
      { hue: 35, motif: "pie", seed: 1121 },
      { hue: 30, motif: "plate", seed: 1122 },
    ],
    ingredientGroups: [
      {
        title: "For the pastry",
        items: [
          { qty: 200, unit: "gram", ingredient: "all-purpose-flour" },
          { qty: 70, unit: "gram", ingredient: "powdered-sugar" },
          { qty: 1, unit: "pinch", ingredient: "salt" },
          { qty: 100, unit: "gram", ingredient: "unsalted-butter", preparation: "cold, cubed" },
          { qty: 1, unit: "large", ingredient: "egg", preparation: "beaten" },
        ],
      },
      {
        title: "For the compote",
        items: [
          {
            qty: 500,
            unit: "gram",
            ingredient: "apple",
            key: "apple-compote",
            preparation: "peeled, cored and chopped",
          },
          { qty: 40, unit: "gram", ingredient: "granulated-sugar", key: "sugar-compote" },
          { qty: 20, unit: "gram", ingredient: "unsalted-butter", key: "butter-compote" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-juice" },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract" },
        ],
      },
      {
        title: "For the top",
        items: [
          {
            qty: 3,
            unit: "medium",
            ingredient: "apple",
            key: "apple-slices",
            preparation: "firm, cored and sliced [[2 millimeter]] thick",
          },
          {
            qty: 20,
            unit: "gram",
            ingredient: "unsalted-butter",
            key: "butter-top",
            preparation: "melted",
          },
          { qty: 1, unit: "tablespoon", ingredient: "granulated-sugar", key: "sugar-top" },
          { key: "apricot-jam", qty: 3, unit: "tablespoon", title: "apricot jam" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Pastry",
        steps: [
          {
            text: "Rub the [[@unsalted-butter]] into the [[@all-purpose-flour]], [[@powdered-sugar]] and [[@salt]] until sandy. Add the [[@egg]] and bring together into a dough without kneading. Flatten into a disc, wrap and chill.",
            timerMinutes: 60,
          },
          {
            text: "Roll out to [[3 millimeter]] thick and line a [[23 centimeter]] tart pan with a removable base. Prick the base and chill again.",
            timerMinutes: 30,
          },
          {
            text: "Heat the oven to [[190 celsius]]. Line the pastry with parchment and baking beans and bake for 15 minutes, then remove the beans and bake 5 minutes more until pale golden.",
            timerMinutes: 20,
          },
        ],
      },
      {
        title: "Compote",
        steps: [
          {
            text: "Cook the [[@apple-compote]], [[@sugar-compote]], [[@butter-compote]] and [[@lemon-juice]] in a covered saucepan over low heat until the apples collapse.",
            timerMinutes: 15,
          },
          { text: "Mash roughly, stir in the [[@vanilla-extract]] and cool." },
        ],
      },
      {
        title: "Assemble and bake",
        steps: [
          {
            text: "Spread the compote in the tart shell. Arrange the [[@apple-slices]] on top in overlapping concentric circles, working from the outside in.",
          },
          {
            text: "Brush with the [[@butter-top]], sprinkle with the [[@sugar-top]] and bake until the apples are tender and caramelized at the edges.",
            timerMinutes: 38,
          },
          {
            text: "Warm the [[@apricot-jam]] with a splash of water, sieve it, and brush over the warm tart for a glossy finish.",
          },
        ],
      },
    ],
    equipment: [
      { slug: "tart-pan" },
      { slug: "rolling-pin" },
      { slug: "pastry-brush" },
      { slug: "mandoline" },
    ],
  },
  {
    slug: "chocolate-babka",
    title: "Chocolate Babka",
    description:
      "A rich, buttery brioche twisted with dark chocolate filling and brushed with sugar syrup while hot, so every slice is glossy, swirled and gooey.",
    storyExcerpt:
      "Cutting the roll open down its length before twisting is what gives babka those beautiful layers.",
    publishedDaysAgo: 480,
    prepTimeMinutes: 45,
    cookTimeMinutes: 32,
    customTimeLabel: "Rising",
    customTimeMinutes: 165,
    yieldServings: 10,
    servingDescription: "slices",
    difficulty: "hard",
    cuisines: ["polish"],
    meals: ["breakfast", "dessert"],
    methods: ["bake"],
    categories: ["baking-desserts", "breads"],
    diets: ["vegetarian"],
    tags: ["holiday", "make-ahead"],
    keywords: ["babka", "chocolate babka", "brioche"],
    images: [
      { hue: 20, motif: "loaf", seed: 1131 },
      { hue: 15, motif: "board", seed: 1132 },
    ],
    ingredientGroups: [
      {
        title: "For the dough",
        items: [
          { qty: 265, unit: "gram", ingredient: "all-purpose-flour" },
          { qty: 50, unit: "gram", ingredient: "granulated-sugar" },
          { qty: 5, unit: "gram", ingredient: "instant-yeast" },
          { qty: 2, unit: "large", ingredient: "egg" },
          { qty: 60, unit: "milliliter", ingredient: "milk", preparation: "cold" },
          { qty: 3, unit: "gram", ingredient: "salt" },
          { qty: 75, unit: "gram", ingredient: "unsalted-butter", preparation: "soft, in pieces" },
        ],
      },
      {
        title: "For the filling",
        items: [
          { qty: 100, unit: "gram", ingredient: "dark-chocolate", preparation: "chopped" },
          { qty: 80, unit: "gram", ingredient: "unsalted-butter", key: "butter-filling" },
          { qty: 40, unit: "gram", ingredient: "powdered-sugar" },
          { qty: 20, unit: "gram", ingredient: "cocoa-powder" },
        ],
      },
      {
        title: "For the syrup",
        items: [
          { qty: 60, unit: "gram", ingredient: "granulated-sugar", key: "sugar-syrup" },
          { qty: 50, unit: "milliliter", ingredient: "water" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Dough",
        steps: [
          {
            text: "Mix the [[@all-purpose-flour]], [[@granulated-sugar]], [[@instant-yeast]], [[@egg]], [[@milk]] and [[@salt]] with the dough hook for a few minutes, then add the [[@unsalted-butter]] a piece at a time and knead until the dough is smooth, shiny and pulls away from the bowl.",
            timerMinutes: 10,
          },
          {
            text: "Cover and refrigerate overnight (or let rise at room temperature for 90 minutes, then chill for 30 to firm up).",
          },
        ],
      },
      {
        title: "Fill and twist",
        steps: [
          {
            text: "Melt the [[@dark-chocolate]] and [[@butter-filling]] together, then stir in the [[@powdered-sugar]] and [[@cocoa-powder]]. Let cool to a spreadable paste.",
          },
          {
            text: "Roll the dough into a [[25 centimeter]] by [[35 centimeter]] rectangle, spread with the filling, and roll up tightly from a long side. Chill for 15 minutes.",
            timerMinutes: 15,
          },
          {
            text: "Cut the roll in half lengthwise, turn the cut sides up and twist the halves together. Lift into a parchment-lined loaf pan.",
          },
          { text: "Cover and proof until risen and puffy.", timerMinutes: 75 },
        ],
      },
      {
        title: "Bake and glaze",
        steps: [
          {
            text: "Heat the oven to [[190 celsius]]. Bake until a skewer comes out without raw dough, tenting with foil if the top darkens.",
            timerMinutes: 32,
          },
          {
            text: "Meanwhile, boil the [[@sugar-syrup]] and [[@water]] until the sugar dissolves. Brush all of it over the babka as soon as it comes out of the oven, then cool in the pan.",
          },
        ],
      },
    ],
    equipment: [{ slug: "stand-mixer" }, { slug: "loaf-pan" }, { slug: "rolling-pin" }],
  },
  {
    slug: "danish-vanilla-cookies",
    title: "Danish Vanilla Cookies (Vaniljekranse)",
    description:
      "Crisp, buttery piped wreaths with ground almonds and real vanilla. The cookie in the blue tin, made at home.",
    storyExcerpt:
      "Every Danish Christmas starts with a tray of these, and they rarely last until the tin.",
    publishedDaysAgo: 390,
    prepTimeMinutes: 30,
    cookTimeMinutes: 8,
    customTimeLabel: "Chill",
    customTimeMinutes: 20,
    yieldServings: 40,
    servingDescription: "cookies",
    difficulty: "medium",
    cuisines: ["scandinavian"],
    meals: ["dessert", "snack"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["holiday", "winter", "make-ahead"],
    keywords: ["danish butter cookies", "vaniljekranse", "christmas cookies"],
    images: [
      { hue: 40, motif: "cookies", seed: 1141 },
      { hue: 210, motif: "cookies", seed: 1142 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 200, unit: "gram", ingredient: "unsalted-butter", preparation: "soft" },
          { qty: 125, unit: "gram", ingredient: "granulated-sugar" },
          { qty: 1, unit: "large", ingredient: "egg" },
          {
            qty: 2,
            unit: "teaspoon",
            ingredient: "vanilla-extract",
            note: "or the seeds of 1 vanilla pod",
          },
          { qty: 250, unit: "gram", ingredient: "all-purpose-flour" },
          { qty: 50, unit: "gram", ingredient: "almond-flour" },
          { qty: 1, unit: "pinch", ingredient: "salt" },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Beat the [[@unsalted-butter]] and [[@granulated-sugar]] until pale and creamy. Beat in the [[@egg]] and [[@vanilla-extract]].",
          },
          {
            text: "Mix in the [[@all-purpose-flour]], [[@almond-flour]] and [[@salt]] until just combined. The dough should be soft enough to pipe.",
          },
          {
            text: "Pipe through a large star tip into [[6 centimeter]] rings on parchment-lined sheet pans, and chill so they keep their ridges in the oven.",
            timerMinutes: 20,
          },
          { text: "Heat the oven to [[200 celsius]]." },
          {
            text: "Bake one pan at a time until just golden at the edges.",
            timerMinutes: 8,
          },
          { text: "Cool on the pan for 5 minutes, then on a rack. They keep for weeks in a tin." },
        ],
      },
    ],
    equipment: [{ slug: "piping-bag" }, { slug: "hand-mixer" }, { slug: "sheet-pan" }],
  },
];
