import type { Page } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { launchUnpinnedChromium, setWindowState } from "../support/unpinned-chromium";

/**
 * Cook mode on a phone: from the site's home to a recipe, scaled, then walked step by step in
 * cook mode with its scaled ingredient lines and a running step timer, back at the same step
 * after a reload, with the screen kept on (and that lock taken again when the page comes back
 * from the background). A paywalled preview has no Cook button.
 */

const demo = E2E.siteUrl("demo");
const RECIPE = "Garlic Butter Shrimp Linguine";
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });

/**
 * Records every screen wake lock the page is granted, by wrapping navigator.wakeLock.request
 * from an init script: the product itself exposes nothing for tests.
 */
function observeWakeLocks() {
  const granted: WakeLockSentinel[] = [];
  Object.assign(window, { grantedWakeLocks: granted });
  const wakeLock = navigator.wakeLock;
  if (!wakeLock) return;
  const request = wakeLock.request.bind(wakeLock);
  wakeLock.request = async (type) => {
    const sentinel = await request(type);
    granted.push(sentinel);
    return sentinel;
  };
}

const wakeLocks = (page: Page) =>
  page.evaluate(() => {
    const granted = (window as unknown as { grantedWakeLocks: WakeLockSentinel[] })
      .grantedWakeLocks;
    return { granted: granted.length, held: granted.filter((lock) => !lock.released).length };
  });

/** A sideways finger swipe across `box`'s middle, through real touch events. */
async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  to: "left" | "right",
) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const [from, end] =
    to === "left" ? [box.x + box.width - 40, box.x + 40] : [box.x + 40, box.x + box.width - 40];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (const share of [0.25, 0.5, 0.75, 1]) {
    const x = from + (end - from) * share;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x, y: y + 4 * share }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function openRecipeFromHome(page: Page) {
  await page.goto(`${demo}/`);
  await page
    .getByRole("link", { name: new RegExp(RECIPE) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: RECIPE })).toBeVisible();
}

