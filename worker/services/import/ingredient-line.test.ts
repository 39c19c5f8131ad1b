import { reference } from "@schema/reference/index";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue";
import { type ParsedLine, parseIngredientEntries, parseIngredientLine } from "./ingredient-line";
import { type ExpectedLine, INGREDIENT_LINES } from "./ingredient-lines.fixture";

const catalogue = buildCatalogue(
  reference.units,
  reference.ingredients.map((row) => ({ ...row, pluralTitle: row.pluralTitle ?? null })),
);
const unitSlug = (id: string | null) => (id ? (catalogue.unitById.get(id)?.slug ?? id) : null);
const ingredientTitle = (id: string | null) =>
  id ? (catalogue.ingredientById.get(id)?.title ?? id) : null;
const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

type Fields = Omit<ExpectedLine, 0>;
const FIELD_NAMES = [
  "quantityMin",
  "quantityMax",
  "unit",
  "ingredient",
  "override",
  "preparation",
  "note",
];

function fieldsOf(line: ParsedLine): Fields {
  return [
    round(line.quantityMin),
    round(line.quantityMax),
    unitSlug(line.unitId),
    ingredientTitle(line.ingredientId),
    line.ingredientTitleOverride,
    line.preparation,
    line.note,
  ] as unknown as Fields;
}

/** The line as a reader sees it: "1–2 tablespoons sriracha, minced (optional)". */
function render(fields: Fields): string {
  const [min, max, unit, ingredient, override, preparation, note] = fields as unknown as [
    number | null,
    number | null,
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
  ];
  const quantity = min === null ? "" : max === null ? `${min}` : `${min}–${max}`;
  const unitRow = reference.units.find((row) => row.slug === unit);
  const plural = (max ?? min ?? 0) > 1;
  const unitText = unitRow ? (plural ? unitRow.pluralTitle : unitRow.title) : "";
  // As the recipe page prints it: the plural where the ingredient carries the number.
  const row = reference.ingredients.find((item) => item.title === ingredient);
  const carries = !unitRow || unitRow.kind === "size" || unitRow.slug === "whole";
  const name =
    override ?? (row && carries && plural ? (row.pluralTitle ?? row.title) : ingredient) ?? "";
  return [quantity, unitText, name]
    .filter(Boolean)
    .join(" ")
    .concat(preparation ? `, ${preparation}` : "", note ? ` (${note})` : "");
}

