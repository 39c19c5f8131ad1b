import type { Page } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { mailWithSubject, waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Gift a recipe (worker/services/gifts/CONTEXT.md): paid@example.com, a monthly subscriber
 * of demo, gifts a locked recipe from its page; the friend gets the e-mail, signs up from its
 * link and reads the recipe whole; a third person with the same link cannot. The counter goes
 * down, and back up with the month: the API's calendar clock (PUT /api/v1/dev/clock) moves,
 * not the local Stripe's, so paid@example.com's plan is untouched.
 */

const demo = E2E.siteUrl("demo");
const LOCKED = "overnight-cinnamon-rolls";
const SECRETS = ["stand until foamy", "dough hook on low"];
const PAYWALL =
  "This is a premium recipe and is only available to subscribers with full access subscriptions";
const GIFT_LINK = /https?:\/\/[^\s"<>]+\/gift\/[A-Za-z0-9_-]{43}/;

async function setApiClock(at: Date | null) {
  const res = await fetch(`${E2E.apiUrl}/api/v1/dev/clock`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ at: at?.toISOString() ?? null }),
  });
  expect(res.status).toBe(200);
}

async function openGiftDialog(page: Page) {
  await page.goto(`${demo}/recipes/${LOCKED}`);
  await page.getByRole("button", { name: "Gift", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Gift this recipe" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a paid reader gifts a locked recipe; the friend signs up from the e-mail and reads it; a third person cannot", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A month of its own, far from today and from any other run's, so the allowance starts whole.
  const month = 12 * 40 + Math.floor(Math.random() * 12 * 40);
  const start = new Date(Date.UTC(2030 + Math.floor(month / 12), month % 12, 15, 12));
  const nextMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1, 1));
  const friendEmail = `gift-friend-${Date.now()}@example.com`;
  await setApiClock(start);

  try {
    await test.step("the paid reader opens Gift on the locked recipe and sends it", async () => {
      await signIn(page, "paid@example.com", demo);
      const dialog = await openGiftDialog(page);
      await expect(
        dialog.getByText("You have 3 remaining gift recipes to share with friends"),
      ).toBeVisible();
      const send = dialog.getByRole("button", { name: "Send" });
      await expect(send).toBeDisabled();
      await dialog.getByLabel("Friend's email").fill("not-an-address@");
      await expect(send).toBeDisabled();
      await dialog.getByLabel("Friend's email").fill(friendEmail);
      await dialog.getByLabel("Message (optional)").fill("Make these on Sunday!");
      await expect(send).toBeEnabled();
      await send.click();
      await expect(dialog.getByRole("status")).toHaveText(
        `Gift sent to ${friendEmail}. They have 30 days to open it.`,
      );
      // Ready for another friend's address, focus still in the dialog.
      await expect(dialog.getByLabel("Friend's email")).toBeFocused();
      await expect(
        dialog.getByText("You have 2 remaining gift recipes to share with friends"),
      ).toBeVisible();
    });

    let link = "";
    await test.step("the friend gets the e-mail, from the site, without the recipe's text", async () => {
      await expect
        .poll(async () => (await mailWithSubject(friendEmail, "gave you a recipe")).length, {
          timeout: 10_000,
        })
        .toBe(1);
      const [mail] = await mailWithSubject(friendEmail, "gave you a recipe");
      expect(mail?.subject).toMatch(/Cinnamon Rolls/i);
      expect(mail?.text).toContain("Make these on Sunday!");
      for (const secret of SECRETS) expect(`${mail?.html}${mail?.text}`).not.toContain(secret);
      link = GIFT_LINK.exec(mail?.text ?? "")?.[0] ?? "";
      expect(link.startsWith(`${demo}/gift/`)).toBe(true);
    });

    const friend = await (await prepareContext(await browser.newContext())).newPage();
    await test.step("the link shows the gift but no locked text, and is not for search engines", async () => {
      const response = await friend.goto(link);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      await expect(friend.getByRole("heading", { level: 1 })).toHaveText(/gave you a recipe$/);
      await expect(friend.getByRole("heading", { name: /Cinnamon Rolls/i })).toBeVisible();
      const dom = await friend.content();
      for (const secret of SECRETS) expect(dom).not.toContain(secret);
      expect(dom).toContain('<meta name="robots" content="noindex"');
    });

    await test.step("the friend signs up with the prefilled address, unsubscribed, and reads the recipe whole", async () => {
      await expect(friend.getByLabel("Email", { exact: true })).toHaveValue(friendEmail);
      const newsletterBox = friend.getByRole("checkbox", { name: /newsletter/ });
      if (await newsletterBox.count()) await expect(newsletterBox).not.toBeChecked();
      const since = Date.now();
      await friend.getByRole("button", { name: "Sign Up" }).click();
      await expect(friend.getByRole("heading", { name: "Check your email" })).toBeVisible();
      const mail = await waitForMail(friendEmail, since, demo);
      await friend.goto(mail.link as string);
      await expect(friend).toHaveURL(`${demo}/recipes/${LOCKED}`);
      await expect(friend.getByText(SECRETS[0] as string).first()).toBeVisible();
      await expect(friend.getByText(/This recipe was a gift to you/)).toBeVisible();
      await expect(friend.getByRole("region", { name: PAYWALL })).toHaveCount(0);
      // Not subscribed by the gift: the page still invites them to subscribe.
      await expect(
        friend.getByRole("heading", {
          name: "Subscribe to get my new recipes delivered to your inbox",
        }),
      ).toBeVisible();
    });

    await test.step("a third person with the same link gets nothing", async () => {
      const third = await (await prepareContext(await browser.newContext())).newPage();
      const thirdEmail = `gift-third-${Date.now()}@example.com`;
      await signIn(third, thirdEmail, demo);
      await third.goto(link);
      await expect(
        third.getByText(`This gift is for ${friendEmail}, and you're signed in as ${thirdEmail}.`),
      ).toBeVisible();
      await third.goto(`${demo}/recipes/${LOCKED}`);
      await expect(third.getByRole("region", { name: PAYWALL })).toBeVisible();
      const dom = await third.content();
      for (const secret of SECRETS) expect(dom).not.toContain(secret);
      // Signing out from the gift's page comes back to it, which now offers its own address.
      await third.goto(link);
      await third.getByRole("main").getByRole("button", { name: "Sign out" }).click();
      await expect(third).toHaveURL(link);
      await expect(third.getByText(`It's for ${friendEmail}.`)).toBeVisible();
      await third.context().close();
    });
    await friend.context().close();

    await test.step("the allowance is whole again on the 1st of the next month", async () => {
      await setApiClock(nextMonth);
      const dialog = await openGiftDialog(page);
      await expect(
        dialog.getByText("You have 3 remaining gift recipes to share with friends"),
      ).toBeVisible();
    });
  } finally {
    await setApiClock(null);
  }
});
