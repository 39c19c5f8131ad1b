import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Removing parts of a recipe in the editor: an item, an empty group at once, a group with
 * something in it only after a question. Focus never drops to the page: it goes to the
 * nearest Add button, where a keyboard author would carry on.
 */
test("removing lines and groups asks when it should and keeps focus on an Add button", async ({
  page,
}) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes");
  await page.getByRole("button", { name: "New recipe" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add ingredient group" }).click();
  // The new group's title takes focus once it has rendered; a key pressed before that is lost.
  await expect(page.getByRole("textbox", { name: "Group title" })).toBeFocused();
  await page.keyboard.type("Dough");
  const group = page.getByRole("region", { name: /^Ingredient group 1 \(Dough\)/ });
  const addLine = group.getByRole("button", { name: /^Add ingredient/ });
  // A new group starts with one empty line.
  await expect(group.getByRole("group", { name: /^Ingredient \d/ })).toHaveCount(1);
  // Straight from typing a preparation: its toolbar folds away only after the press.
  await group.getByRole("textbox", { name: "Preparation" }).first().click();
  await page.keyboard.type("softened");
  await addLine.click();
  await expect(group.getByRole("group", { name: /^Ingredient \d/ })).toHaveCount(2);

  await group.getByRole("button", { name: /^Remove Ingredient 2\b/ }).click();
  await expect(group.getByRole("group", { name: /^Ingredient \d/ })).toHaveCount(1);
  await expect(addLine).toBeFocused();

  // A titled group is asked about, and says what goes with it.
  await group.getByRole("button", { name: "Remove Ingredient group 1 (Dough)" }).click();
  const question = page.getByRole("dialog", { name: "Remove Ingredient group 1 (Dough)?" });
  await expect(question).toContainText("Its ingredient line goes with it.");
  await question.getByRole("button", { name: "Remove group" }).click();
  await expect(group).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add ingredient group" })).toBeFocused();

  // An empty group goes at once.
  await page.getByRole("button", { name: "Add step group" }).click();
  const steps = page.getByRole("region", { name: /^Step group 1\b/ });
  await steps.getByRole("button", { name: "Remove Step group 1" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(steps).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add step group" })).toBeFocused();
});
