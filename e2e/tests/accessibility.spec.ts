import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/** axe-core on the pages readers use most: no serious or critical violations. */
const pages = [
  ["home", `${E2E.siteUrl("demo")}/`],
  ["recipe index", `${E2E.siteUrl("demo")}/recipes`],
  ["recipe", `${E2E.siteUrl("demo")}/recipes/garlic-butter-shrimp-linguine`],
  // Its nutrition label is shown (recipe-nutrition.spec.ts checks that it is).
  ["recipe with its nutrition label", `${E2E.siteUrl("demo")}/recipes/shakshuka`],
  ["contributors", `${E2E.siteUrl("demo")}/contributors`],
  ["second site home", `${E2E.siteUrl("second")}/`],
  ["sign-in", `${E2E.siteUrl("demo")}/sign-in`],
] as const;

for (const [name, url] of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(url);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
