import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/** Subscribing free from the recipe page's subscribe box, and the footer's newsletter form. */

const demo = E2E.siteUrl("demo");

test("a signed-out visitor subscribes free from the subscribe box; the kitchen lists them", async ({
  page,
  browser,
}) => {
  // A visitor, then the chef signing in through the mailbox.
  test.setTimeout(120_000);
  const email = `box-${Date.now()}@example.com`;
  await page.goto(`${demo}/recipes/classic-banana-bread`);
  const box = page.getByRole("region", {
    name: "Subscribe to get my new recipes delivered to your inbox",
  });
  await box.scrollIntoViewIfNeeded();
  await expect(box).toBeVisible();
  await box.getByLabel("Email address for Maya's Kitchen").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();

  // The box hands the address to /subscribe, where the plan is chosen.
  await expect(page).toHaveURL(`${demo}/subscribe?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByRole("group", { name: "Choose your subscription" })).toBeVisible();
  // The plan is React state: a choice made before the page hydrates is reset, so choose
  // until the button follows it (its label is 'Continue to payment' for the paid default).
  const main = page.getByRole("main");
  const submit = main.getByRole("button", { name: "Subscribe", exact: true });
  await expect(async () => {
    await main.getByRole("radio", { name: /^Free/ }).check();
    await expect(submit).toBeEnabled({ timeout: 1000 });
  }).toPass();
  const since = Date.now();
  await submit.click();

  await expect(page).toHaveURL(/\/subscribe\/success\?email=/);
  await expect(
    page.getByRole("heading", { name: "Account creation and subscription successful" }),
  ).toBeVisible();
  await expect(
    page.getByText(`Check your ${email} inbox for a link to log in to your account`),
  ).toBeVisible();
  const mail = await waitForMail(email, since);
  expect(mail.link).toContain("mgk=");

  // The site's owner sees the new free subscriber in the kitchen.
  const chefContext = await browser.newContext({ baseURL: E2E.platformUrl });
  const chef = await chefContext.newPage();
  await signIn(chef, "chef@example.com", E2E.platformUrl);
  await chef.goto(`/kitchen/demo/subscribers?query=${encodeURIComponent(email)}`);
  const row = chef.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Free");
  await chefContext.close();
});

test("the footer's newsletter form really subscribes the address, and says thanks", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `footer-${Date.now()}@example.com`;
  await page.goto(`${demo}/`);
  // Before hydration the form falls back to opening /subscribe; this test is about the script path.
  await page.waitForLoadState("networkidle");
  const footer = page.getByRole("region", { name: "Get recipes straight to your inbox!" });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel("Email address for the newsletter").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Thanks for subscribing!")).toBeVisible();
  await expect(
    footer.getByText("You'll receive our latest recipes and cooking tips soon."),
  ).toBeVisible();
  // Submitted: the modal must not offer itself again in this browser.
  expect(await page.evaluate(() => localStorage.getItem("hasSubmittedNewsletterForm"))).toBe(
    "true",
  );

  const chefContext = await browser.newContext({ baseURL: E2E.platformUrl });
  const chef = await chefContext.newPage();
  await signIn(chef, "chef@example.com", E2E.platformUrl);
  await chef.goto(`/kitchen/demo/subscribers?query=${encodeURIComponent(email)}`);
  await expect(chef.getByRole("row").filter({ hasText: email })).toBeVisible();
  await chefContext.close();
});
