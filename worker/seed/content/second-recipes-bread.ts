import type { RecipeSeed } from "../types";

/** Theo's breads, written in grams and degrees Celsius as he bakes them. */
export const secondBreadRecipes: RecipeSeed[] = [
  {
    slug: "sourdough-country-loaf",
    title: "Sourdough Country Loaf",
    description:
      "A crackling, blistered crust and a glossy, open crumb with a gentle tang. My everyday loaf: bread flour with a little whole wheat, a cold overnight proof, and a very hot pot.",
    storyExcerpt:
      "Sourdough is mostly about watching the dough rather than the clock. I give times, but learn what 'jiggly, domed and 50% bigger' looks like and you'll never need them.",
    storyMore:
      "I've baked this loaf most days for ten years, first in a tiny flat in Aarhus and now at the bakery. The schedule below fits around a working day: levain at night, mix in the morning, shape in the afternoon, bake the next morning.",
    note: "Your starter should be at its peak when you build the levain: bubbly, domed and roughly doubled 4 to 8 hours after its last feed.",
    publishedDaysAgo: 9,
    prepTimeMinutes: 45,
    cookTimeMinutes: 45,
    customTimeLabel: "Fermentation and proof",
    customTimeMinutes: 1200,
    yieldServings: 1,
    servingDescription: "large loaf",
    difficulty: "hard",
    cuisines: ["french"],
    meals: ["breakfast", "lunch"],
    methods: ["bake", "ferment"],
    categories: ["breads"],
    diets: ["vegan", "dairy-free", "egg-free", "nut-free"],
    tags: ["make-ahead"],
    keywords: ["sourdough", "country loaf", "levain", "dutch oven bread"],
    images: [
      { hue: 32, motif: "loaf", seed: 1001 },
      { hue: 30, motif: "board", seed: 1002 },
      { hue: 35, motif: "jar", seed: 1003 },
    ],
    ingredientGroups: [
      {
        title: "For the levain",
        note: "Build it the night before you mix.",
        items: [
          { key: "starter", qty: 50, unit: "gram", title: "active sourdough starter" },
          { qty: 50, unit: "gram", ingredient: "bread-flour", key: "flour-levain" },
          {
            qty: 50,
            unit: "gram",
            ingredient: "water",
            key: "water-levain",
            preparation: "lukewarm",
          },
        ],
      },
      {
        title: "For the dough",
        items: [
          { qty: 400, unit: "gram", ingredient: "bread-flour" },
          { qty: 100, unit: "gram", ingredient: "whole-wheat-flour" },
          {
            qty: 350,
            unit: "gram",
            ingredient: "water",
            preparation: "warm, about [[27 celsius]]",
          },
          { qty: 10, unit: "gram", ingredient: "salt", preparation: "fine sea salt" },
          {
            qty: 25,
            unit: "gram",
            ingredient: "water",
            key: "water-salt",
            note: "to dissolve the salt",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Evening: build the levain",
        steps: [
          {
            text: "Stir the [[@starter]], [[@flour-levain]] and [[@water-levain]] together in a jar, cover loosely and leave at room temperature overnight, 8 to 12 hours, until doubled and bubbly.",
          },
        ],
      },
      {
        title: "Morning: mix and bulk ferment",
        steps: [
          {
            text: "Mix the [[@bread-flour]], [[@whole-wheat-flour]] and [[@water]] by hand until no dry flour remains. Cover and rest (this is the autolyse).",
            timerMinutes: 60,
          },
          {
            text: "Add all of the levain, the [[@salt]] and the [[@water-salt]]. Squeeze and fold the dough through your fingers for about 5 minutes until the salt and levain disappear and the dough feels cohesive.",
            timerMinutes: 5,
          },
          {
            text: "Cover and keep somewhere warm, ideally [[25 celsius]]. Every 30 minutes for the first 2 hours, do a set of stretch and folds: lift each side of the dough and fold it over the middle, going round the bowl 4 times.",
            timerMinutes: 30,
            note: "Repeat the folds 4 times, resetting the timer after each set.",
          },
          {
            text: "Leave the dough undisturbed until it has grown by about 50%, feels airy and jiggles when you shake the bowl, usually 2 to 3 more hours.",
            timerMinutes: 150,
          },
        ],
      },
      {
        title: "Afternoon: shape and cold proof",
        steps: [
          {
            text: "Tip the dough onto an unfloured counter and, with a bench scraper, gently round it into a loose ball. Leave uncovered to relax.",
            timerMinutes: 20,
          },
          {
            text: "Flour the top, flip it, and shape into a tight round (boule). Place seam-side up in a floured banneton, cover and refrigerate for 12 to 16 hours.",
          },
        ],
      },
      {
        title: "Next morning: bake",
        steps: [
          {
            text: "Put a lidded cast-iron pot in the oven and heat to [[250 celsius]] for 45 minutes.",
            timerMinutes: 45,
          },
          {
            text: "Turn the loaf out onto parchment, score it with one confident slash about [[1 centimeter]] deep, and lower it into the pot. Cover and bake.",
            timerMinutes: 20,
          },
          {
            text: "Remove the lid, lower the oven to [[230 celsius]] and bake until the crust is a deep, dark brown.",
            timerMinutes: 22,
          },
          {
            text: "Cool on a rack for at least 2 hours before slicing. The crumb is still setting.",
            timerMinutes: 120,
          },
        ],
      },
    ],
    equipment: [
      { slug: "dutch-oven" },
      { slug: "banneton" },
      { slug: "bench-scraper" },
      { slug: "kitchen-scale", note: "Bread is weighed, not measured: a 1 g scale is ideal." },
    ],
  },
  {
    slug: "classic-baguettes",
    title: "Classic Baguettes",
    description:
      "Crisp, crackly baguettes with a creamy, open crumb and the flavour that only a slow overnight poolish gives. Baked on a stone with plenty of steam.",
    storyExcerpt:
      "Shaping baguettes takes practice. The first ones will be wonky; they'll still taste wonderful.",
    publishedDaysAgo: 75,
    prepTimeMinutes: 40,
    cookTimeMinutes: 22,
    customTimeLabel: "Poolish and proof",
    customTimeMinutes: 1020,
    yieldServings: 3,
    servingDescription: "baguettes",
    difficulty: "hard",
    cuisines: ["french"],
    meals: ["lunch", "dinner"],
    methods: ["bake", "ferment"],
    categories: ["breads"],
    diets: ["vegan", "dairy-free", "egg-free"],
    keywords: ["baguette", "poolish", "french bread"],
    images: [
      { hue: 36, motif: "loaf", seed: 1011 },
      { hue: 34, motif: "board", seed: 1012 },
    ],
    ingredientGroups: [
      {
        title: "For the poolish",
        items: [
          { qty: 150, unit: "gram", ingredient: "bread-flour", key: "flour-poolish" },
          {
            qty: 150,
            unit: "gram",
            ingredient: "water",
            key: "water-poolish",
            preparation: "room temperature",
          },
          { qty: 1, unit: "pinch", ingredient: "instant-yeast", key: "yeast-poolish" },
        ],
      },
      {
        title: "For the dough",
        items: [
          { qty: 350, unit: "gram", ingredient: "bread-flour" },
          { qty: 200, unit: "gram", ingredient: "water", preparation: "cool" },
          { qty: 3, unit: "gram", ingredient: "instant-yeast" },
          { qty: 10, unit: "gram", ingredient: "salt" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "The night before",
        steps: [
          {
            text: "Mix the [[@flour-poolish]], [[@water-poolish]] and [[@yeast-poolish]] into a thick batter. Cover and leave at room temperature for 12 to 16 hours, until bubbly and just starting to collapse.",
          },
        ],
      },
      {
        title: "Mix and bulk",
        steps: [
          {
            text: "Add the [[@bread-flour]], [[@water]], [[@instant-yeast]] and [[@salt]] to the poolish and mix, then knead on the counter until smooth and stretchy.",
            timerMinutes: 8,
          },
          {
            text: "Cover and let rise, giving the dough one set of stretch and folds after 30 and 60 minutes.",
            timerMinutes: 90,
          },
        ],
      },
      {
        title: "Shape and proof",
        steps: [
          {
            text: "Divide into 3 equal pieces (about 290 g each), pat each into a rectangle and roll up loosely into a cylinder. Rest, seam-side down, under a towel.",
            timerMinutes: 20,
          },
          {
            text: "Shape each into a [[35 centimeter]] baguette, tapering the ends, and proof seam-side up in the folds of a floured couche or tea towel.",
            timerMinutes: 45,
          },
          {
            text: "Meanwhile heat the oven to [[250 celsius]] with a baking stone in the middle and an empty metal tray on the bottom rack.",
            timerMinutes: 45,
          },
        ],
      },
      {
        title: "Bake",
        steps: [
          {
            text: "Roll the baguettes onto a floured peel and make 4 or 5 long, overlapping slashes on each. Slide them onto the stone and pour a cup of boiling water into the tray for steam.",
          },
          {
            text: "Bake until deep golden and crackling; remove the steam tray after 10 minutes.",
            timerMinutes: 22,
          },
          { text: "Cool on a rack for at least 30 minutes.", timerMinutes: 30 },
        ],
      },
    ],
    equipment: [
      { slug: "baking-stone" },
      { slug: "pizza-peel" },
      { slug: "bench-scraper" },
      { slug: "kitchen-scale" },
    ],
  },
  {
    slug: "danish-rye-bread",
    title: "Danish Rye Bread (Rugbrød)",
    description:
      "Dense, dark and packed with seeds: the rye bread every Dane grows up on, for open sandwiches with butter, cheese or smoked fish.",
    storyExcerpt:
      "Wait a full day before slicing. I know. But the crumb needs it, and it slices paper-thin afterwards.",
    note: "Keeps for a week wrapped in a tea towel, and slices freeze perfectly for toasting.",
    publishedDaysAgo: 160,
    prepTimeMinutes: 30,
    cookTimeMinutes: 100,
    customTimeLabel: "Soak and proof",
    customTimeMinutes: 900,
    yieldServings: 1,
    servingDescription: "loaf (about 20 thin slices)",
    difficulty: "medium",
    cuisines: ["scandinavian"],
    meals: ["breakfast", "lunch"],
    methods: ["bake", "ferment"],
    categories: ["breads"],
    diets: ["vegan", "dairy-free", "egg-free"],
    tags: ["make-ahead", "freezer-friendly"],
    keywords: ["rugbrød", "rye bread", "danish bread", "seeded bread"],
    images: [
      { hue: 20, motif: "loaf", seed: 1021 },
      { hue: 25, motif: "board", seed: 1022 },
    ],
    ingredientGroups: [
      {
        title: "Evening: the soaker",
        items: [
          { key: "starter", qty: 50, unit: "gram", title: "active rye sourdough starter" },
          { qty: 200, unit: "gram", ingredient: "rye-flour", key: "rye-flour-soaker" },
          { key: "rye-kernels", qty: 200, unit: "gram", title: "cracked rye kernels" },
          { qty: 100, unit: "gram", ingredient: "sunflower-seeds" },
          { qty: 450, unit: "gram", ingredient: "water", preparation: "lukewarm" },
          { qty: 12, unit: "gram", ingredient: "salt" },
        ],
      },
      {
        title: "Morning: the dough",
        items: [
          { qty: 150, unit: "gram", ingredient: "rye-flour" },
          { qty: 50, unit: "gram", ingredient: "ground-flaxseed" },
          { qty: 50, unit: "gram", ingredient: "pumpkin-seeds" },
          { qty: 2, unit: "tablespoon", ingredient: "molasses", note: "or dark malt syrup" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Soak overnight",
        steps: [
          {
            text: "In a large bowl, stir the [[@starter]], [[@rye-flour-soaker]], [[@rye-kernels]], [[@sunflower-seeds]], [[@water]] and [[@salt]] into a thick porridge. Cover and leave at room temperature for 12 hours.",
          },
        ],
      },
      {
        title: "Mix, proof and bake",
        steps: [
          {
            text: "Stir in the [[@rye-flour]], [[@ground-flaxseed]], [[@pumpkin-seeds]] and [[@molasses]]. The dough will be sticky and heavy, more like wet concrete than bread dough; that's right.",
          },
          {
            text: "Scrape into a greased 1.8-litre loaf pan and smooth the top with a wet spatula. Cover and proof until it has risen to about [[1 centimeter]] below the rim and small holes appear on top.",
            timerMinutes: 150,
          },
          { text: "Heat the oven to [[175 celsius]]. Prick the top all over with a fork." },
          {
            text: "Bake until the loaf reads [[98 celsius]] in the centre and sounds hollow when turned out and tapped underneath.",
            timerMinutes: 100,
          },
          {
            text: "Turn out, wrap in a clean tea towel and leave to cool for at least 12 hours, ideally a full day, before slicing thinly.",
          },
        ],
      },
    ],
    equipment: [{ slug: "loaf-pan" }, { slug: "kitchen-scale" }, { slug: "thermometer" }],
  },
  {
    slug: "soft-pretzels",
    title: "Bavarian Soft Pretzels",
    description:
      "Chewy, deeply bronzed pretzels with crunchy salt, thin crisp arms and a soft, fat belly. A quick baking soda bath gives the classic colour without lye.",
    storyExcerpt:
      "Chilling the shaped pretzels uncovered for half an hour forms a skin, which makes them much easier to dip and gives a shinier crust.",
    publishedDaysAgo: 230,
    prepTimeMinutes: 40,
    cookTimeMinutes: 15,
    customTimeLabel: "Rest and chill",
    customTimeMinutes: 60,
    yieldServings: 8,
    servingDescription: "pretzels",
    difficulty: "medium",
    cuisines: ["german"],
    meals: ["snack", "lunch"],
    methods: ["bake", "poach"],
    categories: ["breads", "snacks-sides"],
    diets: ["vegetarian", "egg-free"],
    tags: ["party", "kid-friendly"],
    keywords: ["pretzels", "laugenbrezel", "soft pretzels"],
    images: [
      { hue: 22, motif: "cookies", seed: 1031 },
      { hue: 25, motif: "board", seed: 1032 },
    ],
    ingredientGroups: [
      {
        title: "For the dough",
        items: [
          { qty: 500, unit: "gram", ingredient: "all-purpose-flour" },
          { qty: 280, unit: "gram", ingredient: "water", preparation: "lukewarm" },
          { qty: 7, unit: "gram", ingredient: "instant-yeast" },
          { qty: 10, unit: "gram", ingredient: "brown-sugar" },
          { qty: 10, unit: "gram", ingredient: "salt" },
          { qty: 30, unit: "gram", ingredient: "unsalted-butter", preparation: "softened" },
        ],
      },
      {
        title: "For the bath and topping",
        items: [
          { qty: 2, unit: "liter", ingredient: "water", key: "water-bath" },
          { qty: 60, unit: "gram", ingredient: "baking-soda" },
          { qty: 1, unit: "tablespoon", ingredient: "flaky-salt", note: "or coarse pretzel salt" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Dough and shaping",
        steps: [
          {
            text: "Mix the [[@all-purpose-flour]], [[@water]], [[@instant-yeast]], [[@brown-sugar]], [[@salt]] and [[@unsalted-butter]], then knead until smooth and firm.",
            timerMinutes: 8,
          },
          { text: "Cover and rest.", timerMinutes: 30 },
          {
            text: "Divide into 8 pieces (about 100 g each). Roll each into a [[60 centimeter]] rope, thick in the middle and thin at the ends. Form a U, cross the ends twice, and press them onto the belly.",
          },
          {
            text: "Set on a parchment-lined tray and refrigerate, uncovered, to firm up and form a skin.",
            timerMinutes: 30,
          },
        ],
      },
      {
        title: "Dip and bake",
        steps: [
          {
            text: "Heat the oven to [[220 celsius]]. Bring the [[@water-bath]] to a simmer in a wide pot and carefully whisk in the [[@baking-soda]]; it will foam up.",
          },
          {
            text: "Lower each pretzel into the bath for 30 seconds, lift out with a slotted spoon and return to the parchment. Slash the thick belly and sprinkle with the [[@flaky-salt]].",
          },
          {
            text: "Bake until deep mahogany brown.",
            timerMinutes: 15,
          },
        ],
      },
    ],
    equipment: [
      { slug: "stockpot" },
      { slug: "slotted-spoon" },
      { slug: "sheet-pan" },
      { slug: "parchment-paper" },
    ],
  },
];
