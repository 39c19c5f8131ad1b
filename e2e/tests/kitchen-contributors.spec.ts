import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Contributors are managed in the kitchen: on a site that had none, a creator adds one with
 * a photo and links on the Contributors page, adds another from inside the recipe editor,
 * credits both on a recipe, and the recipe page names them (and its JSON-LD links them);
 * a reader follows a name to the site's Contributors page.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function recipeAuthors(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const recipe = texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item["@type"] === "Recipe");
  expect(recipe, "Recipe JSON-LD").toBeTruthy();
  const author = recipe?.author;
  return (Array.isArray(author) ? author : [author]) as Record<string, unknown>[];
}

test("a creator adds contributors on their page and in the recipe editor, and the recipe credits them", async ({
  page,
}) => {
  // Two contributors with a photo and links, a recipe written, credited and published.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const ana = `Ana Ruiz ${stamp}`;
  const ola = `Ola Berg ${stamp}`;

  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Contributors" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();

  await page.getByRole("link", { name: "Add a contributor" }).click();
  await page.getByLabel("Name").fill(ana);
  await page.getByLabel("Short bio").fill("Tests every loaf twice before it goes live.");
  await page.getByLabel("Upload photo").setInputFiles({
    name: "ana.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByRole("img", { name: "Current photo" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Add a link" }).click();
  await page.getByLabel("Link 1", { exact: true }).fill("https://ana.example.com");
  await page.getByRole("button", { name: "Add a link" }).click();
  await page.getByLabel("Link 2", { exact: true }).fill("https://www.instagram.com/ana.bakes");
  await page.getByRole("button", { name: "Add contributor" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved ${ana}.` })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: ana });
  // The photo is decorative beside the name (alt=""), so it has no img role.
  await expect(row.locator("img.contributor-row__photo")).toHaveCount(1);
  await expect(row).toContainText("0 recipes");

  // A new recipe credits Ana from the picker and adds Ola without leaving the editor.
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Recipes" })
    .click();
  await page.getByRole("button", { name: "New recipe" }).click();
  const title = `Rye crispbread ${stamp}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("combobox", { name: "Credit a contributor" }).fill(ana.slice(0, 8));
  await page.getByRole("option", { name: ana }).click();
  await page.getByRole("button", { name: "Add a new contributor" }).click();
  const dialog = page.getByRole("dialog", { name: "New contributor" });
  await dialog.getByLabel("Name").fill(ola);
  await dialog.getByRole("button", { name: "Add and credit" }).click();
  await expect(dialog).toBeHidden();
  const credited = page.getByRole("list", { name: "Credited contributors" });
  await expect(credited.getByRole("listitem")).toHaveText([new RegExp(ana), new RegExp(ola)]);

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();

  await page.goto(`${E2E.siteUrl("second")}/recipes/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`With ${ana} and ${ola}`)).toBeVisible();
  const authors = await recipeAuthors(page);
  expect(authors).toContainEqual({
    "@type": "Person",
    name: ana,
    url: expect.stringMatching(/\/contributors#contributor-[0-9a-f-]{36}$/),
    sameAs: ["https://ana.example.com", "https://www.instagram.com/ana.bakes"],
  });
  expect(authors).toContainEqual(expect.objectContaining({ "@type": "Person", name: ola }));

  // A reader follows Ana's name to who she is: her photo, bio, pages and this recipe.
  await page.locator(".recipe-header__byline").getByRole("link", { name: ana }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
  const entry = page.getByRole("article", { name: ana });
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText("Tests every loaf twice before it goes live.");
  await expect(entry.locator("img.contributor__photo")).toHaveCount(1);
  await expect(entry.getByRole("link", { name: /instagram\.com\/ana\.bakes/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/ana.bakes",
  );
  await entry.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Both are on the Contributors page now, credited once; deleting them ends the credit.
  await page.goto("/kitchen/second/contributors");
  for (const name of [ana, ola]) {
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("1 recipe");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete contributor" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Deleted ${name}.` })).toBeVisible();
  }
  await page.goto(`${E2E.siteUrl("second")}/recipes/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`With ${ana}`)).toHaveCount(0);
});
