import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * The chef comps a free reader on /kitchen/demo/subscribers: confirmed, logged
 * with who did it on the reader's row, and the reader then reads a subscriber-only recipe,
 * until the chef ends the access early.
 */

const demo = E2E.siteUrl("demo");
const LOCKED = "overnight-cinnamon-rolls";
const SECRET = "stand until foamy";

test("the chef comps a free reader, who then reads a locked recipe in full until it ends", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `comped-${Date.now()}@example.com`;
  const readerContext = await prepareContext(await browser.newContext());
  const reader = await readerContext.newPage();

  await test.step("a visitor subscribes free and signs in: the recipe is locked", async () => {
    await subscribeFreeAndSignIn(reader, demo, email);
    await reader.goto(`${demo}/recipes/${LOCKED}`);
    await expect(reader.getByRole("link", { name: "Upgrade to Full Access" })).toBeVisible();
  });

  await test.step("the chef gives 30 days of free paid access, confirmed", async () => {
    await signIn(page, "chef@example.com", E2E.platformUrl);
    await page.goto(`/kitchen/demo/subscribers?query=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: `Manage ${email}` }).click();
    const panel = page.getByRole("region", { name: `Manage ${email}` });
    await expect(panel).toBeVisible();
    // The panel sits above the list: focus takes the person there.
    await expect(panel.getByRole("heading", { name: `Manage ${email}` })).toBeFocused();
    await panel.getByLabel("Days").fill("30");
    await panel.getByRole("button", { name: "Give free access" }).click();
    // Not confirmed: the browser refuses the form (the box is required), nothing is sent.
    await expect(page.getByRole("status").filter({ hasText: "free paid access" })).toHaveCount(0);
    await panel.getByLabel("Give this reader paid access at no charge").check();
    await panel.getByRole("button", { name: "Give free access" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${email}: 30 days of free paid access` }),
    ).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("by chef@example.com");
    await expect(row.getByRole("cell", { name: /Free, with paid access$/ })).toBeVisible();
    await expect(row).toContainText("Paid access given until");
  });

  await test.step("the reader reads the locked recipe in full", async () => {
    await reader.goto(`${demo}/recipes/${LOCKED}`);
    await expect(reader.getByText(SECRET)).toBeVisible();
  });

  await test.step("the reader's account says so, and offers no upgrade meanwhile", async () => {
    await signIn(reader, email, E2E.platformUrl);
    await reader.goto(`${E2E.platformUrl}/subscriptions`);
    const card = reader.getByRole("article", { name: "Maya's Kitchen" });
    await expect(card).toContainText("Maya's Kitchen gave you paid access until");
    await expect(card.getByRole("button", { name: /Upgrade to paid/ })).toHaveCount(0);
  });

  await test.step("the chef ends the free access early: the recipe locks again", async () => {
    const panel = page.getByRole("region", { name: `Manage ${email}` });
    await panel.getByLabel("End the access you gave this reader now").check();
    await panel.getByRole("button", { name: "End free access" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${email}: Free paid access ended` }),
    ).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row.getByRole("cell", { name: /^Free$/ })).toBeVisible();
    await expect(panel.getByRole("button", { name: "End free access" })).toHaveCount(0);
    await reader.goto(`${demo}/recipes/${LOCKED}`);
    await expect(reader.getByRole("link", { name: "Upgrade to Full Access" })).toBeVisible();
    await expect(reader.getByText(SECRET)).toHaveCount(0);

    // Close hands focus back to the row's Manage link.
    await panel.getByRole("link", { name: "Close" }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Manage ${email}` })).toBeFocused();
  });
  await readerContext.close();
});

test("the subscribers' filters: one match reads so, and Clear filters empties the fields too", async ({
  page,
}) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Subscribers" });
  await filters.getByLabel("Search by e-mail").fill("paid@example.com");
  await filters.getByLabel("Plan").selectOption("monthly");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("1 subscriber matches.")).toBeVisible();

  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/kitchen\/demo\/subscribers$/);
  await expect(filters.getByLabel("Search by e-mail")).toHaveValue("");
  await expect(filters.getByLabel("Plan")).toHaveValue("");
  // The link went with the filters: focus is on the search field, not the page's start.
  await expect(filters.getByLabel("Search by e-mail")).toBeFocused();
});
