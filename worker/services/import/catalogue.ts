/**
 * The units and ingredients an imported line can point at, indexed by every name a recipe
 * writer uses for them: title, plural, abbreviation and the common variants below. Built from
 * rows (the database's catalogue, or the seed reference in tests), so the line parser stays pure.
 */

export type CatalogueUnit = {
  id: string;
  slug: string;
  title: string;
  pluralTitle: string;
  abbreviation: string | null;
  kind: string;
};

export type CatalogueIngredient = {
  id: string;
  title: string;
  pluralTitle: string | null;
};

export type Catalogue = {
  units: Map<string, CatalogueUnit>;
  /** "T" and "t" are the only names whose case decides the unit. */
  caseSensitiveUnits: Map<string, CatalogueUnit>;
  ingredients: Map<string, CatalogueIngredient>;
  unitById: Map<string, CatalogueUnit>;
  ingredientById: Map<string, CatalogueIngredient>;
  /** Names of things the catalogue lacks that hold one of its names (OTHER_INGREDIENTS). */
  otherIngredients: Set<string>;
  /** Longest ingredient name in words, to bound the search for a name inside a phrase. */
  longestIngredientWords: number;
};

// Names recipe writers use beyond a unit's title, plural and abbreviation.
const UNIT_VARIANTS: Record<string, string[]> = {
  teaspoon: ["tsp", "tsps", "tsp.", "tspn", "tspns", "ts", "teasp", "teaspoonful", "teaspoonfuls"],
  tablespoon: [
    "tbsp",
    "tbsps",
    "tbs",
    "tbl",
    "tbls",
    "tblsp",
    "tblsps",
    "tbsn",
    "tbsns",
    "tb",
    "tbspn",
    "tablesp",
    "tablespoonful",
    "tablespoonfuls",
  ],
  "fluid-ounce": ["fl oz", "fl. oz", "fl.oz", "fl ounce", "fluid oz"],
  // "c" and "C" are cups in an ingredient line; a step's "180C" is read by step-text.ts.
  cup: ["cups", "c.", "c", "cs", "cupful", "cupfuls"],
  pint: ["pt", "pts"],
  quart: ["qt", "qts"],
  gallon: ["gal", "gals"],
  milliliter: ["ml", "mls", "millilitre", "millilitres", "cc"],
  deciliter: ["dl", "decilitre", "decilitres"],
  liter: ["l", "litre", "litres", "lt"],
  ounce: ["oz", "ozs", "ounce", "oz."],
  pound: ["lb", "lbs", "lb."],
  milligram: ["mg"],
  gram: ["g", "gr", "grams", "gramme", "grammes", "gm", "gms", "grm", "grms"],
  kilogram: ["kg", "kgs", "kilo", "kilos"],
  fahrenheit: ["°f", "ºf", "degrees f", "degrees fahrenheit", "°fahrenheit"],
  celsius: ["°c", "ºc", "degrees c", "degrees celsius", "°celsius", "centigrade"],
  inch: ["in", "inches", "inch"],
  centimeter: ["cm", "centimetre", "centimetres"],
  millimeter: ["mm", "millimetre", "millimetres"],
  pinch: ["pinches"],
  dash: ["dashes"],
  clove: ["cloves"],
  can: ["cans", "tin", "tins"],
  jar: ["jars"],
  package: ["packages", "pkg", "pkgs", "pkt", "pkts", "packet", "packets", "pack", "packs"],
  bunch: ["bunches"],
  sprig: ["sprigs"],
  slice: ["slices"],
  piece: ["pieces"],
  stick: ["sticks"],
  head: ["heads"],
  sheet: ["sheets"],
  leaf: ["leaves"],
  stalk: ["stalks"],
  handful: ["handfuls", "handfull", "handfulls"],
  knob: ["knobs"],
  glug: ["glugs"],
  splash: ["splashes", "splosh", "sploshes"],
  box: ["boxes", "bx"],
  small: ["sm", "sml"],
  medium: ["med", "md"],
  large: ["lg", "lge", "lrg"],
  drop: ["drops"],
};

const CASE_SENSITIVE_UNITS: Record<string, string> = { T: "tablespoon", t: "teaspoon" };

/**
 * Other names for catalogue ingredients (by catalogue title). A line written with one of
 * these keeps its own words as the title override and points at the catalogue row, so it
 * reads as written and still converts.
 */
