import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The paywall as a free subscriber sees it in the browser (docs/spec/visitor-experience.md §4
 * "Paywall").
 */

const demo = E2E.siteUrl("demo");
// Words that appear only in the locked recipe's steps and notes.
const SECRETS = ["stand until foamy", "dough hook on low", "freeze well for a month"];

test("reader@example.com (free) gets the clipped, faded preview and 'Upgrade to Full Access'", async ({
  page,
}) => {
  await signIn(page, "reader@example.com", demo);
  await page.goto(`${demo}/recipes/overnight-cinnamon-rolls`);
  await expect(page.getByRole("heading", { level: 1, name: /Cinnamon Rolls/i })).toBeVisible();

  const offer = page.getByRole("region", {
    name: "This is a premium recipe and is only available to subscribers with full access subscriptions",
  });
  await expect(offer).toBeVisible();
  const upgrade = offer.getByRole("link", { name: "Upgrade to Full Access" });
  await expect(upgrade).toBeVisible();
  // The subscribe page remembers the recipe, so Checkout's success page leads back to it.
  await expect(upgrade).toHaveAttribute(
    "href",
    "/subscribe?next=%2Frecipes%2Fovernight-cinnamon-rolls",
  );
  await expect(offer.getByRole("link", { name: "Subscribe", exact: true })).toHaveCount(0);

  // Clipped to the first 380px, with a 72px fade over its foot.
  const preview = page.locator(".recipe-locked");
  await expect(preview).toBeVisible();
  const clip = await preview.evaluate((element) => {
    const style = getComputedStyle(element);
    const fade = getComputedStyle(element, "::after");
    return {
      height: element.getBoundingClientRect().height,
      overflow: style.overflowY,
      fadeHeight: fade.height,
      fadeImage: fade.backgroundImage,
    };
  });
  expect(clip.height).toBeLessThanOrEqual(380);
  expect(clip.overflow).toBe("hidden");
  expect(clip.fadeHeight).toBe("72px");
  expect(clip.fadeImage).toContain("linear-gradient");

  // No step, no note, no newsletter block; and nothing of them anywhere in the DOM.
  await expect(page.getByRole("heading", { name: /^Instructions|^Directions/ })).toHaveCount(0);
  await expect(page.locator(".recipe-notes")).toHaveCount(0);
  await expect(
    page.getByText("Upgrade your subscription to get access to all recipes"),
  ).toHaveCount(0);
  const dom = await page.content();
  for (const secret of SECRETS) expect(dom).not.toContain(secret);
});
