import { expect, prepareContext, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Subscribing free on the demo site, the two ways a signed-out visitor does it: the recipe
 * page's subscribe box (through /subscribe) and the footer's newsletter form. One test, so
 * the chef signs in once to check both (sign-in allows five links per address in 15 minutes).
 */

const demo = E2E.siteUrl("demo");

test("a signed-out visitor subscribes free from the subscribe box and the footer; the kitchen lists both", async ({
  page,
  browser,
}) => {
  // Two visits, then the chef signing in through the mailbox.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const boxEmail = `box-${stamp}@example.com`;
  const footerEmail = `footer-${stamp}@example.com`;

  await test.step("the recipe page's subscribe box, then /subscribe", async () => {
    await page.goto(`${demo}/recipes/classic-banana-bread`);
    const box = page.getByRole("region", {
      name: "Subscribe to get my new recipes delivered to your inbox",
    });
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeVisible();
    await box.getByLabel("Email address for Maya's Kitchen").fill(boxEmail);
    await box.getByRole("button", { name: "Subscribe" }).click();

    // The box hands the address to /subscribe, where the plan is chosen.
    await expect(page).toHaveURL(`${demo}/subscribe?email=${encodeURIComponent(boxEmail)}`);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(boxEmail);
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
      page.getByText(`Check your ${boxEmail} inbox for a link to log in to your account`),
    ).toBeVisible();
    const mail = await waitForMail(boxEmail, since);
    expect(mail.link).toContain("mgk=");
  });

  await test.step("the footer's newsletter form, which says thanks", async () => {
    await page.goto(`${demo}/`);
    // Before hydration the form falls back to opening /subscribe; this is the script path.
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("region", { name: "Get recipes straight to your inbox!" });
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel("Email address for the newsletter").fill(footerEmail);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(
      footer.getByText("You'll receive our latest recipes and cooking tips soon."),
    ).toBeVisible();
    // Submitted: the newsletter modal must not offer itself again in this browser.
    expect(await page.evaluate(() => localStorage.getItem("hasSubmittedNewsletterForm"))).toBe(
      "true",
    );
  });

  await test.step("the site's owner sees both new free subscribers in the kitchen", async () => {
    const chefContext = await prepareContext(
      await browser.newContext({ baseURL: E2E.platformUrl }),
    );
    const chef = await chefContext.newPage();
    await signIn(chef, "chef@example.com", E2E.platformUrl);
    for (const email of [boxEmail, footerEmail]) {
      await chef.goto(`/kitchen/demo/subscribers?query=${encodeURIComponent(email)}`);
      const row = chef.getByRole("row").filter({ hasText: email });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Free");
    }
    await chefContext.close();
  });
});
