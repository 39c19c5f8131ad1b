import {
  type Catalogue,
  type CatalogueIngredient,
  type CatalogueUnit,
  findUnit,
  normalizeName,
} from "./catalogue";
import { matchQuantity, matchWordQuantity, NUMBER_PATTERN } from "./quantity";

/**
 * One ingredient line of an imported recipe, picked apart into the recipe write shape's
 * fields. The source text always survives: a name the catalogue does not know becomes the
 * title override, anything in brackets or after the name becomes preparation or note.
 */
export type ParsedLine = {
  text: string;
  quantityMin: number | null;
  quantityMax: number | null;
  unitId: string | null;
  ingredientId: string | null;
  ingredientTitleOverride: string | null;
  preparation: string | null;
  note: string | null;
  warnings: string[];
};

export type ParsedEntry = { kind: "header"; title: string } | { kind: "line"; line: ParsedLine };

// Words that describe how an ingredient is prepared rather than which one it is.
const PREP_WORDS = new Set(
  (
    "chopped minced diced sliced grated shredded crushed ground peeled seeded cored " +
    "halved quartered cubed julienned trimmed rinsed drained softened melted beaten whisked " +
    "sifted packed toasted roasted finely roughly coarsely thinly thickly freshly lightly " +
    "firmly loosely cold chilled warm room-temperature thawed cooked crumbled uncooked " +
    "torn zested juiced pitted deveined skinned boned mashed cut into pieces and or " +
    "well divided very soft fat"
  ).split(" "),
);

const TRAILING_NOTE = /\s+(or|and)\s+(more\s+)?(to taste|as needed|if needed)$/i;

/**
 * How exact an amount is ("about 2 cups", "1 heaping tsp", "1 cup packed brown sugar"): kept
 * as the line's note, never read as part of the name. Before the quantity any of them; between
 * quantity and unit, or right after the unit, the ones that qualify a measure.
 */
const FILL =
  "scant|heaping|heaped|rounded|level|(?:lightly |firmly |loosely |tightly |well[- ])?packed";
// Only before a unit: after it, "good olive oil" and "big onions" name the ingredient.
const QUALIFIERS = `${FILL}|generous|good|big|large|small`;
const LEADING_APPROXIMATION = new RegExp(
  `^(about|approximately|approx\\.?|around|roughly|circa|ca\\.|~|almost|nearly|up to|at least|` +
    `just (?:under|over)|a little (?:under|over)|generous|${FILL})\\s*(?=[\\d${"½⅓⅔¼¾⅛⅜⅝⅞"}]|(?:a|an|one|two|three|half)\\s)`,
  "i",
);
const MEASURE_QUALIFIER = new RegExp(`^(${QUALIFIERS})\\s+`, "i");
const FILL_QUALIFIER = new RegExp(`^(${FILL})\\s+`, "i");

// Bullets, checkboxes and list marks that pages put before a line.
const LEADING_MARKS = /^[\s•·▢☐□▪◦‣*\-–—]+/;

/** A line that names a group: "For the sauce:", "FROSTING:", "For the dressing". */
export function headerTitle(text: string): string | null {
  const line = cleanLine(text);
  if (!line || /^[\d½¼¾⅓⅔⅛]/.test(line)) return null;
  const colon = /^(.{1,60}):$/.exec(line);
  if (colon?.[1]) return colon[1].trim();
  if (/^for (the )?\S+(\s+\S+){0,4}$/i.test(line) && !line.includes(",")) return line;
  return null;
}

