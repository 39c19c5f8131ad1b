import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet } from "../support/site-request";

/**
 * The chef schedules a draft in the kitchen and it appears on the site after its time.
 * The platform's cron fires every minute; the test also fires it while it
 * polls, so it waits for the publish time, not for the next tick.
 */
test("the chef schedules a recipe and it appears on the site after its time", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/recipes");
  await page.getByRole("button", { name: "New recipe" }).click();
  const title = `Scheduled Plum Cake ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Servings").fill("6");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Saved/ })
      .first(),
  ).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();
  const recipePath = `/recipes/${slug}`;

  // One to two minutes ahead, on a whole minute (the field has minute precision, in UTC).
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await page.goto("/kitchen/demo/scheduled");
  const form = page.getByRole("region", { name: "Schedule a draft" });
  await form.getByLabel("Recipe", { exact: true }).selectOption({ label: title });
  await form.getByLabel("Publish at (UTC)").fill(at.toISOString().slice(0, 16));
  await form.getByRole("button", { name: "Schedule" }).click();
  const waiting = page.getByRole("region", { name: "Waiting to publish" });
  await expect(waiting.getByRole("heading", { name: title })).toBeVisible();

  // Not on the site before its time.
  expect((await siteGet("demo", recipePath)).status).toBe(404);

  await expect
    .poll(
      async () => {
        if (Date.now() >= at.getTime()) {
          await fetch(`${E2E.apiUrl}/__scheduled?cron=${encodeURIComponent("* * * * *")}`);
        }
        return (await siteGet("demo", recipePath)).status;
      },
      { timeout: 200_000, intervals: [2_000] },
    )
    .toBe(200);
  await page.goto(`${E2E.siteUrl("demo")}${recipePath}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Gone from the kitchen's list once published.
  await page.goto(`${E2E.platformUrl}/kitchen/demo/scheduled`);
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled" })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});