test("cook mode walks the recipe at its scale, runs a step's timer and keeps the place", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // This browser refuses to keep the screen on: cook mode says so, once.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "screen-wake-lock" },
    setting: "denied",
    origin: demo,
    browserContextId: targetInfo.browserContextId,
  });
  // (The session stays attached: Chromium drops a session's permission overrides with it.)

  await openRecipeFromHome(page);
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  const linguine = ingredients.getByRole("listitem").filter({ hasText: "linguine" });
  const single = (await linguine.textContent())?.trim() ?? "";
  await page.getByRole("radio", { name: /^2×/ }).check();
  await expect(linguine).not.toHaveText(single);
  const doubled = (await linguine.textContent())?.trim() ?? "";
  const shrimpDoubled = await ingredients
    .getByRole("listitem")
    .filter({ hasText: "shrimp" })
    .locator(".ingredient__amount")
    .textContent();

  const cook = page.getByRole("button", { name: "Cook", exact: true });
  await cook.click();
  const dialog = page.getByRole("dialog", { name: `Cook mode: ${RECIPE}` });
  await expect(dialog).toBeVisible();
  // Full screen at phone size, and modal.
  expect(await dialog.boundingBox()).toMatchObject({
    x: 0,
    y: 0,
    width: PHONE.width,
    height: PHONE.height,
  });
  await expect(dialog).toHaveAttribute("aria-modal", "true");

  // The visible count (the live region says the same, for screen readers).
  const count = dialog.getByRole("paragraph").filter({ hasText: /^Step \d+ of 6$/ });
  const stepRegion = (n: number) => dialog.getByRole("region", { name: `Step ${n} of 6` });
  const forThisStep = dialog.getByRole("region", { name: /For this step/ });
  await expect(count).toHaveText("Step 1 of 6");
  await expect(stepRegion(1)).toBeFocused();
  await expect(stepRegion(1)).toContainText("Bring a large pot of generously salted water");
  // The step's lines at the page's scale: the doubled linguine, not the recipe's 1×.
  await expect(forThisStep).toContainText("2×");
  await expect(forThisStep.getByRole("listitem")).toHaveCount(1);
  await expect(forThisStep.getByRole("listitem")).toHaveText(doubled);
  await expect(dialog.getByText(/didn't let us keep the screen on/)).toHaveCount(1);

  // The step's timer, the page's own: start it and watch it count.
  await dialog.getByRole("button", { name: /Start timer/ }).click();
  const countdown = dialog.getByRole("timer", { name: "Time left for step 1" });
  await expect(countdown).toBeVisible();
  const started = await countdown.textContent();
  await expect(countdown).not.toHaveText(started ?? "");

  // Keys: the arrow on, focus and the live region follow.
  await stepRegion(1).focus();
  await page.keyboard.press("ArrowRight");
  await expect(count).toHaveText("Step 2 of 6");
  await expect(stepRegion(2)).toBeFocused();
  await expect(dialog.getByRole("status").filter({ hasText: "Step 2 of 6" })).toHaveCount(1);
  await expect(forThisStep.getByRole("listitem").first()).toContainText(`${shrimpDoubled} shrimp`);
  // The timer runs on while the reader has moved on; its step is one tap away.
  await expect(dialog.getByRole("button", { name: /step 1$/ })).toBeVisible();

  await page.keyboard.press("Space");
  await expect(count).toHaveText("Step 3 of 6");
  await page.keyboard.press("Shift+Space");
  await expect(count).toHaveText("Step 2 of 6");
  await page.keyboard.press("ArrowLeft");
  await expect(count).toHaveText("Step 1 of 6");
  await expect(countdown).toBeVisible();

  // The large buttons, and a swipe.
  await dialog.getByRole("button", { name: "Next step" }).click();
  await dialog.getByRole("button", { name: "Next step" }).click();
  await expect(count).toHaveText("Step 3 of 6");
  await expect(stepRegion(3)).toBeFocused();
  await dialog.getByRole("button", { name: "Previous step" }).click();
  await expect(count).toHaveText("Step 2 of 6");
  const box = await stepRegion(2).boundingBox();
  if (!box) throw new Error("The step has no box");
  await swipe(page, box, "left");
  await expect(count).toHaveText("Step 3 of 6");
  await swipe(page, box, "left");
  await expect(count).toHaveText("Step 4 of 6");
  await swipe(page, box, "right");
  await expect(count).toHaveText("Step 3 of 6");
  // Still said once, however many steps later.
  await expect(dialog.getByText(/didn't let us keep the screen on/)).toHaveCount(1);

  // A reload (a phone dropping the tab) comes back in cook mode, on the same step, at the
  // same scale (the page alone would start again at 1×).
  const stepText = (await stepRegion(3).locator(".cook-mode__text").textContent()) ?? "";
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(count).toHaveText("Step 3 of 6");
  await expect(stepRegion(3).locator(".cook-mode__text")).toHaveText(stepText);
  await expect(stepRegion(3)).toBeFocused();
  // Tab goes round inside: from the last control back to the first, never out of the dialog.
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(
      true,
    );
  }

  // Escape leaves, focus goes back to the Cook button, and the place stays for next time.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cook).toBeFocused();
  await expect(page.getByRole("radio", { name: /^2×/ })).toBeChecked();
  await page.reload();
  await expect(cook).toBeVisible();
  await expect(dialog).toBeHidden();
  await cook.click();
  await expect(count).toHaveText("Step 3 of 6");

  // Done, on the last step, forgets the place: the next time begins at step 1.
  await dialog.getByRole("button", { name: "Next step" }).click();
  await dialog.getByRole("button", { name: "Next step" }).click();
  await dialog.getByRole("button", { name: "Next step" }).click();
  await expect(count).toHaveText("Step 6 of 6");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(cook).toBeFocused();
  await cook.click();
  await expect(count).toHaveText("Step 1 of 6");
});

test("cook mode holds a screen wake lock, and takes it again when the page is shown again", async () => {
  test.setTimeout(180_000);
  const chromium = await launchUnpinnedChromium(PHONE);
  try {
    const context = await prepareContext(chromium.context);
    await context.grantPermissions(["screen-wake-lock"], { origin: demo });
    await context.addInitScript(observeWakeLocks);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${demo}/`);
    await page
      .getByRole("link", { name: new RegExp(RECIPE) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: RECIPE })).toBeVisible();
    expect(await wakeLocks(page)).toEqual({ granted: 0, held: 0 });

    await page.getByRole("button", { name: "Cook", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Cook mode: ${RECIPE}` });
    await expect(dialog).toBeVisible();
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 1, held: 1 });
    await expect(dialog.getByText(/keep the screen on/)).toHaveCount(0);

    // Hidden (the window minimized): the browser lets go of the lock.
    await setWindowState(page, "minimized");
    await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe("hidden");
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 1, held: 0 });

    // Shown again: cook mode asks again, and holds the screen on.
    await setWindowState(page, "normal");
    await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe("visible");
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 2, held: 1 });

    // Leaving cook mode lets the screen sleep again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => wakeLocks(page)).toEqual({ granted: 2, held: 0 });
  } finally {
    await chromium.close();
  }
});

test("a paywalled recipe offers no Cook button to a reader who cannot read it", async ({
  page,
}) => {
  await page.goto(`${demo}/recipes/overnight-cinnamon-rolls`);
  await expect(page.getByRole("heading", { level: 1, name: /Cinnamon Rolls/i })).toBeVisible();
  await expect(
    page.getByRole("region", {
      name: "This is a premium recipe and is only available to subscribers with full access subscriptions",
    }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Cook", exact: true })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A public recipe of the same site does offer it (the check above is not vacuous).
  await page.goto(`${demo}/recipes/garlic-butter-shrimp-linguine`);
  await expect(page.getByRole("button", { name: "Cook", exact: true })).toBeVisible();
});
