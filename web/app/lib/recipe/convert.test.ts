import { describe, expect, it } from "vitest";
import {
  convertTemperature,
  displayMeasurement,
  displayMeasurementParts,
  displayUsage,
  formatTemperature,
  type MeasurementSystem,
  measurementAsWritten,
  type TemperatureSystem,
} from "./convert";
import { catalogueUnits, line, unitBySlug } from "./reference.fixture";

const metric = { multiplier: 1, system: "metric" } as const;
const imperial = { multiplier: 1, system: "imperial" } as const;

const shown = (parts: { quantity: string; unit: string; ingredient: string }) =>
  [parts.quantity, parts.unit, parts.ingredient].filter(Boolean).join(" ");

describe("displayUsage: US measures for a metric visitor", () => {
  it("weighs a cup of a weight-method ingredient through its density (spec: 528 g/l flour)", () => {
    expect(displayUsage(line(1, "cup", "all-purpose-flour"), metric)).toEqual({
      quantity: "125",
      unit: "g",
      ingredient: "all-purpose flour",
    });
  });

  it("keeps volume-method ingredients as millilitres", () => {
    expect(shown(displayUsage(line(1, "cup", "milk"), metric))).toBe("237 ml milk");
    expect(shown(displayUsage(line(2, "cup", "water"), metric))).toBe("473 ml water");
  });

  it("converts ounces and pounds to grams, 1000 and up to kilograms", () => {
    expect(shown(displayUsage(line(8, "ounce", "cheddar"), metric))).toBe("227 g cheddar");
    expect(shown(displayUsage(line(2, "pound", "chicken-breast"), metric))).toBe(
      "907 g chicken breast",
    );
    expect(shown(displayUsage(line(3, "pound", "chicken-breast"), metric))).toBe(
      "1.36 kg chicken breast",
    );
  });

  it("uses the catalogue's fluid ounce, quart and gallon", () => {
    expect(shown(displayUsage(line(4, "fluid-ounce", "water"), metric))).toBe("118 ml water");
    expect(shown(displayUsage(line(1, "quart", "water"), metric))).toBe("946 ml water");
    expect(shown(displayUsage(line(1, "gallon", "water"), metric))).toBe("3.79 l water");
  });

  it("scales before converting", () => {
    expect(
      shown(displayUsage(line(1, "cup", "all-purpose-flour"), { ...metric, multiplier: 0.5 })),
    ).toBe("62 g all-purpose flour");
    expect(shown(displayUsage(line(2, "cup", "water"), { ...metric, multiplier: 3 }))).toBe(
      "1.42 l water",
    );
  });

  it("stays a volume without a density (eggs) or without an ingredient", () => {
    expect(shown(displayUsage(line(1, "cup", "egg"), metric))).toBe("237 ml egg");
    const stock = line(1, "cup", null, { ingredientTitleOverride: "stock" });
    expect(shown(displayUsage(stock, metric))).toBe("237 ml stock");
  });

  it("converts both ends of a range into one unit", () => {
    expect(shown(displayUsage(line([1, 2], "cup", "milk"), metric))).toBe("237–473 ml milk");
    expect(shown(displayUsage(line([2, 3], "pound", "chicken-breast"), metric))).toBe(
      "0.91–1.36 kg chicken breast",
    );
  });
});

