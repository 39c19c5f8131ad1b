import { openComments } from "../support/comments";
import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { hrefIn, mailCarrying, mailWithSubject } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/**
 * The owner of the second demo site chooses, on the kitchen's Subscribers page, which
 * subscriber e-mails they get: with the free one off, a new free reader is not mailed to
 * them; back on, the next one is, and its link opens the page with that reader found. (The
 * second site's owner, so the demo site's e-mails other specs read are never switched off.)
 * The comment e-mail's switch stays on throughout: the two are apart.
 */

const second = E2E.siteUrl("second");
const FREE = "a reader subscribes for free";
const PAID = "a paid plan starts or is cancelled";

test("the owner switches off e-mails about free subscribers, and on again", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const quiet = `quiet-${stamp}@example.com`;
  const told = `told-${stamp}@example.com`;
  /** A new reader subscribes free on the second site; their page, signed in there. */
  const subscribe = async (email: string) => {
    const context = await prepareContext(await browser.newContext());
    const reader = await context.newPage();
    await subscribeFreeAndSignIn(reader, second, email);
    return reader;
  };

  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second");
  await page
    .getByRole("navigation", { name: "Kitchen", exact: true })
    .getByRole("link", { name: "Subscribers", exact: true })
    .click();
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
    // The reader then comments, and that e-mail (its switch is on) is queued after the
    // subscription's: once it arrives, the subscription's news was handled, and dropped.
    const words = `Does it work with rye? ${stamp}`;
    await reader.goto(`${second}/recipes/sourdough-country-loaf`);
    const comments = await openComments(reader);
    await comments.getByRole("textbox", { name: "Add a comment" }).fill(words);
    await comments.getByRole("button", { name: "Submit" }).click();
    await expect(comments.getByRole("article").filter({ hasText: words })).toBeVisible();
    await mailCarrying("baker@example.com", "commented on", words);
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
});
