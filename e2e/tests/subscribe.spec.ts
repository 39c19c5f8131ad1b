import { expect, prepareContext, test } from "../support/fixtures";
import { hrefIn, mailCarrying, waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { chooseFreePlan } from "../support/subscribe";

/**
 * Subscribing free on the demo site, the two ways a signed-out visitor does it: the recipe
 * page's subscribe box (through /subscribe) and the footer's newsletter form. Both are
 * double opt-in: each counts only once the link e-mailed to the address is used, and the
 * owner is e-mailed about each then. One test, so the chef signs in once to check both
 * (sign-in allows five links per address in 15 minutes).
 */

const demo = E2E.siteUrl("demo");

test("a signed-out visitor subscribes free from the subscribe box and the footer; each counts only after its e-mailed link", async ({
  page,
  browser,
}) => {
  // Two visits, then the chef signing in through the mailbox.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const boxEmail = `box-${stamp}@example.com`;
  const footerEmail = `footer-${stamp}@example.com`;
  let boxLink = "";
  let footerLink = "";

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
    // The box is a plain GET, so this page may still be hydrating. A pick made before the
    // script runs is kept; one that lands while React hydrates the radios can be put back
    // (the button then still agrees with the radio shown), so pick until the button follows.
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
    await expect(page.getByText("The same link confirms your subscription.")).toBeVisible();
    boxLink = (await waitForMail(boxEmail, since)).link ?? "";
    expect(boxLink).toContain("mgk=");
  });

  await test.step("the footer's newsletter form, which says thanks", async () => {
    await page.goto(`${demo}/`);
    // Before hydration the form falls back to opening /subscribe; this is the script path.
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("region", { name: "Get recipes straight to your inbox!" });
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel("Email address for the newsletter").fill(footerEmail);
    const since = Date.now();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(
      footer.getByText("You'll receive our latest recipes and cooking tips soon."),
    ).toBeVisible();
    await expect(footer.getByText("Check your inbox to confirm.")).toBeVisible();
    // Submitted: the newsletter modal must not offer itself again in this browser.
    expect(await page.evaluate(() => localStorage.getItem("hasSubmittedNewsletterForm"))).toBe(
      "true",
    );
    const mail = await waitForMail(footerEmail, since);
    expect(mail.subject).toBe("Confirm your subscription to Maya's Kitchen");
    footerLink = mail.link ?? "";
    expect(new URL(footerLink).origin).toBe(demo);
  });

  const chefContext = await prepareContext(await browser.newContext({ baseURL: E2E.platformUrl }));
  const chef = await chefContext.newPage();
  const subscriberRow = async (email: string) => {
    await chef.goto(`/kitchen/demo/subscribers?query=${encodeURIComponent(email)}`);
    await expect(chef.getByRole("heading", { level: 1 })).toBeVisible();
    return chef.getByRole("row").filter({ hasText: email });
  };

  await test.step("before the links are used, the kitchen lists neither", async () => {
    await signIn(chef, "chef@example.com", E2E.platformUrl);
    for (const email of [boxEmail, footerEmail]) {
      await expect(await subscriberRow(email)).toHaveCount(0);
    }
  });

  await test.step("each person uses their link", async () => {
    const visitor = await prepareContext(await browser.newContext());
    const tab = await visitor.newPage();
    // The sign-up link of /subscribe signs the new account in and subscribes it.
    await tab.goto(boxLink);
    await expect(tab).toHaveURL(`${demo}/`);
    // The footer's link asks for a click (mail scanners open links, people click).
    await tab.goto(footerLink);
    await tab.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(tab.getByText("Your subscription is confirmed.")).toBeVisible();
    // The button went with the answer: focus is on its heading, which a screen reader reads.
    await expect(tab.getByRole("heading", { level: 1 })).toBeFocused();
    // The link works once.
    await tab.goto(footerLink);
    await tab.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(
      tab.getByText("This confirmation link has expired or was already used."),
    ).toBeVisible();
    await visitor.close();
  });

  await test.step("the site's owner now sees both new free subscribers in the kitchen", async () => {
    for (const email of [boxEmail, footerEmail]) {
      const row = await subscriberRow(email);
      await expect(row).toBeVisible();
      await expect(row).toContainText("Free");
    }
  });

  await test.step("the owner was e-mailed about each, and the e-mail's link finds them", async () => {
    for (const email of [boxEmail, footerEmail]) {
      const subject = `${email} subscribed to Maya's Kitchen for free`;
      const mail = await mailCarrying("chef@example.com", subject, "now has");
      expect(mail.text).toMatch(/Maya's Kitchen now has \d+ paid subscribers? and \d+ free/);
      await chef.goto(hrefIn(mail.html, "See them in your kitchen"));
      await expect(chef.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
      await expect(chef.getByRole("searchbox", { name: "Search by e-mail" })).toHaveValue(email);
      await expect(chef.getByRole("row").filter({ hasText: email })).toContainText("Free");
      // And each was welcomed in the demo creator's words (Settings, "Welcome e-mail").
      await mailCarrying(email, "Welcome to Maya's Kitchen", "Thank you for subscribing!");
    }
    await chefContext.close();
  });
});

test("a free subscription taken from a locked recipe's paywall: the e-mail says so, and its link leads back to the recipe", async ({
  page,
}) => {
  const email = `paywall-${Date.now()}@example.com`;
  const recipe = `${demo}/recipes/overnight-cinnamon-rolls`;
  await page.goto(recipe);
  await page
    .getByRole("region", { name: /^This is a premium recipe/ })
    .getByRole("link", { name: "Subscribe", exact: true })
    .click();
  await expect(page).toHaveURL(`${demo}/subscribe?next=%2Frecipes%2Fovernight-cinnamon-rolls`);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  const submit = await chooseFreePlan(page);
  const since = Date.now();
  await submit.click();
  await expect(
    page.getByRole("heading", { name: "Account creation and subscription successful" }),
  ).toBeVisible();

  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe("Confirm your subscription to Maya's Kitchen");
  await page.goto(mail.link as string);
  await expect(page).toHaveURL(recipe);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
});
