import path from "node:path";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A WordPress export whose WP Recipe Maker recipe has comments with star ratings: the import
 * says how many came across, and the kitchen's moderation shows them under their authors'
 * names (imported authors have no account here), a 2-star one among the unhappy reviews.
 */
test("chef imports a WordPress export and its comments and ratings come across", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes/import");
  await page.getByRole("link", { name: "Import a WordPress export" }).click();
  await page
    .getByLabel("WordPress export (.xml)")
    .setInputFiles(
      path.join(
        import.meta.dirname,
        "../../import-fixtures/pages/exports.test/lemon-cake-comments.wordpress.xml",
      ),
    );
  await page.getByRole("button", { name: "Import recipes" }).click();
  await expect(page.getByRole("status")).toHaveText("Done: 1 of 1 recipes.", { timeout: 60_000 });
  // Approved comments only (no pingback, no unapproved one); ratings of 1 to 5 stars.
  await expect(page.getByText("5 comments and 3 ratings came across.")).toBeVisible();

  await page.goto("/kitchen/demo/comments");
  await page.getByRole("link", { name: /Reviews with 1–2 stars/ }).click();
  await expect(page).toHaveURL(/reviews=low/);
  await expect(
    page.getByRole("heading", { name: /^Cleo Dunn on Lemon Drizzle Cake/ }),
  ).toBeVisible();
});