describe("displayUsage: metric measures for a metric visitor", () => {
  it("keeps grams and millilitres, rounded", () => {
    expect(shown(displayUsage(line(30.4, "gram", "cheddar"), metric))).toBe("30 g cheddar");
    expect(shown(displayUsage(line(2.5, "milliliter", "water"), metric))).toBe("2.5 ml water");
  });

  it("turns 1000 and more into kg or l, and back under 1000", () => {
    expect(shown(displayUsage(line(1200, "gram", "all-purpose-flour"), metric))).toBe(
      "1.2 kg all-purpose flour",
    );
    expect(shown(displayUsage(line(1500, "milliliter", "water"), metric))).toBe("1.5 l water");
    expect(shown(displayUsage(line(250, "gram", "cheddar"), { ...metric, multiplier: 4 }))).toBe(
      "1 kg cheddar",
    );
    expect(
      shown(displayUsage(line(1, "kilogram", "chicken-breast"), { ...metric, multiplier: 0.5 })),
    ).toBe("500 g chicken breast");
    expect(shown(displayUsage(line([800, 1200], "gram", "all-purpose-flour"), metric))).toBe(
      "0.8–1.2 kg all-purpose flour",
    );
  });

  it("writes deciliters as millilitres and tiny weights in milligrams", () => {
    expect(shown(displayUsage(line(2, "deciliter", "milk"), metric))).toBe("200 ml milk");
    expect(
      shown(displayUsage(line(0.5, "gram", null, { ingredientTitleOverride: "saffron" }), metric)),
    ).toBe("500 mg saffron");
  });

  it("never turns an author's metric volume into grams", () => {
    expect(shown(displayUsage(line(250, "milliliter", "all-purpose-flour"), metric))).toBe(
      "250 ml all-purpose flour",
    );
  });
});

describe("displayUsage: metric measures for a US visitor", () => {
  it("turns grams of a volume-method ingredient into cups through its density", () => {
    // 250 g ÷ 528 g/l = 473 ml; × 0.004227 = 2.001 cups.
    expect(shown(displayUsage(line(250, "gram", "all-purpose-flour"), imperial))).toBe(
      "2 cups all-purpose flour",
    );
  });

  it("weighs weight-method ingredients in ounces below a pound and pounds from there", () => {
    expect(shown(displayUsage(line(200, "gram", "chicken-breast"), imperial))).toBe(
      "7 ounces chicken breast",
    );
    // 500 g = 1.102 lb: pounds in kitchen fractions, not "1 lb 1.6 oz".
    expect(shown(displayUsage(line(500, "gram", "chicken-breast"), imperial))).toBe(
      "1⅛ pounds chicken breast",
    );
    expect(shown(displayUsage(line(1, "kilogram", "chicken-breast"), imperial))).toBe(
      "2¼ pounds chicken breast",
    );
  });

  it("picks teaspoons, tablespoons or cups by size", () => {
    expect(shown(displayUsage(line(250, "milliliter", "milk"), imperial))).toBe("1 cup milk");
    expect(shown(displayUsage(line(60, "milliliter", "milk"), imperial))).toBe("¼ cup milk");
    expect(shown(displayUsage(line(45, "milliliter", "milk"), imperial))).toBe(
      "3 tablespoons milk",
    );
    expect(shown(displayUsage(line(15, "milliliter", "milk"), imperial))).toBe("1 tablespoon milk");
    expect(shown(displayUsage(line(5, "milliliter", "milk"), imperial))).toBe("1 teaspoon milk");
    expect(shown(displayUsage(line(10, "milliliter", "milk"), imperial))).toBe("2 teaspoons milk");
    expect(shown(displayUsage(line(1, "liter", "water"), imperial))).toBe("4¼ cups water");
  });

  it("rounds more than 25 cups to whole cups", () => {
    expect(shown(displayUsage(line(6.25, "liter", "water"), imperial))).toBe("26 cups water");
  });
});

describe("displayUsage: US measures for a US visitor", () => {
  it("keeps volumes as written and scales them", () => {
    expect(
      shown(displayUsage(line(1.5, "cup", "all-purpose-flour"), { ...imperial, multiplier: 2 })),
    ).toBe("3 cups all-purpose flour");
    expect(shown(displayUsage(line(1 / 3, "cup", "milk"), { ...imperial, multiplier: 0.5 }))).toBe(
      "⅛ cup milk",
    );
    expect(shown(displayUsage(line(2, "quart", "water"), imperial))).toBe("2 quarts water");
    expect(shown(displayUsage(line(13.2, "cup", "water"), { ...imperial, multiplier: 2 }))).toBe(
      "26 cups water",
    );
  });

  it("uses the plural title above 1 only", () => {
    expect(displayUsage(line(1, "cup", "milk"), imperial).unit).toBe("cup");
    expect(displayUsage(line(0.75, "cup", "milk"), imperial).unit).toBe("cup");
    expect(displayUsage(line(2, "cup", "milk"), imperial).unit).toBe("cups");
    expect(displayUsage(line(1.5, "cup", "milk"), imperial).unit).toBe("cups");
    // 1.02 reads "1", so it reads "cup".
    expect(displayUsage(line(1.02, "cup", "milk"), imperial).unit).toBe("cup");
  });

  it("moves weights between ounces and pounds at a pound", () => {
    expect(shown(displayUsage(line(24, "ounce", "cheddar"), imperial))).toBe("1½ pounds cheddar");
    expect(shown(displayUsage(line(8, "ounce", "cheddar"), { ...imperial, multiplier: 2 }))).toBe(
      "1 pound cheddar",
    );
    expect(shown(displayUsage(line(8, "ounce", "cheddar"), { ...imperial, multiplier: 0.5 }))).toBe(
      "4 ounces cheddar",
    );
  });
});

