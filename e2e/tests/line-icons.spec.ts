import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/**
 * The line icons are symbols of one SVG file (components/icons/line-icons.svg), not path
 * data in the script: every icon on a recipe page names a symbol the file has, and draws.
 */
const RECIPE = `${E2E.siteUrl("demo")}/recipes/garlic-butter-shrimp-linguine`;

test("every line icon on a recipe page draws from the icon file", async ({ page }) => {
  await page.goto(RECIPE);
  const hrefs = await page
    .locator("svg use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
  // The header's search and menu, the print and share buttons, the footer's social links…
  expect(hrefs.length).toBeGreaterThan(5);
  const files = new Set(hrefs.map((href) => href.split("#")[0]));
  expect(files.size).toBe(1);
  const [file] = [...files];
  // From the page: Node does not resolve *.localhost, Chromium does.
  const response = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return {
      status: answer.status,
      type: answer.headers.get("content-type"),
      text: await answer.text(),
    };
  }, file ?? "");
  expect(response.status).toBe(200);
  expect(response.type).toContain("image/svg+xml");
  const sprite = response.text;
  for (const href of new Set(hrefs)) {
    expect(sprite, href).toContain(`<symbol id="${href.split("#")[1]}"`);
  }
  // Drawn: each icon's shapes take up room once the file has arrived.
  await expect
    .poll(() =>
      page
        .locator("svg use")
        .evaluateAll(
          (uses) =>
            uses.filter(
              (use) => use.checkVisibility() && (use as SVGUseElement).getBBox().width === 0,
            ).length,
        ),
    )
    .toBe(0);
});
