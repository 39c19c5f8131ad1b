import { expect, type Page } from "@playwright/test";

/**
 * Scrolls a recipe page to its comments and waits for them to load. The comments' code is
 * fetched only as a reader nears them (components/recipe/DeferredComments.tsx), and the
 * loaded section replaces the placeholder element, so the scroll is done in the page by id
 * rather than through a locator that could be holding the replaced element.
 */
export async function openComments(page: Page) {
  await page.evaluate(() => document.getElementById("comments")?.scrollIntoView());
  const comments = page.locator("#comments");
  await expect(comments.getByText("Loading comments…")).toHaveCount(0);
  await expect(comments).not.toHaveAttribute("aria-busy", "true");
  return comments;
}