describe("displayUsage: spoons (neutral units)", () => {
  it("stay spoons in both systems", () => {
    expect(shown(displayUsage(line(1, "teaspoon", "salt"), metric))).toBe("1 teaspoon salt");
    expect(shown(displayUsage(line(2, "tablespoon", "olive-oil"), imperial))).toBe(
      "2 tablespoons olive oil",
    );
    expect(
      shown(displayUsage(line(1, "tablespoon", "unsalted-butter"), { ...metric, multiplier: 0.5 })),
    ).toBe("½ tablespoon unsalted butter");
    expect(
      shown(displayUsage(line(1, "tablespoon", "unsalted-butter"), { ...metric, multiplier: 3 })),
    ).toBe("3 tablespoons unsalted butter");
  });

  it("convert once scaling up reaches a quarter cup", () => {
    expect(
      shown(displayUsage(line(2, "tablespoon", "unsalted-butter"), { ...imperial, multiplier: 4 })),
    ).toBe("½ cup unsalted butter");
    expect(
      shown(displayUsage(line(2, "tablespoon", "unsalted-butter"), { ...metric, multiplier: 4 })),
    ).toBe("113 g unsalted butter");
    expect(shown(displayUsage(line(2, "tablespoon", "milk"), { ...metric, multiplier: 4 }))).toBe(
      "118 ml milk",
    );
  });

  it("stay spoons where no cup measure holds the amount", () => {
    // 6 tablespoons is ⅜ cup, which no cup measures out.
    expect(shown(displayUsage(line(3, "tablespoon", "milk"), { ...imperial, multiplier: 2 }))).toBe(
      "6 tablespoons milk",
    );
    expect(shown(displayUsage(line(2, "tablespoon", "milk"), { ...imperial, multiplier: 2 }))).toBe(
      "¼ cup milk",
    );
    // 10 teaspoons (3⅓ tablespoons), as a merged shopping line adds up.
    expect(shown(displayUsage(line(49.29, "milliliter", "milk"), imperial))).toBe(
      "10 teaspoons milk",
    );
    expect(shown(displayUsage(line(22.18, "milliliter", "milk"), imperial))).toBe(
      "1½ tablespoons milk",
    );
  });

  it("scaled up, read in the spoon a cook reaches for", () => {
    expect(shown(displayUsage(line(2, "teaspoon", "milk"), { ...imperial, multiplier: 3 }))).toBe(
      "2 tablespoons milk",
    );
    expect(shown(displayUsage(line(2, "teaspoon", "milk"), { ...metric, multiplier: 3 }))).toBe(
      "2 tablespoons milk",
    );
    expect(shown(displayUsage(line(1, "teaspoon", "salt"), { ...metric, multiplier: 4 }))).toBe(
      "4 teaspoons salt",
    );
    expect(
      shown(displayUsage(line(0.5, "tablespoon", "milk"), { ...imperial, multiplier: 3 })),
    ).toBe("1½ tablespoons milk");
    // Scaling down keeps the spoon as written.
    expect(shown(displayUsage(line(3, "teaspoon", "milk"), { ...imperial, multiplier: 0.5 }))).toBe(
      "1½ teaspoons milk",
    );
  });

  it("stay as written at ×1 whatever the amount", () => {
    expect(shown(displayUsage(line(6, "tablespoon", "unsalted-butter"), imperial))).toBe(
      "6 tablespoons unsalted butter",
    );
  });
});

