import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The kitchen refuses half-made content: an ingredient line left blank stops Publish with a
 * message at the line (the live page would hide it and still count it); once it is removed
 * the recipe publishes, and the page's count is the lines it shows.
 */

test("a blank ingredient line is refused on Publish, and the live count is what is shown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Recipes", exact: true })
    .click();
  await page.getByRole("button", { name: "New recipe" }).click();
  const title = `Half Made Toast ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);

  await page.getByRole("button", { name: "Add ingredient group" }).click();
  const group = page.getByRole("region", { name: /^Ingredient group 1\b/ });
  // A new group comes with one empty line: milk goes there, and the next one is left blank.
  const first = group.getByRole("group", { name: /^Ingredient 1\b/ });
  await first.getByLabel("Amount").fill("2");
  const field = first.getByRole("combobox", { name: "Ingredient" });
  await field.fill("milk");
  await page.getByRole("option", { name: "milk", exact: true }).click();
  await expect(field).toHaveValue("milk");
  // A second line, added and left blank.
  await group.getByRole("button", { name: /^Add ingredient/ }).click();
  const blank = group.getByRole("group", { name: /^Ingredient 2\b/ });
  await expect(blank).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByRole("dialog");
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(publish).toContainText("It could not be published");
  await publish.getByRole("button", { name: /Cancel|Close/ }).click();
  await expect(
    blank.getByText("Choose an ingredient or type its name, or remove this line"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0);

  await blank.getByRole("button", { name: /^Remove/ }).click();
  await expect(group.getByRole("group", { name: /^Ingredient 2\b/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();

  await page.goto(`${E2E.siteUrl("demo")}/recipes/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("1 ingredient", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ingredients" })).toContainText("milk");
});
