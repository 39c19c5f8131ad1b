import type { Page } from "@playwright/test";
import { openComments } from "../support/comments";
import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { hrefIn, mailCarrying, mailWithSubject } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * The owner of the second demo site and the e-mails their subscribers bring. In Settings they
 * write a welcome e-mail, which each new subscriber gets, and a paid one, whose test they get
 * (payments-checkout.spec walks the demo site's to its payers). On the Subscribers page they choose
 * which e-mails about subscribers they get: with the free one off, a new free reader is not
 * mailed to them; back on, the next one is, and its link opens the page with that reader
 * found; gathered into one e-mail a day, the next one waits for the day's e-mail
 * (notice-digests.test.ts sends it). The comment e-mail's switch stays on throughout: the two
 * are apart.
 *
 * The second site's owner, so the demo site's e-mails other specs read are never switched
 * off; and a readers' spec, so no kitchen spec saves the second site's settings at the same
 * time (each save posts the whole form).
 */

const second = E2E.siteUrl("second");
const FREE = "a reader subscribes for free";
const PAID = "a paid plan starts or is cancelled";

// The owner's browser is in UTC, whatever the machine's zone: the daily e-mail's hour says it.
test.use({ timezoneId: "UTC" });

test("the owner writes a welcome e-mail, and switches off e-mails about free subscribers, and on again", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const quiet = `quiet-${stamp}@example.com`;
  const told = `told-${stamp}@example.com`;
  const gathered = `gathered-${stamp}@example.com`;
  /** A new reader subscribes free on the second site; their page, signed in there. */
  const subscribe = async (email: string) => {
    const context = await prepareContext(await browser.newContext());
    const reader = await context.newPage();
    await subscribeFreeAndSignIn(reader, second, email);
    return reader;
  };
  /**
   * The reader comments, and the owner's e-mail about it (its switch is on) is queued after
   * the subscription's news: once it arrives, that news was handled.
   */
  const commentAndWait = async (reader: Page, words: string) => {
    await reader.goto(`${second}/recipes/sourdough-country-loaf`);
    const comments = await openComments(reader);
    await comments.getByRole("textbox", { name: "Add a comment" }).fill(words);
    await comments.getByRole("button", { name: "Submit" }).click();
    await expect(comments.getByRole("article").filter({ hasText: words })).toBeVisible();
    await mailCarrying("baker@example.com", "commented on", words);
  };

  const welcome = `A warm welcome to the bakehouse ${stamp}`;
  const kitchenLink = (name: string) =>
    page
      .getByRole("navigation", { name: "Kitchen", exact: true })
      .getByRole("link", { name, exact: true });
  /** Sends a test of one welcome as typed, and finds it in the owner's mailbox. */
  const sendTest = async (button: string, subject: string, message: string) => {
    const test = page.getByRole("button", { name: button, exact: true });
    await test.click();
    // The answer sits beside its own button: the section has one per welcome.
    await expect(
      page.locator(".welcome-test").filter({ has: test }).getByRole("status"),
    ).toHaveText("Test sent to baker@example.com.");
    const mail = await mailCarrying("baker@example.com", `[Test] ${subject}`, message.slice(0, 20));
    expect(mail.text).toContain("Visit Theo's Bakehouse");
  };
  /** Saves the welcome e-mails in Settings ("" for none), having sent a test of each first. */
  const writeWelcome = async (subject: string, message: string, paid: string) => {
    await kitchenLink("Settings").click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Welcome e-mail", { exact: true }).fill(message);
    await page.getByLabel("Welcome e-mail subject", { exact: true }).fill(subject);
    await page.getByLabel("Paid welcome e-mail", { exact: true }).fill(paid);
    if (message) await sendTest("Send me a test of the welcome e-mail", subject, message);
    if (paid) {
      const thanks = "Thank you for supporting Theo's Bakehouse";
      await sendTest("Send me a test of the paid welcome e-mail", thanks, paid);
    }
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  };

  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second");
  await writeWelcome(
    welcome,
    "So glad you are here.\n\nStart with the country loaf.",
    `Your support keeps the ovens warm ${stamp}.`,
  );
  await kitchenLink("Subscribers").click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await waitForHydration(page);
  const group = page.getByRole("group", { name: "E-mail me when" });
  const free = group.getByRole("checkbox", { name: FREE });
  await expect(free).toBeChecked();
  await expect(group.getByRole("checkbox", { name: PAID })).toBeChecked();

  await test.step("off: it saves as it is clicked, and a new free reader is not mailed", async () => {
    await free.uncheck();
    await expect(page.getByText("You'll get an e-mail about new paid plans.")).toBeAttached();
    await page.reload();
    await expect(free).not.toBeChecked();
    const reader = await subscribe(quiet);
    // The subscription's news was handled, and dropped.
    await commentAndWait(reader, `Does it work with rye? ${stamp}`);
    expect(await mailWithSubject("baker@example.com", quiet)).toEqual([]);
    await reader.context().close();
  });

  await test.step("on again: the next free reader is mailed, and the link finds them", async () => {
    await waitForHydration(page);
    await free.check();
    await expect(
      page.getByText("You'll get an e-mail about new free subscribers and paid plans."),
    ).toBeAttached();
    await (await subscribe(told)).context().close();
    const mail = await mailCarrying("baker@example.com", `${told} subscribed to`, "now has");
    await page.goto(hrefIn(mail.html, "See them in your kitchen"));
    await expect(page.getByRole("row").filter({ hasText: told })).toContainText("Free");
    await expect(page.getByRole("row").filter({ hasText: quiet })).toHaveCount(0);
  });

  await test.step("gathered into one a day: the next free reader waits for the day's e-mail", async () => {
    const daily = page.getByRole("checkbox", { name: "Gather them into one e-mail a day" });
    await expect(daily).not.toBeChecked();
    await daily.check();
    await expect(
      page.getByText("You'll get news of free subscribers and paid plans in one e-mail a day."),
    ).toBeAttached();
    await page.reload();
    await expect(daily).toBeChecked();
    // In the morning where the browser is.
    await expect(page.getByText("Each morning at 8:00 AM, UTC.")).toBeVisible();
    const reader = await subscribe(gathered);
    // The subscription's news was handled, and kept for the digest.
    await commentAndWait(reader, `Can I bake it in a tin? ${stamp}`);
    expect(await mailWithSubject("baker@example.com", gathered)).toEqual([]);
    await reader.context().close();
    await waitForHydration(page);
    await daily.uncheck();
    await expect(
      page.getByText("You'll get an e-mail about new free subscribers and paid plans."),
    ).toBeAttached();
  });

  await test.step("each new subscriber was welcomed in the owner's words", async () => {
    for (const reader of [quiet, told]) {
      const mail = await mailCarrying(reader, welcome, "Start with the country loaf.");
      expect(mail.text).toContain("So glad you are here.");
    }
    // Other specs subscribe readers to this site too: it welcomes no one after this one.
    await page.goto("/kitchen/second");
    await writeWelcome("", "", "");
  });
});
