import type { RecipeSeed } from "../types";

/** Maya's Sunday baking: cookies, cakes, pies and a couple of breads. */
export const bakingRecipes: RecipeSeed[] = [
  {
    slug: "brown-butter-chocolate-chip-cookies",
    title: "Brown Butter Chocolate Chip Cookies",
    description:
      "Chewy-centred, crisp-edged cookies with toffee notes from browned butter, pools of dark chocolate and a pinch of flaky salt on top.",
    storyExcerpt:
      "I tested these 23 times. The two things that mattered most: browning the butter, and resting the dough before baking.",
    storyMore:
      "Resting lets the flour hydrate fully, so the cookies spread less and brown more evenly. Thirty minutes helps; a night in the fridge makes them even better.",
    note: "The dough keeps for 3 days in the fridge, or freeze scooped balls for up to 3 months and bake from frozen, adding 2 minutes.",
    publishedDaysAgo: 5,
    prepTimeMinutes: 25,
    cookTimeMinutes: 12,
    customTimeLabel: "Chill",
    customTimeMinutes: 30,
    yieldServings: 24,
    servingDescription: "3-inch cookies",
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["dessert", "snack"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["kid-friendly", "make-ahead", "freezer-friendly"],
    contributors: ["Jess Huang", "Sam Ortega"],
    keywords: ["chocolate chip cookies", "brown butter", "cookies"],
    images: [
      { hue: 30, motif: "cookies", seed: 201 },
      { hue: 28, motif: "cookies", seed: 202 },
      { hue: 35, motif: "glass", seed: 203 },
    ],
    ingredientGroups: [
      {
        items: [
          {
            qty: 1,
            unit: "cup",
            ingredient: "unsalted-butter",
            note: "[[2 stick]] ([[227 gram]])",
          },
          { qty: 1, unit: "cup", ingredient: "brown-sugar", preparation: "packed" },
          { qty: 1 / 2, unit: "cup", ingredient: "granulated-sugar" },
          { qty: 2, unit: "large", ingredient: "egg" },
          { qty: 1, unit: "large", ingredient: "egg-yolk" },
          { qty: 2, unit: "teaspoon", ingredient: "vanilla-extract" },
          {
            qty: 2.25,
            unit: "cup",
            ingredient: "all-purpose-flour",
            preparation: "spooned and levelled",
          },
          { qty: 1, unit: "teaspoon", ingredient: "baking-soda" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
          {
            qty: 8,
            unit: "ounce",
            ingredient: "dark-chocolate",
            preparation: "roughly chopped",
            note: "A bar chopped by hand gives puddles and shards; chips hold their shape.",
          },
          { ingredient: "flaky-salt", preparation: "for sprinkling" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Brown the butter",
        steps: [
          {
            text: "Melt the [[@unsalted-butter]] in a light-coloured saucepan over medium heat. Keep cooking, swirling the pan, until it foams, the foam subsides and the milk solids on the bottom turn deep golden brown and smell like toasted hazelnuts.",
            timerMinutes: 7,
          },
          {
            text: "Scrape the butter and all the browned bits into a large bowl and let it cool until warm but not hot.",
            timerMinutes: 15,
          },
        ],
      },
      {
        title: "Make the dough",
        steps: [
          {
            text: "Whisk the [[@brown-sugar]] and [[@granulated-sugar]] into the butter. Add the [[@egg]], [[@egg-yolk]] and [[@vanilla-extract]] and whisk vigorously for 1 minute, until glossy and lighter in colour.",
          },
          {
            text: "In another bowl, whisk the [[@all-purpose-flour]], [[@baking-soda]] and [[@kosher-salt]]. Fold into the butter mixture with a spatula until no dry streaks remain, then fold in the [[@dark-chocolate]].",
          },
          {
            text: "Cover and chill the dough for at least 30 minutes, or up to 3 days.",
            timerMinutes: 30,
          },
        ],
      },
      {
        title: "Bake",
        steps: [
          {
            text: "Heat the oven to [[350 fahrenheit]] and line two sheet pans with parchment.",
          },
          {
            text: "Scoop the dough into 2-tablespoon balls and space them [[2 inch]] apart. Bake one pan at a time until the edges are golden but the centres still look soft and a little underdone.",
            timerMinutes: 11,
          },
          {
            text: "Sprinkle with [[@flaky-salt]] straight away. Cool on the pan for 5 minutes, then move to a rack.",
            timerMinutes: 5,
          },
        ],
      },
    ],
    equipment: [
      { slug: "saucepan", note: "A light-coloured pan lets you see the butter brown." },
      { slug: "sheet-pan" },
      { slug: "parchment-paper" },
      { slug: "cooling-rack" },
    ],
  },
  {
    slug: "classic-banana-bread",
    title: "Classic Banana Bread",
    description:
      "Moist, tender and deeply banana-y, with a crackly brown sugar top and toasted walnuts. The best use for the spotty bananas on your counter.",
    storyExcerpt:
      "The blacker the bananas, the better the bread. I keep a bag of overripe ones in the freezer just for this.",
    note: "Frozen bananas work perfectly: thaw them in a bowl and include all the liquid they release.",
    publishedDaysAgo: 410,
    prepTimeMinutes: 15,
    cookTimeMinutes: 60,
    yieldServings: 10,
    servingDescription: "slices",
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["breakfast", "snack"],
    methods: ["bake"],
    categories: ["baking-desserts", "breads"],
    diets: ["vegetarian"],
    tags: ["kid-friendly", "freezer-friendly", "budget"],
    keywords: ["banana bread", "quick bread", "walnut banana bread"],
    images: [
      { hue: 30, motif: "loaf", seed: 211 },
      { hue: 35, motif: "board", seed: 212 },
    ],
    ingredientGroups: [
      {
        title: "Wet ingredients",
        items: [
          {
            qty: 3,
            unit: "large",
            ingredient: "banana",
            preparation: "very ripe, mashed (about [[1 1/2 cup]])",
          },
          { qty: 1 / 2, unit: "cup", ingredient: "unsalted-butter", preparation: "melted" },
          { qty: 3 / 4, unit: "cup", ingredient: "brown-sugar", preparation: "packed" },
          { qty: 2, unit: "large", ingredient: "egg", preparation: "at room temperature" },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract" },
        ],
      },
      {
        title: "Dry ingredients",
        items: [
          { qty: 1.75, unit: "cup", ingredient: "all-purpose-flour" },
          { qty: 1, unit: "teaspoon", ingredient: "baking-soda" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "teaspoon", ingredient: "ground-cinnamon" },
          {
            qty: 3 / 4,
            unit: "cup",
            ingredient: "walnuts",
            preparation: "toasted and chopped",
            note: "optional",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the oven to [[350 fahrenheit]]. Butter a loaf pan of [[9 inch]] by [[5 inch]] and line it with a strip of parchment that hangs over the long sides.",
          },
          {
            text: "In a large bowl, whisk the [[@banana]], [[@unsalted-butter]], [[@brown-sugar]], [[@egg]] and [[@vanilla-extract]] until smooth.",
          },
          {
            text: "Sprinkle the [[@all-purpose-flour]], [[@baking-soda]], [[@kosher-salt]] and [[@ground-cinnamon]] over the top and fold gently until just combined. Fold in the [[@walnuts]].",
            note: "A few lumps are fine. Overmixing makes banana bread tough.",
          },
          {
            text: "Scrape into the pan and bake until a skewer in the centre comes out clean, 55 to 65 minutes. If the top browns too fast, tent it loosely with foil after 40 minutes.",
            timerMinutes: 60,
          },
          {
            text: "Cool in the pan for 15 minutes, then lift out using the parchment and cool completely on a rack before slicing.",
            timerMinutes: 15,
          },
        ],
      },
    ],
    equipment: [{ slug: "loaf-pan" }, { slug: "mixing-bowl" }, { slug: "cooling-rack" }],
  },
  {
    slug: "bakery-style-blueberry-muffins",
    title: "Bakery-Style Blueberry Muffins",
    description:
      "Tall, domed muffins bursting with blueberries, with a lemony sour cream crumb and a crunchy sugar top. The high-heat start is how the bakeries do it.",
    storyExcerpt:
      "Filling the cups right to the top and starting in a hot oven gives you those big bakery domes.",
    publishedDaysAgo: 600,
    prepTimeMinutes: 15,
    cookTimeMinutes: 22,
    yieldServings: 12,
    servingDescription: "muffins",
    difficulty: "easy",
    cuisines: ["american"],
    meals: ["breakfast", "brunch", "snack"],
    methods: ["bake"],
    categories: ["baking-desserts", "breakfast"],
    diets: ["vegetarian"],
    tags: ["kid-friendly", "summer", "freezer-friendly"],
    keywords: ["blueberry muffins", "muffins", "sour cream muffins"],
    images: [
      { hue: 232, motif: "cookies", seed: 221 },
      { hue: 235, motif: "bowl", seed: 222 },
    ],
    ingredientGroups: [
      {
        items: [
          { qty: 2, unit: "cup", ingredient: "all-purpose-flour", key: "flour" },
          { qty: 2, unit: "teaspoon", ingredient: "baking-powder" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
          {
            qty: 1 / 2,
            unit: "cup",
            ingredient: "unsalted-butter",
            preparation: "melted and cooled",
          },
          { qty: 3 / 4, unit: "cup", ingredient: "granulated-sugar" },
          { qty: 2, unit: "large", ingredient: "egg" },
          { qty: 1 / 2, unit: "cup", ingredient: "sour-cream" },
          { qty: 1 / 2, unit: "cup", ingredient: "milk" },
          { qty: 2, unit: "teaspoon", ingredient: "vanilla-extract" },
          { qty: 1, unit: "teaspoon", ingredient: "lemon-zest" },
          {
            qty: 1.5,
            unit: "cup",
            ingredient: "blueberries",
            preparation: "fresh or frozen (not thawed)",
          },
          {
            qty: 2,
            unit: "tablespoon",
            ingredient: "granulated-sugar",
            key: "sugar-topping",
            preparation: "for sprinkling",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        steps: [
          {
            text: "Heat the oven to [[425 fahrenheit]] and line a 12-cup muffin tin with paper liners.",
          },
          {
            text: "Whisk the [[@flour]], [[@baking-powder]] and [[@kosher-salt]] in a bowl. In a larger bowl, whisk the [[@unsalted-butter]], [[@granulated-sugar]], [[@egg]], [[@sour-cream]], [[@milk]], [[@vanilla-extract]] and [[@lemon-zest]].",
          },
          {
            text: "Fold the dry ingredients into the wet until a few streaks of flour remain, then fold in the [[@blueberries]] until just combined.",
          },
          {
            text: "Divide the batter between the cups; they will be full to the brim. Sprinkle with the [[@sugar-topping]].",
          },
          {
            text: "Bake for 5 minutes, then, without opening the door, lower the oven to [[350 fahrenheit]].",
            timerMinutes: 5,
          },
          {
            text: "Bake until golden and a toothpick comes out with moist crumbs but no wet batter.",
            timerMinutes: 17,
          },
          { text: "Cool in the tin for 10 minutes before lifting out.", timerMinutes: 10 },
        ],
      },
    ],
    equipment: [{ slug: "muffin-tin" }, { slug: "mixing-bowl" }, { slug: "rubber-spatula" }],
  },
  {
    slug: "overnight-cinnamon-rolls",
    title: "Overnight Cinnamon Rolls with Cream Cheese Frosting",
    description:
      "Soft, fluffy rolls swirled with brown sugar and cinnamon, made the night before and baked fresh in the morning. Finished with a tangy cream cheese frosting.",
    storyExcerpt:
      "Christmas morning in our house means these, and the best part is that all the work happens the day before.",
    storyMore:
      "The cold overnight rise is not just convenient: it develops more flavour in the dough. If you want them the same day, the second rise takes about 45 minutes.",
    note: "Unfrosted baked rolls freeze well for a month. Rewarm, covered, at 300 °F for 15 minutes, then frost.",
    privacy: "subscribers_only",
    publishedDaysAgo: 330,
    prepTimeMinutes: 40,
    cookTimeMinutes: 28,
    customTimeLabel: "Rising",
    customTimeMinutes: 135,
    yieldServings: 12,
    servingDescription: "rolls",
    difficulty: "hard",
    cuisines: ["american"],
    meals: ["breakfast", "brunch"],
    methods: ["bake"],
    categories: ["baking-desserts", "breakfast"],
    diets: ["vegetarian"],
    tags: ["holiday", "make-ahead", "winter"],
    contributors: ["Jess Huang"],
    keywords: ["cinnamon rolls", "cinnamon buns", "cream cheese frosting", "christmas breakfast"],
    images: [
      { hue: 32, motif: "tray", seed: 231 },
      { hue: 38, motif: "plate", seed: 232 },
      { hue: 30, motif: "board", seed: 233 },
    ],
    ingredientGroups: [
      {
        title: "For the dough",
        items: [
          {
            qty: 1,
            unit: "cup",
            ingredient: "milk",
            preparation: "warmed to about [[110 fahrenheit]]",
          },
          { qty: 2.25, unit: "teaspoon", ingredient: "instant-yeast", note: "1 packet" },
          { qty: 1 / 4, unit: "cup", ingredient: "granulated-sugar" },
          {
            qty: 1 / 4,
            unit: "cup",
            ingredient: "unsalted-butter",
            key: "butter-dough",
            preparation: "melted",
          },
          { qty: 2, unit: "large", ingredient: "egg", preparation: "at room temperature" },
          {
            qty: 4,
            unit: "cup",
            ingredient: "all-purpose-flour",
            preparation: "plus more for rolling",
          },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
        ],
      },
      {
        title: "For the filling",
        items: [
          {
            qty: 1 / 2,
            unit: "cup",
            ingredient: "unsalted-butter",
            key: "butter-filling",
            preparation: "very soft",
          },
          { qty: 3 / 4, unit: "cup", ingredient: "brown-sugar", preparation: "packed" },
          { qty: 2, unit: "tablespoon", ingredient: "ground-cinnamon" },
        ],
      },
      {
        title: "For the frosting",
        items: [
          { qty: 4, unit: "ounce", ingredient: "cream-cheese", preparation: "softened" },
          {
            qty: 2,
            unit: "tablespoon",
            ingredient: "unsalted-butter",
            key: "butter-frosting",
            preparation: "softened",
          },
          { qty: 1.5, unit: "cup", ingredient: "powdered-sugar" },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract" },
          { qty: [1, 2], unit: "tablespoon", ingredient: "milk", key: "milk-frosting" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Make the dough",
        steps: [
          {
            text: "In the bowl of a stand mixer, stir together the warm [[@milk]], [[@granulated-sugar]] and [[@instant-yeast]]. Let stand until foamy.",
            timerMinutes: 5,
          },
          {
            text: "Add the [[@butter-dough]], [[@egg]], [[@all-purpose-flour]] and [[@kosher-salt]]. Mix with the dough hook on low until a dough forms, then knead on medium until smooth, elastic and only slightly tacky.",
            timerMinutes: 7,
          },
          {
            text: "Shape into a ball, place in a greased bowl, cover and let rise somewhere warm until doubled, 1 to 1 1/2 hours.",
            timerMinutes: 90,
          },
        ],
      },
      {
        title: "Fill and shape",
        steps: [
          {
            text: "On a floured surface, roll the dough into a rectangle of [[16 inch]] by [[12 inch]]. Spread the [[@butter-filling]] over it, leaving a bare strip along one long edge. Mix the [[@brown-sugar]] and [[@ground-cinnamon]] and sprinkle evenly over the butter.",
          },
          {
            text: "Roll up tightly from the long buttered side and pinch the seam closed. Cut into 12 rolls with unflavoured dental floss or a sharp serrated knife, and arrange cut-side up in a greased 9-by-13-inch baking dish.",
          },
          {
            text: "Cover and refrigerate overnight (up to 16 hours). In the morning, leave the dish on the counter for an hour to take the chill off and finish rising.",
            timerMinutes: 60,
            note: "Baking the same day? Let the rolls rise at room temperature until puffy, about 45 minutes, instead.",
          },
        ],
      },
      {
        title: "Bake and frost",
        steps: [
          {
            text: "Heat the oven to [[350 fahrenheit]]. Bake until golden and the centre roll reads [[190 fahrenheit]].",
            timerMinutes: 28,
          },
          {
            text: "Meanwhile, beat the [[@cream-cheese]] and [[@butter-frosting]] until smooth. Beat in the [[@powdered-sugar]] and [[@vanilla-extract]], then add the [[@milk-frosting]] until spreadable.",
          },
          {
            text: "Let the rolls cool for 10 minutes, then spread the frosting over them while they are still warm.",
            timerMinutes: 10,
          },
        ],
      },
    ],
    equipment: [
      { slug: "stand-mixer" },
      { slug: "rolling-pin" },
      { slug: "baking-dish", note: "9 x 13 inch" },
      { slug: "thermometer" },
    ],
  },
  {
    slug: "classic-apple-pie",
    title: "Classic Apple Pie",
    description:
      "A flaky all-butter crust around a thick, cinnamon-scented apple filling that slices cleanly. The one pie worth learning by heart.",
    storyExcerpt:
      "Use a mix of apples: something firm and tart like Granny Smith, and something sweet that holds its shape like Honeycrisp.",
    note: "Let the pie cool for at least 3 hours. Cut it warm and the filling runs; wait and it sets into perfect slices.",
    publishedDaysAgo: 450,
    prepTimeMinutes: 60,
    cookTimeMinutes: 70,
    customTimeLabel: "Chill and cool",
    customTimeMinutes: 255,
    yieldServings: 8,
    servingDescription: "slices",
    difficulty: "hard",
    cuisines: ["american"],
    meals: ["dessert"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["holiday", "fall", "make-ahead"],
    keywords: ["apple pie", "all butter pie crust", "thanksgiving pie"],
    images: [
      { hue: 30, motif: "pie", seed: 241 },
      { hue: 25, motif: "plate", seed: 242 },
    ],
    ingredientGroups: [
      {
        title: "For the crust",
        items: [
          { qty: 2.5, unit: "cup", ingredient: "all-purpose-flour", key: "flour-crust" },
          { qty: 1, unit: "tablespoon", ingredient: "granulated-sugar", key: "sugar-crust" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt", key: "salt-crust" },
          {
            qty: 1,
            unit: "cup",
            ingredient: "unsalted-butter",
            preparation: "very cold, cut into [[1/2 inch]] cubes",
          },
          { qty: [6, 8], unit: "tablespoon", ingredient: "water", preparation: "ice-cold" },
        ],
      },
      {
        title: "For the filling",
        items: [
          {
            qty: 3,
            unit: "pound",
            ingredient: "apple",
            preparation: "peeled, cored and sliced [[1/4 inch]] thick (about 7 medium)",
          },
          { qty: 2 / 3, unit: "cup", ingredient: "granulated-sugar" },
          { qty: 1 / 4, unit: "cup", ingredient: "brown-sugar", preparation: "packed" },
          { qty: 3, unit: "tablespoon", ingredient: "all-purpose-flour" },
          { qty: 1.5, unit: "teaspoon", ingredient: "ground-cinnamon" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "ground-nutmeg" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "tablespoon", ingredient: "lemon-juice" },
        ],
      },
      {
        title: "To finish",
        items: [
          {
            qty: 1,
            unit: "large",
            ingredient: "egg",
            preparation: "beaten with [[1 tablespoon]] water",
          },
          {
            qty: 1,
            unit: "tablespoon",
            ingredient: "granulated-sugar",
            key: "sugar-top",
            preparation: "coarse if you have it",
          },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Make the crust",
        steps: [
          {
            text: "Whisk the [[@flour-crust]], [[@sugar-crust]] and [[@salt-crust]] in a large bowl. Add the [[@unsalted-butter]] and cut it in with a pastry blender or your fingertips until the largest pieces are the size of peas.",
          },
          {
            text: "Drizzle in the [[@water]] a tablespoon at a time, tossing with a fork, until the dough holds together when squeezed. Divide in half, press each into a disc [[1 inch]] thick, wrap and refrigerate for at least 1 hour.",
            timerMinutes: 60,
          },
        ],
      },
      {
        title: "Fill and assemble",
        steps: [
          {
            text: "Heat the oven to [[425 fahrenheit]] with a rack in the lowest position and a sheet pan on it to catch drips.",
          },
          {
            text: "Toss the [[@apple]] with the [[@granulated-sugar]], [[@brown-sugar]], [[@all-purpose-flour]], [[@ground-cinnamon]], [[@ground-nutmeg]], [[@kosher-salt]] and [[@lemon-juice]].",
          },
          {
            text: "Roll one disc into a round of [[12 inch]] and ease it into a pie dish of [[9 inch]]. Pile in the apples, mounding them in the centre. Roll the second disc, lay it over the top, trim and crimp the edges, and cut 5 vents. Chill for 15 minutes.",
            timerMinutes: 15,
          },
        ],
      },
      {
        title: "Bake",
        steps: [
          {
            text: "Brush the top with the [[@egg]] wash and sprinkle with the [[@sugar-top]]. Bake for 20 minutes.",
            timerMinutes: 20,
          },
          {
            text: "Lower the oven to [[375 fahrenheit]] and bake until the crust is deep golden and the juices bubble thickly through the vents, 40 to 50 minutes more. Cover the edges with foil if they darken too fast.",
            timerMinutes: 45,
          },
          {
            text: "Cool on a rack for at least 3 hours before slicing.",
            timerMinutes: 180,
          },
        ],
      },
    ],
    equipment: [
      { slug: "pie-dish", note: "9-inch glass dish, so you can check the bottom crust" },
      { slug: "rolling-pin" },
      { slug: "sheet-pan" },
      { slug: "cooling-rack" },
    ],
  },
  {
    slug: "no-knead-crusty-bread",
    title: "No-Knead Crusty Bread",
    description:
      "Four ingredients, five minutes of work and a long, slow rise give you a crackling crust and an open, chewy crumb. Baked in a Dutch oven like a professional steam oven.",
    storyExcerpt: "This is the loaf that made me a bread baker. Time does the kneading for you.",
    note: "For a more sour, complex flavour, let the dough rise in the fridge for up to 3 days after the first 12 hours.",
    publishedDaysAgo: 690,
    prepTimeMinutes: 10,
    cookTimeMinutes: 45,
    customTimeLabel: "Rise",
    customTimeMinutes: 840,
    yieldServings: 1,
    servingDescription: "large loaf",
    difficulty: "medium",
    cuisines: ["french"],
    meals: ["lunch", "dinner"],
    methods: ["bake"],
    categories: ["breads"],
    diets: ["vegan", "dairy-free", "egg-free", "nut-free"],
    tags: ["budget", "make-ahead"],
    keywords: ["no knead bread", "dutch oven bread", "artisan bread"],
    images: [
      { hue: 33, motif: "loaf", seed: 251 },
      { hue: 28, motif: "board", seed: 252 },
    ],
    ingredientGroups: [
      {
        items: [
          {
            qty: 3,
            unit: "cup",
            ingredient: "bread-flour",
            note: "[[400 gram]], plus more for dusting",
          },
          { qty: 1.25, unit: "teaspoon", ingredient: "salt", preparation: "fine" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "instant-yeast" },
          { qty: 1.5, unit: "cup", ingredient: "water", preparation: "cool", note: "[[345 gram]]" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Mix and rise",
        steps: [
          {
            text: "In a large bowl, stir the [[@bread-flour]], [[@salt]] and [[@instant-yeast]]. Add the [[@water]] and mix with a spatula until no dry flour remains; the dough will be shaggy and sticky.",
          },
          {
            text: "Cover and leave at room temperature for 12 to 18 hours, until the surface is dotted with bubbles and the dough has more than doubled.",
          },
        ],
      },
      {
        title: "Shape and bake",
        steps: [
          {
            text: "Turn the dough onto a well-floured surface. Fold it over on itself a few times to form a rough ball, then set it seam-side down on a sheet of floured parchment. Cover loosely and let rise until puffy.",
            timerMinutes: 90,
          },
          {
            text: "Halfway through the rise, put a lidded Dutch oven in the oven and heat to [[450 fahrenheit]] for at least 30 minutes.",
            timerMinutes: 30,
          },
          {
            text: "Lift the dough by the parchment into the hot pot, cover, and bake for 30 minutes.",
            timerMinutes: 30,
          },
          {
            text: "Remove the lid and bake until the crust is a deep chestnut brown and the loaf sounds hollow when tapped, or reads [[205 fahrenheit]] inside.",
            timerMinutes: 15,
          },
          {
            text: "Cool on a rack for at least 1 hour before slicing; the crumb finishes setting as it cools.",
            timerMinutes: 60,
          },
        ],
      },
    ],
    equipment: [
      { slug: "dutch-oven", note: "5 to 7 quarts, with an oven-safe lid knob" },
      { slug: "parchment-paper" },
      { slug: "kitchen-scale" },
      { slug: "cooling-rack" },
    ],
  },
  {
    slug: "one-bowl-chocolate-cake",
    title: "One-Bowl Chocolate Layer Cake with Fudge Frosting",
    description:
      "A dark, plush chocolate cake that stays moist for days, mixed in a single bowl and covered in silky chocolate fudge frosting. The birthday cake.",
    storyExcerpt:
      "Hot coffee is the secret: it blooms the cocoa and deepens the chocolate without tasting of coffee at all.",
    publishedDaysAgo: 250,
    prepTimeMinutes: 30,
    cookTimeMinutes: 32,
    customTimeLabel: "Cool",
    customTimeMinutes: 60,
    yieldServings: 12,
    servingDescription: "slices",
    difficulty: "medium",
    cuisines: ["american"],
    meals: ["dessert"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["party", "kid-friendly", "holiday"],
    keywords: ["chocolate cake", "birthday cake", "fudge frosting"],
    images: [
      { hue: 18, motif: "cake", seed: 261 },
      { hue: 15, motif: "plate", seed: 262 },
    ],
    ingredientGroups: [
      {
        title: "For the cake",
        items: [
          { qty: 1.75, unit: "cup", ingredient: "all-purpose-flour" },
          { qty: 2, unit: "cup", ingredient: "granulated-sugar" },
          {
            qty: 3 / 4,
            unit: "cup",
            ingredient: "cocoa-powder",
            preparation: "natural or Dutch-process",
          },
          { qty: 2, unit: "teaspoon", ingredient: "baking-soda" },
          { qty: 1, unit: "teaspoon", ingredient: "baking-powder" },
          { qty: 1, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 2, unit: "large", ingredient: "egg" },
          { qty: 1, unit: "cup", ingredient: "buttermilk" },
          { qty: 1 / 2, unit: "cup", ingredient: "vegetable-oil" },
          { qty: 2, unit: "teaspoon", ingredient: "vanilla-extract" },
          { qty: 1, unit: "cup", ingredient: "coffee", preparation: "hot" },
        ],
      },
      {
        title: "For the frosting",
        items: [
          { qty: 1, unit: "cup", ingredient: "unsalted-butter", preparation: "softened" },
          { qty: 3, unit: "cup", ingredient: "powdered-sugar", preparation: "sifted" },
          {
            qty: 3 / 4,
            unit: "cup",
            ingredient: "cocoa-powder",
            key: "cocoa-frosting",
            preparation: "sifted",
          },
          { qty: 1, unit: "pinch", ingredient: "salt" },
          {
            qty: 4,
            unit: "ounce",
            ingredient: "dark-chocolate",
            preparation: "melted and cooled",
          },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract", key: "vanilla-frosting" },
          { qty: [1 / 4, 1 / 3], unit: "cup", ingredient: "heavy-cream" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Bake the layers",
        steps: [
          {
            text: "Heat the oven to [[350 fahrenheit]]. Grease two round cake pans of [[8 inch]] and line the bottoms with parchment.",
          },
          {
            text: "In a large bowl, whisk the [[@all-purpose-flour]], [[@granulated-sugar]], [[@cocoa-powder]], [[@baking-soda]], [[@baking-powder]] and [[@kosher-salt]].",
          },
          {
            text: "Add the [[@egg]], [[@buttermilk]], [[@vegetable-oil]] and [[@vanilla-extract]] and whisk for 1 minute. Carefully whisk in the hot [[@coffee]]; the batter will be very thin.",
          },
          {
            text: "Divide between the pans and bake until a toothpick in the centre comes out clean, 30 to 35 minutes.",
            timerMinutes: 32,
          },
          {
            text: "Cool in the pans for 10 minutes, then turn out onto a rack and cool completely.",
            timerMinutes: 60,
          },
        ],
      },
      {
        title: "Frost",
        steps: [
          {
            text: "Beat the [[@unsalted-butter]] with a mixer until creamy, about 2 minutes. Add the [[@powdered-sugar]], [[@cocoa-frosting]] and [[@salt]] and beat on low until combined.",
          },
          {
            text: "Beat in the [[@dark-chocolate]], [[@vanilla-frosting]] and enough [[@heavy-cream]] to make it fluffy and spreadable, then beat on medium-high for 2 minutes.",
          },
          {
            text: "Set one layer on a plate, spread with a generous cup of frosting, top with the second layer and cover the top and sides with the rest.",
          },
        ],
      },
    ],
    equipment: [
      { slug: "cake-pan", note: "two 8- or 9-inch rounds" },
      { slug: "hand-mixer" },
      { slug: "cooling-rack" },
      { slug: "spatula" },
    ],
  },
  {
    slug: "strawberry-shortcakes",
    title: "Strawberry Shortcakes",
    description:
      "Tender, buttery cream biscuits split and piled with juicy sugared strawberries and softly whipped cream. Summer's simplest dessert.",
    storyExcerpt:
      "Wait for the first really good strawberries of the year, and make these that night.",
    publishedDaysAgo: 480,
    prepTimeMinutes: 30,
    cookTimeMinutes: 16,
    yieldServings: 8,
    servingDescription: "shortcakes",
    difficulty: "medium",
    cuisines: ["american"],
    meals: ["dessert"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian", "egg-free"],
    tags: ["summer", "party"],
    keywords: ["strawberry shortcake", "cream biscuits", "summer dessert"],
    images: [
      { hue: 352, motif: "plate", seed: 271 },
      { hue: 355, motif: "bowl", seed: 272 },
    ],
    ingredientGroups: [
      {
        title: "For the strawberries",
        items: [
          { qty: 1.5, unit: "pound", ingredient: "strawberries", preparation: "hulled and sliced" },
          { qty: 1 / 4, unit: "cup", ingredient: "granulated-sugar", key: "sugar-berries" },
          { qty: 1, unit: "teaspoon", ingredient: "lemon-juice" },
        ],
      },
      {
        title: "For the biscuits",
        items: [
          { qty: 2, unit: "cup", ingredient: "all-purpose-flour" },
          { qty: 3, unit: "tablespoon", ingredient: "granulated-sugar", key: "sugar-biscuits" },
          { qty: 1, unit: "tablespoon", ingredient: "baking-powder" },
          { qty: 1 / 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1 / 2, unit: "cup", ingredient: "unsalted-butter", preparation: "cold, cubed" },
          {
            qty: 3 / 4,
            unit: "cup",
            ingredient: "heavy-cream",
            key: "cream-biscuits",
            preparation: "cold, plus more for brushing",
          },
        ],
      },
      {
        title: "For the whipped cream",
        items: [
          { qty: 1.5, unit: "cup", ingredient: "heavy-cream", preparation: "cold" },
          { qty: 2, unit: "tablespoon", ingredient: "powdered-sugar" },
          { qty: 1, unit: "teaspoon", ingredient: "vanilla-extract" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Macerate the berries",
        steps: [
          {
            text: "Toss the [[@strawberries]] with the [[@sugar-berries]] and [[@lemon-juice]] and set aside until juicy.",
            timerMinutes: 30,
          },
        ],
      },
      {
        title: "Bake the biscuits",
        steps: [
          {
            text: "Heat the oven to [[425 fahrenheit]] and line a sheet pan with parchment.",
          },
          {
            text: "Whisk the [[@all-purpose-flour]], [[@sugar-biscuits]], [[@baking-powder]] and [[@kosher-salt]]. Rub in the [[@unsalted-butter]] until it looks like coarse crumbs with some pea-size bits.",
          },
          {
            text: "Stir in the [[@cream-biscuits]] with a fork just until a shaggy dough forms. Pat it out [[1 inch]] thick on a floured counter and cut 8 rounds with a cutter of [[2.5 inch]], re-patting the scraps once.",
          },
          {
            text: "Brush the tops with a little cream, sprinkle with sugar and bake until tall and golden.",
            timerMinutes: 16,
          },
        ],
      },
      {
        title: "Assemble",
        steps: [
          {
            text: "Whip the [[@heavy-cream]], [[@powdered-sugar]] and [[@vanilla-extract]] to soft peaks.",
          },
          {
            text: "Split the warm biscuits, spoon the berries and their juice over the bottoms, add a big dollop of cream and put the tops back on.",
          },
        ],
      },
    ],
    equipment: [{ slug: "sheet-pan" }, { slug: "whisk" }, { slug: "mixing-bowl" }],
  },
  {
    slug: "rosemary-focaccia",
    title: "Rosemary Sea Salt Focaccia",
    description:
      "Pillowy, olive oil-drenched focaccia with a crisp, golden bottom, dimpled and scattered with rosemary and flaky salt. No mixer, no kneading.",
    storyExcerpt:
      "Don't be shy with the olive oil. It fries the bottom of the bread into something spectacular.",
    publishedDaysAgo: 150,
    prepTimeMinutes: 20,
    cookTimeMinutes: 25,
    customTimeLabel: "Rise",
    customTimeMinutes: 150,
    yieldServings: 12,
    servingDescription: "squares",
    difficulty: "easy",
    cuisines: ["italian"],
    meals: ["lunch", "snack", "appetizer"],
    methods: ["bake"],
    categories: ["breads", "snacks-sides"],
    diets: ["vegan", "dairy-free", "egg-free"],
    tags: ["party", "budget"],
    keywords: ["focaccia", "olive oil bread", "no knead focaccia"],
    images: [
      { hue: 45, motif: "board", seed: 282 },
      { hue: 48, motif: "tray", seed: 281 },
    ],
    ingredientGroups: [
      {
        title: "For the dough",
        items: [
          { qty: 4, unit: "cup", ingredient: "bread-flour", note: "[[520 gram]]" },
          { qty: 2, unit: "teaspoon", ingredient: "instant-yeast" },
          { qty: 2, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 2, unit: "cup", ingredient: "water", preparation: "lukewarm" },
        ],
      },
      {
        title: "For the pan and topping",
        items: [
          {
            qty: 5,
            unit: "tablespoon",
            ingredient: "extra-virgin-olive-oil",
            preparation: "divided",
          },
          { qty: 2, unit: "sprig", ingredient: "fresh-rosemary", preparation: "leaves picked" },
          { qty: 1, unit: "teaspoon", ingredient: "flaky-salt" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Mix and rise",
        steps: [
          {
            text: "Stir the [[@bread-flour]], [[@instant-yeast]] and [[@kosher-salt]] in a large bowl. Add the [[@water]] and mix until no dry flour remains. Cover and rest for 30 minutes.",
            timerMinutes: 30,
          },
          {
            text: "With a wet hand, grab one side of the dough, stretch it up and fold it over the middle. Turn the bowl and repeat 4 times. Cover and let rise until doubled.",
            timerMinutes: 60,
          },
        ],
      },
      {
        title: "Pan and bake",
        steps: [
          {
            text: "Pour 3 tablespoons of the [[@extra-virgin-olive-oil]] into a 9-by-13-inch pan. Tip the dough in, turn it to coat in oil and let it relax for 20 minutes, then gently stretch it to the corners.",
            timerMinutes: 20,
          },
          {
            text: "Cover and let rise until puffy and bubbly. Meanwhile heat the oven to [[450 fahrenheit]].",
            timerMinutes: 40,
          },
          {
            text: "Oil your fingers and press deep dimples all over the dough. Drizzle with the remaining oil and scatter with the [[@fresh-rosemary]] and [[@flaky-salt]].",
          },
          {
            text: "Bake until deep golden on top and crisp underneath.",
            timerMinutes: 25,
          },
          {
            text: "Cool in the pan for 5 minutes, then slide onto a rack so the bottom stays crisp.",
            timerMinutes: 5,
          },
        ],
      },
    ],
    equipment: [
      { slug: "baking-dish", note: "9 x 13 inch metal pan gives the crispest bottom" },
      { slug: "mixing-bowl" },
      { slug: "cooling-rack" },
    ],
  },
  {
    slug: "new-york-cheesecake",
    title: "New York Cheesecake",
    description:
      "Dense, creamy and tall, with a tangy sour cream filling and a buttery graham cracker crust. A water bath and a slow cool keep the top smooth and crack-free.",
    storyExcerpt:
      "Room-temperature ingredients and a low mixer speed: those are the two rules. Air bubbles are what make cheesecakes crack.",
    note: "Cheesecake keeps, covered, for 5 days in the fridge, and freezes well in slices for up to 2 months.",
    privacy: "subscribers_only",
    publishedDaysAgo: 200,
    prepTimeMinutes: 30,
    cookTimeMinutes: 85,
    customTimeLabel: "Cool and chill",
    customTimeMinutes: 420,
    yieldServings: 12,
    servingDescription: "slices",
    difficulty: "hard",
    cuisines: ["american"],
    meals: ["dessert"],
    methods: ["bake"],
    categories: ["baking-desserts"],
    diets: ["vegetarian"],
    tags: ["make-ahead", "holiday", "party"],
    keywords: ["cheesecake", "new york cheesecake", "water bath"],
    images: [
      { hue: 45, motif: "cake", seed: 291 },
      { hue: 350, motif: "plate", seed: 292 },
    ],
    ingredientGroups: [
      {
        title: "For the crust",
        items: [
          { qty: 1.5, unit: "cup", ingredient: "graham-cracker-crumbs" },
          { qty: 2, unit: "tablespoon", ingredient: "granulated-sugar", key: "sugar-crust" },
          { qty: 1, unit: "pinch", ingredient: "kosher-salt", key: "salt-crust" },
          { qty: 6, unit: "tablespoon", ingredient: "unsalted-butter", preparation: "melted" },
        ],
      },
      {
        title: "For the filling",
        items: [
          {
            qty: 2,
            unit: "pound",
            ingredient: "cream-cheese",
            preparation: "full-fat blocks, at room temperature",
          },
          { qty: 1.25, unit: "cup", ingredient: "granulated-sugar" },
          { qty: 2, unit: "tablespoon", ingredient: "all-purpose-flour" },
          { qty: 1 / 4, unit: "teaspoon", ingredient: "kosher-salt" },
          { qty: 1, unit: "cup", ingredient: "sour-cream", preparation: "at room temperature" },
          { qty: 2, unit: "teaspoon", ingredient: "vanilla-extract" },
          { qty: 1, unit: "teaspoon", ingredient: "lemon-zest" },
          { qty: 4, unit: "large", ingredient: "egg", preparation: "at room temperature" },
        ],
      },
    ],
    instructionGroups: [
      {
        title: "Crust",
        steps: [
          {
            text: "Heat the oven to [[325 fahrenheit]]. Mix the [[@graham-cracker-crumbs]], [[@sugar-crust]], [[@salt-crust]] and [[@unsalted-butter]] and press firmly into the bottom of a springform pan of [[9 inch]].",
          },
          {
            text: "Bake until fragrant and set, then cool. Wrap the outside of the pan in two layers of heavy foil to keep the water bath out.",
            timerMinutes: 10,
          },
        ],
      },
      {
        title: "Filling",
        steps: [
          {
            text: "Beat the [[@cream-cheese]] on low speed until completely smooth, scraping the bowl often. Beat in the [[@granulated-sugar]], [[@all-purpose-flour]] and [[@kosher-salt]], then the [[@sour-cream]], [[@vanilla-extract]] and [[@lemon-zest]].",
          },
          {
            text: "Add the [[@egg]] one at a time on low speed, mixing only until each disappears. Pour over the crust.",
          },
        ],
      },
      {
        title: "Bake and cool",
        steps: [
          {
            text: "Set the pan in a roasting pan and pour in enough hot water to come halfway up the sides. Bake until the edges are set and the centre still wobbles like jelly when nudged.",
            timerMinutes: 75,
          },
          {
            text: "Turn the oven off, prop the door open a crack and leave the cheesecake inside for 1 hour.",
            timerMinutes: 60,
          },
          {
            text: "Lift out of the water bath, run a thin knife around the edge, cool completely on a rack, then refrigerate for at least 6 hours, or overnight.",
          },
        ],
      },
    ],
    equipment: [
      { slug: "springform-pan" },
      { slug: "roasting-pan", note: "for the water bath" },
      { slug: "stand-mixer" },
      { slug: "aluminum-foil" },
    ],
  },
];