const INGREDIENT_SYNONYMS: Record<string, string[]> = {
  scallion: ["green onion", "green onions", "spring onion", "spring onions", "scallions"],
  "powdered sugar": [
    "icing sugar",
    "confectioners sugar",
    "confectioners' sugar",
    "confectioner's sugar",
  ],
  "all-purpose flour": ["all purpose flour", "plain flour", "flour"],
  "self-rising flour": ["self-raising flour", "self raising flour", "self rising flour"],
  "whole wheat flour": ["whole-wheat flour", "wholewheat flour", "wholemeal flour"],
  "bread flour": ["strong flour", "strong white flour", "strong bread flour"],
  semolina: ["semolina flour"],
  "sweetened condensed milk": ["condensed milk"],
  "wide egg noodles": ["egg noodles"],
  "granulated sugar": ["sugar", "white sugar", "caster sugar", "superfine sugar"],
  "brown sugar": ["light brown sugar", "dark brown sugar"],
  "unsalted butter": ["butter"],
  "yellow onion": ["onion", "onions", "brown onion", "brown onions"],
  "fresh parsley": ["parsley", "flat-leaf parsley", "italian parsley", "fresh flat-leaf parsley"],
  "fresh basil": ["basil", "basil leaves", "fresh basil leaves"],
  "fresh mint": ["mint", "mint leaves", "fresh mint leaves"],
  "fresh dill": ["dill"],
  cilantro: ["fresh cilantro", "coriander leaves", "fresh coriander"],
  salt: ["table salt", "fine salt", "sea salt", "fine sea salt"],
  "black pepper": ["pepper", "ground black pepper", "freshly ground black pepper", "black pepper"],
  "heavy cream": ["heavy whipping cream", "whipping cream", "double cream", "thickened cream"],
  "chicken stock": ["chicken broth", "low-sodium chicken broth", "low-sodium chicken stock"],
  "vegetable stock": ["vegetable broth"],
  "beef stock": ["beef broth"],
  cheddar: ["cheddar cheese", "sharp cheddar", "sharp cheddar cheese"],
  Parmesan: ["parmesan cheese", "parmigiano-reggiano", "parmigiano reggiano"],
  mozzarella: ["mozzarella cheese"],
  feta: ["feta cheese"],
  "canned diced tomatoes": ["diced tomatoes", "chopped tomatoes", "canned chopped tomatoes"],
  "canned whole tomatoes": ["whole peeled tomatoes", "canned tomatoes", "whole tomatoes"],
  "red pepper flakes": ["chili flakes", "chilli flakes", "crushed red pepper flakes"],
  "ground cumin": ["cumin"],
  "ground cinnamon": ["cinnamon"],
  "sweet paprika": ["paprika"],
  "ground turmeric": ["turmeric"],
  "ground nutmeg": ["nutmeg"],
  "vanilla extract": ["vanilla", "pure vanilla extract"],
  cornstarch: ["cornflour", "corn starch"],
  "baking soda": ["bicarbonate of soda", "bicarb soda"],
  eggplant: ["aubergine", "aubergines"],
  zucchini: ["courgette", "courgettes", "zucchinis"],
  "plain yogurt": ["yogurt", "yoghurt", "natural yogurt"],
  "Greek yogurt": ["greek yoghurt"],
  milk: ["whole milk"],
  "fresh ginger": ["ginger", "ginger root"],
  "extra-virgin olive oil": ["extra virgin olive oil", "evoo"],
  chickpeas: ["garbanzo beans"],
  "instant yeast": ["fast-action yeast", "rapid rise yeast"],
  "kosher salt": ["coarse kosher salt"],
  "semisweet chocolate chips": ["chocolate chips"],
  "bell pepper": ["red bell pepper", "green bell pepper", "yellow bell pepper"],
};

/**
 * Ingredients the catalogue does not have, whose names hold one it does: "soy milk" is no
 * milk, "rice flour" no all-purpose flour (the bare "flour" is), "butter beans" no butter.
 * Found inside a line (resolveName looks for the longest known name), the shorter name would
 * give the line another food's density, nutrition and shopping aisle; a line naming one of
 * these keeps its words and points at no catalogue row, as any unknown ingredient does. A name
 * the catalogue gains later is its own again (buildCatalogue drops it from here).
 */
