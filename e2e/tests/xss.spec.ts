import { request } from "@playwright/test";
import { openComments } from "../support/comments";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Comments with script tags, event handlers and javascript: links render as inert text.
 * Each payload would set window.__xss or open a dialog if it ran.
 */

const demo = E2E.siteUrl("demo");
const RECIPE = "bakery-style-blueberry-muffins";

test("script tags, event handlers and javascript: links in comments stay inert text", async ({
  page,
  context,
}) => {
  // Sign-in and six posts on a shared, busy machine.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const payloads = [
    `<script>window.__xss = "script"</script> ${stamp}`,
    `<img src="x" onerror="window.__xss = 'img'; alert('img')"> ${stamp}`,
    `<a href="javascript:window.__xss='link'">click me</a> ${stamp}`,
    `javascript:alert('bare') ${stamp}`,
    `<svg onload="window.__xss='svg'"></svg><iframe src="javascript:alert(1)"></iframe> ${stamp}`,
  ];
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  // Any signed-in reader may comment on a public recipe; this address has sign-ins to spare
  // (five links per address and site in 15 minutes).
  await signIn(page, "paid@example.com", demo);
  await page.goto(`${demo}/recipes/${RECIPE}`);
  const comments = page.locator("#comments");
  await openComments(page);
  const box = comments.getByRole("textbox", { name: "Add a comment" });
  for (const payload of payloads) {
    await box.fill(payload);
    await comments.getByRole("button", { name: "Submit" }).click();
    await expect(comments.getByText(payload, { exact: true })).toBeVisible();
    // The box clears once the post is done; typing before that would be wiped.
    await expect(box).toHaveValue("");
  }

  // A client that skips the page: rich text straight to the API, with a javascript: link node.
  const session = (await context.cookies(demo)).find((cookie) => cookie.name === "rp_session");
  expect(session, "the site's session cookie").toBeTruthy();
  const api = await request.newContext();
  const recipe = await api.get(`${E2E.apiUrl}/api/v1/site/demo/recipes/${RECIPE}`);
  const apiRecipeId = ((await recipe.json()) as { recipe: { id: string } }).recipe.id;
  expect(apiRecipeId).toBeTruthy();
  const linkText = `A crafted link ${stamp}`;
  const posted = await api.post(`${E2E.apiUrl}/api/v1/site/demo/comments`, {
    headers: { Authorization: `Bearer ${session?.value}` },
    data: {
      recipeId: apiRecipeId,
      content: {
        type: "document",
        children: [
          {
            type: "paragraph",
            children: [
              {
                type: "link",
                href: "javascript:window.__xss='api-link'",
                children: [{ text: linkText }],
              },
              { text: " <img src=x onerror=\"window.__xss='api-img'\">" },
            ],
          },
        ],
      },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await api.dispose();

  // Reloaded from the server as every other reader gets them.
  await page.reload();
  await openComments(page);
  for (const payload of payloads) {
    await expect(comments.getByText(payload, { exact: true })).toBeVisible();
  }
  const crafted = comments.getByRole("article").filter({ hasText: linkText });
  await expect(crafted).toBeVisible();
  await expect(crafted).toContainText(`onerror="window.__xss='api-img'"`);

  // Give any handler a moment to fire, then look for every sign that something ran.
  await page.mouse.move(0, 0);
  await crafted.click();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(comments.locator("script, img[onerror], svg[onload], iframe")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(crafted.locator("a")).toHaveCount(0);
});