/** Every word of the source survives somewhere in what the reader sees. */
function lostWords(source: string, parsed: ParsedLine): string[] {
  const shown = [
    render(fieldsOf(parsed)),
    ingredientTitle(parsed.ingredientId) ?? "",
    ...[...catalogue.units.entries()]
      .filter(([, unit]) => unit.id === parsed.unitId)
      .map(([name]) => name),
  ]
    .join(" ")
    .toLowerCase();
  const ignored = new Set(["of", "a", "an", "x", "or", "and", "one", "two", "t", "to"]);
  return (source.toLowerCase().match(/[a-z'’]+/g) ?? []).filter(
    (word) => !ignored.has(word) && !shown.includes(word),
  );
}

function measureLines() {
  let exact = 0;
  let rendered = 0;
  let lost = 0;
  const fieldHits = FIELD_NAMES.map(() => 0);
  const misses: string[] = [];
  for (const [source, ...expected] of INGREDIENT_LINES) {
    const parsed = parseIngredientLine(source, catalogue);
    const got = fieldsOf(parsed);
    const want = expected.map((value) => (typeof value === "number" ? round(value) : value));
    let all = true;
    want.forEach((value, index) => {
      if (got[index] === value) fieldHits[index] = (fieldHits[index] ?? 0) + 1;
      else all = false;
    });
    if (all) exact++;
    else misses.push(`${source}\n   got  ${JSON.stringify(got)}\n   want ${JSON.stringify(want)}`);
    if (render(got) === render(want as unknown as Fields)) rendered++;
    const lostHere = lostWords(source, parsed);
    if (lostHere.length) {
      lost++;
      misses.push(`LOST ${lostHere.join(" ")} in ${source}`);
    }
  }
  const total = INGREDIENT_LINES.length;
  return {
    total,
    exact: exact / total,
    rendered: rendered / total,
    lost,
    fields: Object.fromEntries(FIELD_NAMES.map((name, i) => [name, (fieldHits[i] ?? 0) / total])),
    misses,
  };
}

describe("ingredient line parser", () => {
  it("parses the table of real-world lines: ≥95% exact, none lost", () => {
    const result = measureLines();
    const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
    console.log(
      [
        `ingredient lines: ${result.total}`,
        `  exact (every field): ${pct(result.exact)}`,
        `  rendered back exact: ${pct(result.rendered)}`,
        `  lines losing words: ${result.lost}`,
        ...Object.entries(result.fields).map(([name, rate]) => `  field ${name}: ${pct(rate)}`),
        ...(result.misses.length ? ["misses:", ...result.misses] : []),
      ].join("\n"),
    );
    expect(result.total).toBeGreaterThanOrEqual(200);
    expect(result.exact).toBeGreaterThanOrEqual(0.95);
    expect(result.lost).toBe(0);
  });

  it("never loses a word, even of a line it cannot read", () => {
    for (const source of ["!!! ??? 12", "Some mystery thing", "2 zorbles of quux, frobbed"]) {
      const parsed = parseIngredientLine(source, catalogue);
      expect(lostWords(source, parsed), source).toEqual([]);
    }
  });

  it("turns section headers into groups", () => {
    const entries = parseIngredientEntries(
      ["For the sauce:", "1 cup milk", "FROSTING:", "2 cups powdered sugar", "For the dressing"],
      catalogue,
    );
    expect(entries.map((entry) => (entry.kind === "header" ? entry.title : "line"))).toEqual([
      "For the sauce",
      "line",
      "FROSTING",
      "line",
      "For the dressing",
    ]);
  });

  it("warns about a name the catalogue does not know", () => {
    const parsed = parseIngredientLine("1 tsp sumac", catalogue);
    expect(parsed.warnings).toEqual(['"sumac" is not in the ingredient catalogue']);
  });

  it("names holding another ingredient's name point at their own entry, or at none", () => {
    const lines: [string, string | null][] = [
      ["2 cups self-raising flour", "self-rising flour"],
      ["2 cups self raising flour", "self-rising flour"],
      ["2 cups self-rising flour", "self-rising flour"],
      ["2 cups self rising flour", "self-rising flour"],
      ["2 cups flour", "all-purpose flour"],
      ["2 cups plain flour", "all-purpose flour"],
      ["500 g bread flour", "bread flour"],
      ["500 g strong white flour", "bread flour"],
      ["1 cup cake flour", "cake flour"],
      ["1 cup whole wheat flour", "whole wheat flour"],
      ["1 cup whole-wheat flour", "whole wheat flour"],
      ["1 cup wholemeal flour", "whole wheat flour"],
      ["1 cup almond flour", "almond flour"],
      ["1 cup semolina flour", "semolina"],
      ["1 cup rice flour", null],
      ["1 cup coconut flour", null],
      ["1 cup chickpea flour", null],
      ["1 cup gluten-free flour", null],
      ["1 cup corn flour", null],
      ["1 cup cornflour", "cornstarch"],
      ["1 can coconut milk", "coconut milk"],
      ["1 cup milk", "milk"],
      ["1 cup whole milk", "milk"],
      ["1 cup soy milk", null],
      ["1 cup milk powder", null],
      ["1 cup condensed milk", "sweetened condensed milk"],
      ["100 g milk chocolate", null],
      ["2 sweet potatoes", "sweet potato"],
      ["2 potatoes", "potato"],
      ["1 tbsp potato starch", null],
      ["1 tsp baking soda", "baking soda"],
      ["1 tsp bicarbonate of soda", "baking soda"],
      ["1 tsp baking powder", "baking powder"],
      ["1 can butter beans", null],
      ["1 cup peanut butter", "peanut butter"],
      ["1 cup apple butter", null],
      ["1 tsp garlic salt", null],
      ["1 tsp white pepper", null],
      ["1 cup coconut sugar", null],
      ["8 oz egg noodles", "wide egg noodles"],
      ["1 cup tomato juice", null],
      ["1 tbsp sunflower seed butter", null],
    ];
    const matched = lines.map(([line]) => [
      line,
      ingredientTitle(parseIngredientLine(line, catalogue).ingredientId),
    ]);
    expect(matched).toEqual(lines);
  });

  it("a line naming one of those keeps its words, and says the catalogue lacks it", () => {
    const parsed = parseIngredientLine("1 cup soy milk", catalogue);
    expect(parsed.ingredientTitleOverride).toBe("soy milk");
    expect(parsed.warnings).toEqual(['"soy milk" is not in the ingredient catalogue']);
  });
});