const OTHER_INGREDIENTS = [
  // Flours that are not wheat flour, or not the all-purpose kind.
  "coconut flour",
  "rice flour",
  "brown rice flour",
  "glutinous rice flour",
  "sweet rice flour",
  "chickpea flour",
  "gram flour",
  "gluten-free flour",
  "gluten free flour",
  "buckwheat flour",
  "spelt flour",
  "oat flour",
  "corn flour",
  "pastry flour",
  "potato flour",
  "tapioca flour",
  "cassava flour",
  "sorghum flour",
  "teff flour",
  "barley flour",
  "millet flour",
  "arrowroot flour",
  // Milks that are not milk, and milk that is not a liquid.
  "soy milk",
  "soya milk",
  "rice milk",
  "cashew milk",
  "hemp milk",
  "plant milk",
  "non-dairy milk",
  "dairy-free milk",
  "chocolate milk",
  "powdered milk",
  "milk powder",
  "dried milk",
  "milk chocolate",
  "milk chocolate chips",
  // Butters that are not butter.
  "apple butter",
  "cocoa butter",
  "cashew butter",
  "cookie butter",
  "vegan butter",
  "sunflower seed butter",
  "butter beans",
  "butter lettuce",
  "peanut butter chips",
  // Sugars, salts and peppers of another kind.
  "coconut sugar",
  "palm sugar",
  "celery salt",
  "garlic salt",
  "onion salt",
  "seasoned salt",
  "white pepper",
  "lemon pepper",
  // Named for what they are made of.
  "potato starch",
  "potato chips",
  "egg roll",
  "egg roll wrappers",
  "tomato juice",
  "tomato soup",
  "apple juice",
  "apple sauce",
  "pineapple juice",
  "peanut oil",
  "peanut sauce",
  "lemon curd",
  "orange marmalade",
  "garlic bread",
  "onion rings",
  "coconut yogurt",
  "snow peas",
  "sugar snap peas",
  "apple pie spice",
  "banana bread",
  "garlic chili sauce",
  "cream of mushroom soup",
  "onion soup mix",
];

export function buildCatalogue(
  units: CatalogueUnit[],
  ingredients: CatalogueIngredient[],
): Catalogue {
  const unitMap = new Map<string, CatalogueUnit>();
  const unitBySlug = new Map(units.map((unit) => [unit.slug, unit]));
  for (const unit of units) {
    const names = [unit.slug, unit.title, unit.pluralTitle, unit.abbreviation ?? ""];
    for (const name of [...names, ...(UNIT_VARIANTS[unit.slug] ?? [])]) {
      const key = name.toLowerCase();
      if (key && !unitMap.has(key)) unitMap.set(key, unit);
    }
  }
  const caseSensitiveUnits = new Map<string, CatalogueUnit>();
  for (const [name, slug] of Object.entries(CASE_SENSITIVE_UNITS)) {
    const unit = unitBySlug.get(slug);
    if (unit) caseSensitiveUnits.set(name, unit);
  }

  const ingredientMap = new Map<string, CatalogueIngredient>();
  const byTitle = new Map(ingredients.map((row) => [row.title.toLowerCase(), row]));
  const add = (name: string, row: CatalogueIngredient) => {
    const key = normalizeName(name);
    if (key && !ingredientMap.has(key)) ingredientMap.set(key, row);
  };
  // Titles and plurals first so a synonym never shadows a real title.
  for (const row of ingredients) {
    add(row.title, row);
    if (row.pluralTitle) add(row.pluralTitle, row);
  }
  for (const [title, synonyms] of Object.entries(INGREDIENT_SYNONYMS)) {
    const row = byTitle.get(title.toLowerCase());
    if (row) for (const synonym of synonyms) add(synonym, row);
  }
  // Regular plurals and singulars last: "carrots", "walnut".
  for (const row of ingredients) {
    const title = normalizeName(row.title);
    add(/(s|x|ch|sh)$/.test(title) ? `${title}es` : `${title}s`, row);
    if (title.endsWith("oes")) add(title.slice(0, -2), row);
    else if (title.endsWith("ies")) add(`${title.slice(0, -3)}y`, row);
    else if (title.endsWith("s") && !title.endsWith("ss")) add(title.slice(0, -1), row);
    if (title.endsWith("y")) add(`${title.slice(0, -1)}ies`, row);
  }
  const otherIngredients = new Set(
    OTHER_INGREDIENTS.map(normalizeName).filter((name) => !ingredientMap.has(name)),
  );
  const longestIngredientWords = Math.max(
    1,
    ...[...ingredientMap.keys(), ...otherIngredients].map((name) => name.split(" ").length),
  );
  return {
    units: unitMap,
    caseSensitiveUnits,
    ingredients: ingredientMap,
    otherIngredients,
    unitById: new Map(units.map((unit) => [unit.id, unit])),
    ingredientById: new Map(ingredients.map((row) => [row.id, row])),
    longestIngredientWords,
  };
}

/** Lower case, straight apostrophes, single spaces: how ingredient names are compared. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

/** The unit a word (or two) names, if any. */
export function findUnit(catalogue: Catalogue, word: string): CatalogueUnit | undefined {
  const exact = catalogue.caseSensitiveUnits.get(word.replace(/\.$/, ""));
  if (exact) return exact;
  const key = word.toLowerCase();
  return catalogue.units.get(key) ?? catalogue.units.get(key.replace(/\.$/, ""));
}
