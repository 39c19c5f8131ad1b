import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A collection's video, saved in the kitchen's collection editor, plays at the bottom of its
 * public page from YouTube's privacy-enhanced host, which the page's CSP lets in (the
 * fixture fails the test on any violation).
 */

const second = E2E.siteUrl("second");
const COLLECTION = "Weekend Bread Projects";
const VIDEO = "dQw4w9WgXcQ";

async function setVideo(page: Page, videoId: string) {
  await page.goto("/kitchen/second/overview");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Collections" })
    .click();
  await page.getByRole("link", { name: COLLECTION }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: COLLECTION })).toBeVisible();
  await page.getByLabel("YouTube video").fill(videoId);
  await page.getByRole("button", { name: "Save collection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Collection saved." })).toBeVisible();
}

test("the video saved in the collection editor shows on the collection's page", async ({
  page,
}) => {
  // A sign-in, two saves in the kitchen and the site's pages in between: a busy machine
  // needs more than the default timeout.
  test.slow();
  // No network here: YouTube's embed answers from the test, which also proves the frame loaded.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>The embedded player</p>" }),
  );
  await signIn(page, "baker@example.com", E2E.platformUrl);
  try {
    // Pasted as its address, as the recipe editor takes it: the id is what is kept.
    await setVideo(page, `https://www.youtube.com/watch?v=${VIDEO}&t=42s`);
    await expect(page.getByLabel("YouTube video")).toHaveValue(VIDEO);

    const response = await page.goto(second);
    expect(await response?.headerValue("Content-Security-Policy")).toContain(
      "frame-src https://www.youtube-nocookie.com",
    );
    await page
      .getByRole("link", { name: new RegExp(COLLECTION) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: COLLECTION })).toBeVisible();
    const frame = page.locator(`iframe[title="${COLLECTION}: video"]`);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${VIDEO}?enablejsapi=1&rel=0&playsinline=1`,
    );
    await expect(
      page.frameLocator(`iframe[title="${COLLECTION}: video"]`).getByText("The embedded player"),
    ).toBeVisible();
  } finally {
    await setVideo(page, "");
  }
  await page.goto(`${second}/collections/weekend-bread-projects`);
  await expect(page.getByRole("heading", { level: 1, name: COLLECTION })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("a new collection is greeted once: not after its first save, nor on a reload", async ({
  page,
}) => {
  test.slow();
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second/collections");
  const title = `Greeted ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const greeting = page.getByText("Collection created. Add recipes and save.");
  await expect(greeting).toBeVisible();
  await expect(page).not.toHaveURL(/created=/);

  await page.getByRole("button", { name: "Save collection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Collection saved." })).toBeVisible();
  await expect(greeting).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(greeting).toBeHidden();

  await page.getByRole("button", { name: "Delete collection" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete collection" }).click();
  await expect(page).toHaveURL(/\/kitchen\/second\/collections(\?|$)/);
});