describe("displayUsage: counted, size and imprecise units", () => {
  it("never converts and pluralises the unit, not the ingredient", () => {
    expect(displayUsage(line([1, 2], "clove", "garlic"), metric)).toEqual({
      quantity: "1–2",
      unit: "cloves",
      ingredient: "garlic",
    });
    expect(
      shown(displayUsage(line([1, 2], "clove", "garlic"), { ...imperial, multiplier: 2 })),
    ).toBe("2–4 cloves garlic");
    expect(shown(displayUsage(line(1, "clove", "garlic"), metric))).toBe("1 clove garlic");
    expect(shown(displayUsage(line(1, "can", "water"), { ...metric, multiplier: 2 }))).toBe(
      "2 cans water",
    );
    expect(shown(displayUsage(line(1, "pinch", "salt"), { ...metric, multiplier: 0.5 }))).toBe(
      "½ pinch salt",
    );
  });

  // "spec §9" in its name: docs/spec/visitor-experience.md §9.
  it("keeps size words singular and pluralises the ingredient (spec §9)", () => {
    expect(shown(displayUsage(line(3, "large", "egg"), metric))).toBe("3 large eggs");
    expect(shown(displayUsage(line(1, "large", "egg"), metric))).toBe("1 large egg");
    expect(
      shown(displayUsage(line(1, "medium", "yellow-onion"), { ...imperial, multiplier: 2 })),
    ).toBe("2 medium yellow onions");
    expect(shown(displayUsage(line(2, "whole", "egg"), imperial))).toBe("2 whole eggs");
  });
});

describe("displayUsage: lines without a unit", () => {
  it("pluralises the ingredient above 1", () => {
    expect(displayUsage(line(2, null, "egg"), metric)).toEqual({
      quantity: "2",
      unit: "",
      ingredient: "eggs",
    });
    expect(shown(displayUsage(line(1, null, "egg"), metric))).toBe("1 egg");
    expect(shown(displayUsage(line(1, null, "egg"), { ...metric, multiplier: 3 }))).toBe("3 eggs");
    expect(shown(displayUsage(line(1, null, "egg"), { ...metric, multiplier: 0.5 }))).toBe("½ egg");
    expect(shown(displayUsage(line([1, 2], null, "egg"), metric))).toBe("1–2 eggs");
  });

  it("falls back to the title without a plural, and prints overrides verbatim", () => {
    expect(shown(displayUsage(line(2, null, "garlic"), metric))).toBe("2 garlic");
    const beaten = line(2, null, "egg", { ingredientTitleOverride: "eggs, beaten" });
    expect(shown(displayUsage(beaten, metric))).toBe("2 eggs, beaten");
    const blank = line(2, null, "egg", { ingredientTitleOverride: "  " });
    expect(shown(displayUsage(blank, metric))).toBe("2 eggs");
  });

  it("leaves the quantity empty when there is none", () => {
    expect(displayUsage(line(null, null, "salt"), metric)).toEqual({
      quantity: "",
      unit: "",
      ingredient: "salt",
    });
    expect(displayUsage(line(null, "pinch", "salt"), metric)).toEqual({
      quantity: "",
      unit: "pinch",
      ingredient: "salt",
    });
    expect(shown(displayUsage(line(null, null, null), metric))).toBe("");
  });

  it("shows a range given only its upper end", () => {
    const upper = line(null, "cup", "milk", { quantityMin: null, quantityMax: 2 });
    expect(shown(displayUsage(upper, imperial))).toBe("2 cups milk");
  });
});

