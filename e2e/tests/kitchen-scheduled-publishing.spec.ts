import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet } from "../support/site-request";

/**
 * The chef schedules a draft in the kitchen and it appears on the site after its time.
 * The platform's cron fires every minute; the test also fires it while it
 * polls, so it waits for the publish time, not for the next tick.
 *
 * The chef's browser is in New York: the form starts in that zone, takes the time as the
 * clock reads there, and the list says it in that zone.
 */
const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

/** The wall clock in New York at `at`, as a datetime-local value. */
function newYorkClock(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test("the chef schedules a recipe and it appears on the site after its time", async ({ page }) => {
  test.setTimeout(300_000);
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

  // Two to three minutes ahead, on a whole minute (the field has minute precision): time
  // to see the schedule in the editor before it publishes.
  const at = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
  // From the editor's publish dialog to the Scheduled page, with this draft chosen.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: "Schedule it for later instead" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled" })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Schedule a draft" });
  const recipe = form.getByLabel("Recipe", { exact: true });
  await expect(recipe.locator("option:checked")).toHaveText(title);
  await expect(form.getByLabel("Time zone")).toHaveValue(ZONE);
  await form.getByLabel("Publish at").fill(newYorkClock(at));
  // Who gets the e-mail is asked only once the recipe is to be e-mailed.
  const emailIt = form.getByLabel("E-mail this recipe to subscribers when it publishes");
  await expect(form.getByLabel("Send it to")).toHaveCount(0);
  await emailIt.check();
  await expect(form.getByLabel("Send it to")).toHaveValue("everyone");
  await emailIt.uncheck();
  await expect(form.getByLabel("Send it to")).toHaveCount(0);
  await form.getByRole("button", { name: "Schedule" }).click();
  const waiting = page.getByRole("region", { name: "Waiting to publish" });
  await expect(waiting.getByRole("heading", { name: title })).toBeVisible();
  await expect(waiting.getByRole("listitem").filter({ hasText: title })).toContainText(
    /Publishes .+ at \d{1,2}:\d{2} [AP]M, New York time \(E[SD]T\)/,
  );

  // Back in the editor the draft reads as scheduled, and its publish dialog says when.
  await waiting.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".recipe-editor__heading .status-badge").first()).toHaveText(
    "Scheduled",
  );
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText(/It is scheduled to publish on .+ E[SD]T\./);
  await expect(
    page.getByRole("dialog").getByRole("link", { name: "Change the schedule" }),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  // And so does its row in the recipe list.
  await page
    .getByRole("navigation", { name: "Kitchen", exact: true })
    .getByRole("link", { name: "Recipes", exact: true })
    .click();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.locator(".status-badge").first()).toHaveText("Scheduled");
  await expect(row).toContainText(/Publishes .+ E[SD]T/);

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
