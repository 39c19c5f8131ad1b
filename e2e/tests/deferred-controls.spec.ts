import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/**
 * Controls whose code loads on first use (the recipe page's script budget,
 * docs/architecture.md §8) behave as when it came with the page: the share menu's keyboard and
 * outside-click closing, the step timer's focus hand-over, each fetched from this origin under the page's CSP.
 */

const demo = E2E.siteUrl("demo");
const RECIPE = "garlic-butter-shrimp-linguine";

test("the share menu opens on the keyboard, Escape closes it and focus returns", async ({
  page,
}) => {
  await page.goto(`${demo}/recipes/${RECIPE}`);
  const share = page.locator("details.share-menu");
  const trigger = share.locator("summary");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(share).toHaveJSProperty("open", true);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeFocused();

  // The menu's behaviour arrives as its own chunk; Escape waits for nothing else.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(share).toHaveJSProperty("open", false, { timeout: 200 });
  }).toPass();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(share).toHaveJSProperty("open", true);
  await page.getByRole("heading", { level: 1 }).click();
  await expect(share).toHaveJSProperty("open", false);
});

test("starting a step timer moves focus to its Pause button, closing it back to Start", async ({
  page,
}) => {
  await page.goto(`${demo}/recipes/${RECIPE}`);
  const start = page.getByRole("button", { name: /Start timer/ }).first();
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("timer").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();

  await page.getByRole("button", { name: "Close timer" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Start timer/ }).first()).toBeFocused();
});

test("Save, signed out, opens the sign-in prompt; Escape closes it and focus returns", async ({
  page,
}) => {
  await page.goto(`${demo}/recipes/${RECIPE}`);
  const save = page.getByRole("button", { name: "Save", exact: true }).first();
  await save.click();
  const prompt = page.getByRole("dialog", { name: "Save this recipe" });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "Create Account" })).toHaveAttribute(
    "href",
    `/sign-up?next=%2Frecipes%2F${RECIPE}`,
  );
  await page.keyboard.press("Escape");
  await expect(prompt).toBeHidden();
  await expect(save).toBeFocused();
  // Once fetched it stays: a second press opens it again at once.
  await save.click();
  await expect(prompt).toBeVisible();
});

test("the recipe page hydrates without a React error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${demo}/recipes/${RECIPE}`);
  // Late hydration of a boundary (React error 421) lands after the first commit: let the
  // page finish what it loads by itself first.
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("the recipe page loads none of the code it defers until a reader uses it", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${demo}/recipes/${RECIPE}`);
  await page.waitForLoadState("networkidle");
  // The toast's body, the running timer (and what counts it), the share menu's closing
  // behaviour, the signed-out Save prompt: each loads on use.
  const deferred = /ToastItem|running-timer|share-menu-behaviour|SignInPrompt/;
  expect(scripts.filter((path) => deferred.test(path))).toEqual([]);

  await page.locator("details.share-menu summary").hover();
  await expect.poll(() => scripts.some((path) => /share-menu-behaviour/.test(path))).toBe(true);
});