export function cleanLine(text: string): string {
  return text
    .replace(/\u00a0/g, " ")
    .replace(LEADING_MARKS, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A list of lines as they arrive (text, card or JSON-LD), with headers starting groups. */
export function parseIngredientEntries(lines: string[], catalogue: Catalogue): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  for (const raw of lines) {
    const text = cleanLine(raw);
    if (!text) continue;
    const title = headerTitle(text);
    if (title) entries.push({ kind: "header", title });
    else entries.push({ kind: "line", line: parseIngredientLine(text, catalogue) });
  }
  return entries;
}

export function parseIngredientLine(raw: string, catalogue: Catalogue): ParsedLine {
  const text = cleanLine(raw);
  const notes: string[] = [];
  const warnings: string[] = [];

  // Bracketed asides ("(14 oz)", "(optional)", "(about 2 cups)") are notes wherever they are.
  let rest = withoutBrackets(text, notes)
    .replace(/\s+/g, " ")
    .trim()
    // Lines copied out of running text end in a comma or full stop ("One egg,").
    .replace(/\s*[,;.]$/, "");
  const trailing = TRAILING_NOTE.exec(rest);
  if (trailing) {
    rest = rest.slice(0, trailing.index).trim().replace(/,$/, "");
    notes.push(trailing[0].trim());
  }
  // "Salt and pepper to taste" reads as "salt and pepper, to taste".
  rest = rest.replace(
    /([^,])\s+(to taste|as needed|to serve|for serving|to garnish|for garnish)$/i,
    "$1, $2",
  );

  // "about 2 cups", "scant 1/2 tsp": the approximation before the amount is a note.
  const approximations: string[] = [];
  const leading = LEADING_APPROXIMATION.exec(rest);
  if (leading?.[1]) {
    approximations.push(leading[1].toLowerCase());
    rest = rest.slice(leading[0].length).trim();
  }
  const takeQualifier = (beforeUnit: string) => {
    const found = MEASURE_QUALIFIER.exec(beforeUnit);
    if (!found?.[1]) return null;
    const after = beforeUnit.slice(found[0].length);
    return { word: found[1].toLowerCase(), after };
  };

  // Quantity, then a package size ("2 x 400g tins"), then the unit.
  let quantityMin: number | null = null;
  let quantityMax: number | null = null;
  let unit: CatalogueUnit | null = null;
  const quantity = matchQuantity(rest);
  if (quantity) {
    quantityMin = quantity.min;
    quantityMax = quantity.max;
    rest = rest.slice(quantity.length).trim();
    const times = new RegExp(`^[x×]\\s*(${NUMBER_PATTERN}\\s*[a-zA-Z]+\\.?)\\s+`, "i").exec(rest);
    if (times?.[1]) {
      notes.unshift(times[1]);
      rest = rest.slice(times[0].length);
    }
    // "1 200g can chopped tomatoes": the size of the package before it.
    const size = new RegExp(`^(${NUMBER_PATTERN}\\s*[a-zA-Z]+\\.?)\\s+`).exec(rest);
    const sized = size?.[1] ? matchUnit(rest.slice(size[0].length), catalogue) : null;
    if (
      size?.[1] &&
      sized?.unit.kind === "count" &&
      matchUnit(size[1].replace(/^[\d\s./]+/, ""), catalogue)
    ) {
      notes.unshift(size[1]);
      rest = rest.slice(size[0].length);
    }
  }
  if (quantity) {
    // "1 heaping tablespoon", "2 scant cups": a qualifier only counts before a unit.
    const qualifier = takeQualifier(rest);
    if (qualifier && matchUnit(qualifier.after, catalogue)) {
      approximations.push(qualifier.word);
      rest = qualifier.after;
    }
    const found = matchUnit(rest, catalogue);
    // "1 whole chicken" names an ingredient; "1 whole onion" counts one.
    const wholeName = catalogue.ingredients.has(normalizeName(rest.split(",")[0] ?? ""));
    if (found && !wholeName) {
      unit = found.unit;
      rest = rest.slice(found.length).trim();
    }
  } else {
    // "a pinch of salt", "one can of beans", "two eggs": a word for the number.
    const word = matchWordQuantity(rest);
    let afterWord = word ? rest.slice(word.length).trim() : rest;
    // "a good knob of butter", "a heaped teaspoon of cumin".
    const qualifier = word ? takeQualifier(afterWord) : null;
    if (qualifier && matchUnit(qualifier.after, catalogue)) {
      approximations.push(qualifier.word);
      afterWord = qualifier.after;
    }
    const found = matchUnit(afterWord, catalogue);
    if (word && found) {
      quantityMin = word.min;
      unit = found.unit;
      rest = afterWord.slice(found.length).trim();
    } else if (word && !/^(a|an|half|a half)$/i.test(rest.slice(0, word.length))) {
      quantityMin = word.min;
      rest = afterWord;
    } else if (
      found &&
      (/^\s*of\s/i.test(rest.slice(found.length)) ||
        (found.unit.kind === "other" && /^\s+\S/.test(rest.slice(found.length))))
    ) {
      unit = found.unit; // "pinch of salt", "pinch salt"
      rest = rest.slice(found.length).trim();
    }
  }
  if (unit) {
    // A dual measure written with a slash: "200g/7oz flour" keeps the first.
    const dual = new RegExp(`^/\\s*(${NUMBER_PATTERN}\\s*[a-zA-Z.]*)\\s*`).exec(rest);
    if (dual?.[1] && matchQuantity(dual[1])) {
      notes.push(dual[1].trim());
      rest = rest.slice(dual[0].length);
    }
    // "1 cup packed brown sugar", "1 tbsp heaped": how the measure was filled.
    const after = FILL_QUALIFIER.exec(`${rest} `);
    if (after?.[1]) {
      approximations.push(after[1].toLowerCase());
      rest = rest.slice(after[1].length).trim();
    }
    rest = rest.replace(/^of\s+/i, "");
    // "400g tin of chopped tomatoes": the container after a weight is a note.
    const container = /^([a-zA-Z]+)\s+of\s+/.exec(rest);
    const containerUnit = container?.[1] ? findUnit(catalogue, container[1]) : undefined;
    if (container?.[1] && containerUnit?.kind === "count" && unit.kind !== "count") {
      notes.push(container[1]);
      rest = rest.slice(container[0].length);
    }
  }
  notes.unshift(...approximations);
  // "2 garlic cloves – minced": a spaced dash sets off the preparation like a comma.
  rest = rest.replace(/\s+[–—-]\s+/g, ", ");

  // The name runs to the first comma; what follows is preparation or note.
  // As the platform's own recipes write it: everything after the comma is the preparation
  // ("finely chopped", "divided", "to taste"), anything in brackets the note.
  const [namePart = "", ...after] = rest.split(",");
  const preparation = after.length ? [after.join(",").trim()].filter(Boolean) : [];

  const name = resolveName(namePart.trim(), catalogue, unit);
  if (name.unit && !unit) unit = name.unit;
  if (name.preparation) preparation.unshift(name.preparation);
  if (!name.ingredient && name.text) {
    warnings.push(`"${name.text}" is not in the ingredient catalogue`);
  }
  if (!name.text && !name.ingredient) warnings.push("No ingredient named");

  return {
    text,
    quantityMin,
    quantityMax,
    unitId: unit?.id ?? null,
    ingredientId: name.ingredient?.id ?? null,
    ingredientTitleOverride: name.override,
    preparation: preparation.length ? preparation.join(", ") : null,
    note: notes.length ? notes.join(", ") : null,
    warnings,
  };
}

/** The text without its bracketed asides, each (nested ones kept whole) added to notes. */
function withoutBrackets(text: string, notes: string[]): string {
  let out = "";
  let depth = 0;
  let inner = "";
  for (const char of text) {
    if (char === "(" || char === "[") {
      if (depth > 0) inner += char;
      depth++;
    } else if ((char === ")" || char === "]") && depth > 0) {
      depth--;
      if (depth > 0) inner += char;
      else {
        if (inner.trim()) notes.push(inner.trim());
        inner = "";
        out += " ";
      }
    } else if (depth > 0) inner += char;
    else out += char;
  }
  // An unclosed bracket keeps its words in the note rather than dropping them.
  if (inner.trim()) notes.push(inner.trim());
  return out;
}

/** A unit word (or two: "fl oz") at the start of the text. */
function matchUnit(
  text: string,
  catalogue: Catalogue,
): { unit: CatalogueUnit; length: number } | null {
  const two = /^([a-zA-Z°º.]+\s+[a-zA-Z°º.]+)(?=$|[\s,/])/.exec(text);
  if (two?.[1]) {
    const unit = findUnit(catalogue, two[1]);
    if (unit) return { unit, length: two[1].length };
  }
  const one = /^([a-zA-Z°º][a-zA-Z.]*)(?=$|[\s,/])/.exec(text);
  if (one?.[1]) {
    const unit = findUnit(catalogue, one[1]);
    if (unit) return { unit, length: one[1].length };
  }
  return null;
}

type ResolvedName = {
  text: string;
  ingredient: CatalogueIngredient | null;
  override: string | null;
  preparation: string | null;
  unit: CatalogueUnit | null;
};

/**
 * The catalogue ingredient a name means. An exact name wins; otherwise the longest known
 * name inside it ("finely chopped fresh parsley" → fresh parsley, preparation "finely
 * chopped"), unless that is the name of a thing the catalogue lacks ("soy milk": none). When the words differ from the catalogue's title, they stay as the override.
 */
function resolveName(text: string, catalogue: Catalogue, unit: CatalogueUnit | null): ResolvedName {
  const none = { text, ingredient: null, override: text || null, preparation: null, unit: null };
  if (!text) return none;
  const exact = catalogue.ingredients.get(normalizeName(text));
  if (exact) return { ...none, ingredient: exact, override: overrideFor(text, exact, unit) };

  // Two things joined ("salt and pepper") are one line of text, not one catalogue row; how
  // they are prepared ("minced shallot or onion") still reads as the preparation.
  if (/\s(and|or|&)\s/i.test(text)) {
    const words = text.split(" ");
    let lead = 0;
    while (lead < words.length - 1 && PREP_WORDS.has((words[lead] ?? "").toLowerCase())) lead++;
    if (!lead || /^(and|or|&)$/i.test(words[lead] ?? "")) return none;
    const joined = words.slice(lead).join(" ");
    return { ...none, text: joined, override: joined, preparation: words.slice(0, lead).join(" ") };
  }

  const words = text.split(" ");
  const lower = words.map((word) => normalizeName(word));
  for (let size = Math.min(catalogue.longestIngredientWords, words.length); size >= 1; size--) {
    // From the end: the head noun of an English name comes last.
    for (let start = words.length - size; start >= 0; start--) {
      const name = lower.slice(start, start + size).join(" ");
      // "soy milk": a thing of its own, not the milk inside its name.
      if (catalogue.otherIngredients.has(name)) return none;
      const found = catalogue.ingredients.get(name);
      if (!found) continue;
      const before = words.slice(0, start);
      let after = words.slice(start + size);
      let trailingUnit: CatalogueUnit | null = null;
      // "3 garlic cloves": the unit written after the name.
      if (!unit && after.length === 1 && after[0]) {
        const candidate = findUnit(catalogue, after[0]);
        if (candidate && candidate.kind === "count") {
          trailingUnit = candidate;
          after = [];
        }
      }
      const foundText = words.slice(start, start + size).join(" ");
      const isPrep = (word: string) => PREP_WORDS.has(word.toLowerCase());
      // "finely chopped parsley", "butter softened": the words around the name prepare it.
      if (before.every(isPrep) && after.every(isPrep) && !/^(and|or)$/i.test(after[0] ?? "")) {
        const preparation = [...before, ...after].join(" ");
        return {
          text,
          ingredient: found,
          override: overrideFor(foundText, found, unit ?? trailingUnit),
          preparation: preparation || null,
          unit: trailingUnit,
        };
      }
      return { text, ingredient: found, override: text, preparation: null, unit: trailingUnit };
    }
  }
  return none;
}

/**
 * No override when the catalogue prints the same words: its title, or its plural where the
 * ingredient carries the number ("3 carrots"); "1 cup carrots" needs the words kept, since
 * after a measure the catalogue prints the singular.
 */
function overrideFor(
  text: string,
  ingredient: CatalogueIngredient,
  unit: CatalogueUnit | null,
): string | null {
  const name = normalizeName(text);
  if (name === normalizeName(ingredient.title)) return null;
  const carriesNumber = !unit || unit.kind === "size" || unit.slug === "whole";
  if (carriesNumber && ingredient.pluralTitle && name === normalizeName(ingredient.pluralTitle))
    return null;
  return text;
}
