import { writeFileSync } from "node:fs";
import { ingredients } from "../../schema/reference/ingredients";

/**
 * SQL for a site of `count` published recipes with realistic searchable text: titles built
 * from styles, main ingredients and dishes, ingredient lists drawn from the real catalogue.
 * Deterministic (seeded PRNG), so runs are comparable.
 */
const STYLES = [
  "Crispy",
  "Smoky",
  "Creamy",
  "Spicy",
  "Lemony",
  "Garlicky",
  "Herby",
  "Roasted",
  "Grilled",
  "Braised",
  "Quick",
  "Slow-cooked",
  "Sheet-pan",
  "One-pot",
  "Honey",
  "Ginger",
  "Miso",
  "Chili",
  "Brown-butter",
  "Charred",
];
const DISHES = [
  "soup",
  "stew",
  "salad",
  "tacos",
  "pasta",
  "curry",
  "risotto",
  "stir-fry",
  "bowl",
  "pie",
  "bread",
  "cake",
  "cookies",
  "skillet",
  "tart",
  "noodles",
  "sandwich",
  "frittata",
  "gratin",
  "dumplings",
];

function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const BENCH_SITE_ID = "00000000-0000-4000-8000-0000000be0c1";
export const BENCH_SITE_SLUG = "bench";

export function writeSearchSiteSql(file: string, count: number) {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const names = ingredients.map((ingredient) => ingredient.title);
  const now = Date.now();
  const lines = [
    "INSERT INTO users (id, email, created_at, updated_at) VALUES ('00000000-0000-4000-8000-0000000be0c0', 'bench@example.com', 0, 0);",
    `INSERT INTO sites (id, slug, title, owner_id, created_at, updated_at) VALUES ('${BENCH_SITE_ID}', '${BENCH_SITE_SLUG}', 'Benchmark Kitchen', '00000000-0000-4000-8000-0000000be0c0', 0, 0);`,
  ];
  const columns =
    "id, site_id, slug, title, search_description, search_ingredients, search_keywords, keywords, published_at, created_at, updated_at";
  const rowsPerStatement = 200;
  for (let start = 0; start < count; start += rowsPerStatement) {
    const values: string[] = [];
    for (let i = start; i < Math.min(count, start + rowsPerStatement); i++) {
      const main = pick(names);
      const title = `${pick(STYLES)} ${main} ${pick(DISHES)}`;
      const lineItems = Array.from({ length: 6 + Math.floor(random() * 8) }, () => pick(names));
      const id = `00000000-0000-4000-9000-${i.toString(16).padStart(12, "0")}`;
      const published = now - Math.floor(random() * 3 * 365 * 86_400_000);
      values.push(
        `(${quote(id)}, ${quote(BENCH_SITE_ID)}, ${quote(`recipe-${i}`)}, ${quote(title)}, ${quote(`A ${title.toLowerCase()} for any night of the week, with ${lineItems[0]} and ${lineItems[1]}.`)}, ${quote([main, ...lineItems].join(" "))}, ${quote(`${pick(DISHES)} ${pick(STYLES).toLowerCase()}`)}, '[]', ${published}, ${published}, ${published})`,
      );
    }
    lines.push(`INSERT INTO recipes (${columns}) VALUES\n${values.join(",\n")};`);
  }
  writeFileSync(file, `${lines.join("\n")}\n`);
}

/** Queries a reader might type: whole words, prefixes, two-word searches. */
export function searchQueries(total: number): string[] {
  const random = prng(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const words = ingredients.map((ingredient) => ingredient.title.split(" ")[0] ?? "salt");
  return Array.from({ length: total }, (_, i) => {
    switch (i % 4) {
      case 0:
        return pick(words);
      case 1:
        return pick(words).slice(0, 4);
      case 2:
        return `${pick(STYLES).toLowerCase()} ${pick(DISHES)}`;
      default:
        return `${pick(words)} ${pick(DISHES)}`;
    }
  });
}
