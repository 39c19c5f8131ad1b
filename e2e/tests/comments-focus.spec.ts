import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";

/**
 * The comments' code arrives only as a reader nears them, and the loaded section takes the
 * placeholder's place. A keyboard reader already on the placeholder's 'Sign in to comment'
 * link must still be on it afterwards, not thrown back to the top of the page.
 */
test("focus on the comments' sign-in link survives their code arriving", async ({ page }) => {
  let release: () => void = () => {};
  const sectionHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/CommentsSection-*.js", async (route) => {
    await sectionHeld;
    await route.continue();
  });

  await page.goto(`${E2E.siteUrl("demo")}/recipes/shakshuka`);
  const comments = page.locator("#comments");
  await expect(comments.getByText("Loading comments…")).toBeVisible();
  // Near the comments: the held download starts; the reader tabs onto the link meanwhile.
  await page.evaluate(() => document.getElementById("comments")?.scrollIntoView());
  const signInLink = page.locator("#comments .comments__sign-in a");
  await signInLink.focus();
  await expect(signInLink).toBeFocused();

  release();
  await expect(comments).not.toHaveAttribute("aria-busy", "true");
  await expect(comments.getByText("Loading comments…")).toHaveCount(0);
  await expect(page.locator("#comments .comments__sign-in a")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sign-in\?/);
});