describe("convertTemperature", () => {
  it.each([
    [350, "fahrenheit", "celsius", 175],
    [425, "fahrenheit", "celsius", 220],
    [400, "fahrenheit", "celsius", 205],
    [32, "fahrenheit", "celsius", 0],
    [200, "celsius", "fahrenheit", 390],
    [180, "celsius", "fahrenheit", 355],
    [220, "celsius", "fahrenheit", 430],
    [-18, "celsius", "fahrenheit", 0],
  ] as const)("%d° %s is %d° %s to the nearest 5", (value, from, to, expected) => {
    expect(convertTemperature(value, from, to)).toBe(expected);
  });

  it("leaves the author's value alone within a scale", () => {
    expect(convertTemperature(183, "celsius", "celsius")).toBe(183);
    expect(convertTemperature(351, "fahrenheit", "fahrenheit")).toBe(351);
  });

  it("never prints -0", () => {
    expect(formatTemperature(convertTemperature(33, "fahrenheit", "celsius"), "celsius")).toBe(
      "0°C",
    );
  });
});

describe("displayMeasurement (measurements in step text)", () => {
  const node = (quantity: number, slug: string) => ({ quantity, unitId: unitBySlug(slug).id });
  const options = (system: MeasurementSystem, temperature: TemperatureSystem, multiplier = 1) => ({
    units: catalogueUnits,
    system,
    temperature,
    multiplier,
  });

  it("converts temperatures to the chosen scale and never scales them", () => {
    expect(displayMeasurement(node(350, "fahrenheit"), options("imperial", "fahrenheit"))).toBe(
      "350°F",
    );
    expect(displayMeasurement(node(350, "fahrenheit"), options("imperial", "celsius", 2))).toBe(
      "175°C",
    );
    expect(displayMeasurement(node(200, "celsius"), options("metric", "fahrenheit", 4))).toBe(
      "390°F",
    );
    // The temperature choice is separate from the measurement system.
    expect(displayMeasurement(node(180, "celsius"), options("imperial", "celsius"))).toBe("180°C");
  });

  it("scales and converts other measurements, without crossing weight and volume", () => {
    expect(displayMeasurement(node(1, "cup"), options("metric", "celsius", 2))).toBe("473 ml");
    expect(displayMeasurement(node(1.5, "cup"), options("imperial", "fahrenheit", 2))).toBe(
      "3 cups",
    );
    expect(displayMeasurement(node(200, "gram"), options("imperial", "fahrenheit"))).toBe(
      "7 ounces",
    );
    expect(displayMeasurement(node(600, "gram"), options("metric", "celsius", 2))).toBe("1.2 kg");
    expect(displayMeasurement(node(1, "tablespoon"), options("metric", "celsius"))).toBe(
      "1 tablespoon",
    );
  });

  it("converts lengths but never scales them (a doubled recipe keeps its pan)", () => {
    expect(displayMeasurement(node(9, "inch"), options("metric", "celsius", 2))).toBe("23 cm");
    expect(displayMeasurement(node(0.5, "inch"), options("metric", "celsius"))).toBe("1.3 cm");
    expect(displayMeasurement(node(2, "centimeter"), options("imperial", "fahrenheit"))).toBe(
      "¾ inch",
    );
    expect(displayMeasurement(node(9, "inch"), options("imperial", "fahrenheit", 2))).toBe(
      "9 inches",
    );
  });

  it("shows the scaled number alone for a unit it does not know", () => {
    const unknown = { quantity: 2, unitId: "00000000-0000-4000-8000-00000000dead" };
    expect(displayMeasurement(unknown, options("metric", "celsius", 2))).toBe("4");
    expect(displayMeasurementParts(unknown, options("metric", "celsius"))).toBeNull();
  });

  it("gives the parts separately", () => {
    expect(displayMeasurementParts(node(2, "cup"), options("imperial", "fahrenheit"))).toEqual({
      quantity: "2",
      unit: "cups",
    });
  });
});

describe("measurementAsWritten", () => {
  it("prints the author's measurement without conversion", () => {
    const asWritten = (quantity: number, slug: string) =>
      measurementAsWritten({ quantity, unitId: unitBySlug(slug).id }, catalogueUnits);
    expect(asWritten(350, "fahrenheit")).toBe("350°F");
    expect(asWritten(180, "celsius")).toBe("180°C");
    expect(asWritten(1.5, "cup")).toBe("1½ cups");
    expect(asWritten(250, "gram")).toBe("250 g");
    expect(asWritten(0.5, "teaspoon")).toBe("½ teaspoon");
  });
});
