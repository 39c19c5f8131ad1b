import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A reader turns a site's e-mails off in the account area. A fresh reader, so
 * the seeded reader@ keeps getting the newsletters other specs send meanwhile.
 */
test("a reader sees which sites mail them and turns one off in the account area", async ({
  page,
}) => {
  const email = `prefs-${Date.now()}@example.com`;
  const api = `${E2E.apiUrl}/api/v1/site/demo`;

  await test.step("the reader signs up in the footer form and confirms by the e-mailed link", async () => {
    const since = Date.now();
    const signup = await fetch(`${api}/newsletter-signups`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(signup.status).toBe(202);
    const link = (await waitForMail(email, since)).link ?? "";
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();
  });

  await signIn(page, email, E2E.platformUrl);
  await page.goto(`${E2E.platformUrl}/subscriptions`);
  const section = page.getByRole("region", { name: "E-mails" });
  await expect(section.getByText("You get newsletters from Maya's Kitchen.")).toBeVisible();
  const toggle = section.getByRole("checkbox", { name: "E-mails from Maya's Kitchen" });
  await expect(toggle).toBeChecked();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/newsletter-preferences") &&
      response.request().method() === "POST",
  );
  await toggle.uncheck();
  expect((await saved).status()).toBe(200);
  await expect(section.getByText("You get no newsletter from any site.")).toBeVisible();
  // The switch kept focus through the save, for the next Tab or Space.
  await expect(toggle).toBeFocused();
  // Saved, not just switched on the page.
  await page.reload();
  await expect(
    section.getByRole("checkbox", { name: "E-mails from Maya's Kitchen" }),
  ).not.toBeChecked();

  // Two switches pressed one after the other: the site's answer, held back here until the
  // replies switch has saved, still says replies are on, and must not redraw that switch.
  let releaseSiteAnswer = () => {};
  const siteAnswerHeld = new Promise<void>((resolve) => {
    releaseSiteAnswer = resolve;
  });
  await page.route("**/api/newsletter-preferences", async (route) => {
    const body = route.request().postData() ?? "";
    if (route.request().method() !== "POST" || !body.includes("subscriptionId")) {
      return route.fallback();
    }
    const answer = await route.fetch();
    await siteAnswerHeld;
    await route.fulfill({ response: answer });
  });
  const siteSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/newsletter-preferences") &&
      response.request().postData()?.includes("subscriptionId") === true,
  );
  const repliesSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/newsletter-preferences") &&
      response.request().postData()?.includes("commentReplies") === true,
  );
  await expect(section.getByText("Replies to your comments are e-mailed to you.")).toBeVisible();
  await section.getByRole("checkbox", { name: "E-mails from Maya's Kitchen" }).check();
  await section.getByRole("checkbox", { name: /replies to my comments/ }).uncheck();
  expect((await repliesSaved).status()).toBe(200);
  releaseSiteAnswer();
  expect((await siteSaved).status()).toBe(200);
  await expect(
    section.getByText(
      "You get newsletters from Maya's Kitchen. Replies to your comments are not e-mailed to you.",
    ),
  ).toBeVisible();
  await expect(section.getByRole("checkbox", { name: /replies to my comments/ })).not.toBeChecked();
  await page.unrouteAll({ behavior: "wait" });

  // Both were saved, not just switched on the page.
  await page.reload();
  await expect(
    section.getByRole("checkbox", { name: "E-mails from Maya's Kitchen" }),
  ).toBeChecked();
  await expect(section.getByRole("checkbox", { name: /replies to my comments/ })).not.toBeChecked();
  await section.getByRole("checkbox", { name: /replies to my comments/ }).check();
  await expect(section.getByText("Replies to your comments are e-mailed to you.")).toBeVisible();
});
