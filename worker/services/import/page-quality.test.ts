import type { RecipeParseResponse } from "@schema/api/recipe-import";
import type { RichText } from "@schema/content/rich-text";
import { reference } from "@schema/reference/index";
import { beforeAll, describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../../test/factories";
import { loadReferenceCatalogues } from "../../test/reference-catalogues";
import { PAGE_EXPECTATIONS, type PageExpectation } from "./page-expectations.fixture";

/**
 * The importer against the fixture recipes (a WP Recipe Maker post, a Tasty post, a Yoast
 * @graph page, a microdata page, a card with no JSON-LD, a pasted text): exact-match rates
 * for what a creator would otherwise have to fix. Run alone to read the numbers:
 *   npx vitest run --project worker worker/services/import/page-quality.test.ts
 */
const unitSlug = new Map(reference.units.map((unit) => [unit.id, unit.slug]));

function measurementsOf(draft: RecipeParseResponse["draft"]): [number, string][] {
  const found: [number, string][] = [];
  for (const group of draft.instructionGroups ?? []) {
    for (const step of group.instructions ?? []) {
      for (const block of (step.content as RichText | null)?.children ?? []) {
        for (const node of block.children) {
          if ("type" in node && node.type === "measurement")
            found.push([node.quantity, unitSlug.get(node.unitId) ?? node.unitId]);
        }
      }
    }
  }
  return found;
}

type Tally = { hits: number; total: number };
const tally = (): Tally => ({ hits: 0, total: 0 });
const count = (t: Tally, ok: boolean) => {
  t.total++;
  if (ok) t.hits++;
};

async function parse(token: string, expectation: PageExpectation) {
  const json =
    "url" in expectation.source
      ? { url: expectation.source.url }
      : { text: await (await fetch(expectation.source.text)).text() };
  const res = await call("POST", "/manage/recipe-parse", { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as RecipeParseResponse;
}

describe("recipe import quality on the fixture recipes", () => {
  beforeAll(loadReferenceCatalogues);

  it("reads titles, lines, steps, times and yields exactly", async () => {
    const token = await signedIn((await makeUser()).id);
    const rates = {
      title: tally(),
      lines: tally(),
      groups: tally(),
      steps: tally(),
      measurements: tally(),
      times: tally(),
      yield: tally(),
      images: tally(),
    };
    const misses: string[] = [];
    for (const expected of PAGE_EXPECTATIONS) {
      const got = await parse(token, expected);
      const { draft } = got;
      const name = "url" in expected.source ? expected.source.url : expected.source.text;
      count(rates.title, draft.title === expected.title);
      const lineText = new Map(got.lines.map((line) => [line.id, line.text]));
      const gotGroups = (draft.ingredientUsageGroups ?? []).map((group) => ({
        title: group.title ?? null,
        lines: (group.ingredientUsages ?? []).map((usage) => lineText.get(usage.id ?? "") ?? ""),
      }));
      const wantLines = expected.ingredientGroups.flatMap((g) =>
        g.lines.map((line) => [g.title, line]),
      );
      const gotLines = gotGroups.flatMap((g) => g.lines.map((line) => [g.title, line]));
      wantLines.forEach((want, i) => {
        const ok = JSON.stringify(gotLines[i]) === JSON.stringify(want);
        count(rates.lines, ok);
        if (!ok)
          misses.push(
            `${name} line ${i}: got ${JSON.stringify(gotLines[i])} want ${JSON.stringify(want)}`,
          );
      });
      count(
        rates.groups,
        JSON.stringify(gotGroups.map((g) => g.title)) ===
          JSON.stringify(expected.ingredientGroups.map((g) => g.title)),
      );
      const stepText = new Map(got.steps.map((step) => [step.id, step.text]));
      const gotSteps = (draft.instructionGroups ?? []).flatMap((group) =>
        (group.instructions ?? []).map((step) => [
          group.title ?? null,
          stepText.get(step.id ?? ""),
        ]),
      );
      const wantSteps = expected.instructionGroups.flatMap((g) =>
        g.steps.map((step) => [g.title, step]),
      );
      wantSteps.forEach((want, i) => {
        const ok = JSON.stringify(gotSteps[i]) === JSON.stringify(want);
        count(rates.steps, ok);
        if (!ok)
          misses.push(
            `${name} step ${i}: got ${JSON.stringify(gotSteps[i])} want ${JSON.stringify(want)}`,
          );
      });
      if (gotLines.length !== wantLines.length)
        misses.push(`${name}: ${gotLines.length} lines, want ${wantLines.length}`);
      if (gotSteps.length !== wantSteps.length)
        misses.push(`${name}: ${gotSteps.length} steps, want ${wantSteps.length}`);
      const measurements = measurementsOf(draft);
      count(
        rates.measurements,
        JSON.stringify(measurements) === JSON.stringify(expected.measurements),
      );
      if (JSON.stringify(measurements) !== JSON.stringify(expected.measurements))
        misses.push(`${name} measurements: ${JSON.stringify(measurements)}`);
      for (const key of ["prepTimeMinutes", "cookTimeMinutes", "customTimeMinutes"] as const) {
        count(rates.times, (draft[key] ?? null) === expected[key]);
        if ((draft[key] ?? null) !== expected[key]) misses.push(`${name} ${key}: ${draft[key]}`);
      }
      for (const key of ["yieldServings", "servingDescription"] as const) {
        count(rates.yield, (draft[key] ?? null) === expected[key]);
        if ((draft[key] ?? null) !== expected[key]) misses.push(`${name} ${key}: ${draft[key]}`);
      }
      const imagesOk = JSON.stringify(draft.imageUrls) === JSON.stringify(expected.imageUrls);
      count(rates.images, imagesOk);
      if (!imagesOk) misses.push(`${name} images: ${JSON.stringify(draft.imageUrls)}`);
    }
    const pct = (t: Tally) => `${((t.hits / t.total) * 100).toFixed(1)}% (${t.hits}/${t.total})`;
    console.log(
      [
        "recipe import on the fixture recipes:",
        ...Object.entries(rates).map(([name, t]) => `  ${name}: ${pct(t)}`),
        ...misses.map((miss) => `  miss: ${miss}`),
      ].join("\n"),
    );
    expect(rates.title.hits).toBe(rates.title.total);
    expect(rates.lines.hits / rates.lines.total).toBeGreaterThanOrEqual(0.95);
    expect(rates.steps.hits / rates.steps.total).toBeGreaterThanOrEqual(0.95);
    // Groups from every markup that carries them, and the dish's picture over the logo.
    expect(rates.groups.hits).toBe(rates.groups.total);
    expect(rates.images.hits).toBe(rates.images.total);
  });
});
