import type { Browser, Page } from "@playwright/test";
import { openComments } from "../support/comments";
import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { hrefIn, mailCarrying } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/** A site manager hides and unhides a reader's comment, with its reply, on a demo recipe page. */

const demo = E2E.siteUrl("demo");
const RECIPE = `${demo}/recipes/classic-banana-bread`;

/** A signed-in page of its own, with the returning-visitor flag the fixture sets. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await prepareContext(await browser.newContext({ baseURL: E2E.platformUrl }));
  const page = await context.newPage();
  await signIn(page, email, demo);
  return page;
}

/** The comment's own button, not one of its replies' (replies sit in a list inside it). */
const ownButton = (article: ReturnType<Page["locator"]>, name: string) =>
  article.locator('button:not([aria-label^="Replies to"] button)', {
    hasText: new RegExp(`^${name}$`),
  });

test("a manager hides a comment with its reply, finds it under 'Hidden comments', and unhides it", async ({
  browser,
}) => {
  // Two people sign in through the mailbox: more than the default allows on a busy machine.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const text = `Moderation check ${stamp}`;
  const replyText = `A reply that goes with it ${stamp}`;

  // A reader writes a comment and replies to it. (Not reader@example.com: sign-in is limited
  // to five links per address and site in 15 minutes, and other specs sign that one in.)
  const reader = await signedInPage(browser, "baker@example.com");
  await reader.goto(RECIPE);
  const readerComments = reader.locator("#comments");
  await openComments(reader);
  await readerComments.getByRole("textbox", { name: "Add a comment" }).fill(text);
  await readerComments.getByRole("button", { name: "Submit" }).click();
  const readerArticle = readerComments.getByRole("article").filter({ hasText: text });
  await expect(readerArticle).toBeVisible();
  // A reader may not moderate.
  await expect(ownButton(readerArticle, "Hide")).toHaveCount(0);
  await ownButton(readerArticle, "Reply").click();
  const replyBox = readerComments.getByRole("textbox", { name: /^Reply to/ });
  await replyBox.fill(replyText);
  await replyBox.locator("xpath=ancestor::form").getByRole("button", { name: "Submit" }).click();
  // In the replies list, not just still in the reply box (the box holds the same text).
  await expect(
    readerComments.getByRole("list", { name: /^Replies to/ }).getByText(replyText),
  ).toBeVisible();

  // The site's owner hides it.
  const chef = await signedInPage(browser, "chef@example.com");
  await chef.goto(RECIPE);
  const comments = chef.locator("#comments");
  await openComments(chef);
  const mainList = comments.locator(":scope > ol.comment-list");
  const hiddenList = comments.locator("details.hidden-comments");
  const article = mainList.getByRole("article").filter({ hasText: text });
  await expect(article).toBeVisible();
  await expect(hiddenList).toBeVisible();
  await ownButton(article, "Hide").click();
  const confirm = chef.getByRole("alertdialog", {
    name: "Are you sure you want to hide this comment?",
  });
  await expect(confirm).toContainText("This will hide all replies to this comment.");
  await confirm.getByRole("button", { name: "Hide" }).click();

  // Gone from the list, reply and all; in 'Hidden comments' instead, reply included.
  await expect(mainList.getByText(text)).toHaveCount(0);
  await expect(mainList.getByText(replyText)).toHaveCount(0);
  await hiddenList.locator("summary", { hasText: "Hidden comments" }).click();
  const hidden = hiddenList.getByRole("article").filter({ hasText: text });
  await expect(hidden).toBeVisible();
  await expect(hiddenList.getByText(replyText)).toBeVisible();

  // Readers no longer see it.
  await reader.reload();
  await openComments(reader);
  await expect(readerComments.getByRole("heading", { name: /^Comments/ })).toBeVisible();
  await expect(readerComments.getByText("Loading comments…")).toHaveCount(0);
  await expect(readerComments.getByText(text)).toHaveCount(0);
  await expect(readerComments.getByText(replyText)).toHaveCount(0);

  // Unhide: back in the list with its reply, and out of the hidden list.
  await ownButton(hidden, "Unhide").click();
  await expect(mainList.getByRole("article").filter({ hasText: text })).toBeVisible();
  await expect(mainList.getByText(replyText)).toBeVisible();
  await expect(hiddenList.getByText(text)).toHaveCount(0);

  await reader.reload();
  await openComments(reader);
  await expect(readerComments.getByText(text)).toBeVisible();
  await expect(readerComments.getByText(replyText)).toBeVisible();

  await reader.context().close();
  await chef.context().close();
});

test("the creator answers a reader's question from the kitchen's comment list, and the reader sees it", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const question = `Can I freeze the loaf? ${stamp}`;
  const answer = `Yes, wrapped well, for up to three months. ${stamp}`;

  const reader = await signedInPage(browser, "baker@example.com");
  await reader.goto(RECIPE);
  const readerComments = reader.locator("#comments");
  await openComments(reader);
  await readerComments.getByRole("textbox", { name: "Add a comment" }).fill(question);
  await readerComments.getByRole("button", { name: "Submit" }).click();
  await expect(readerComments.getByRole("article").filter({ hasText: question })).toBeVisible();

  // The creator hears of it by e-mail, with the way to the kitchen's unanswered comments.
  const notice = await mailCarrying("chef@example.com", "commented on", question);
  expect(notice.subject).toMatch(/^Theo Baker commented on /);
  const kitchenLink = new URL(hrefIn(notice.html, "Answer in your kitchen"));
  expect(`${kitchenLink.pathname}${kitchenLink.search}`).toBe(
    "/kitchen/demo/comments?awaiting=reply",
  );

  // The creator, in the kitchen: from the Overview, the comments waiting for a reply.
  const context = await prepareContext(await browser.newContext({ baseURL: E2E.platformUrl }));
  const chef = await context.newPage();
  await signIn(chef, "chef@example.com", E2E.platformUrl);
  await chef.goto(`${E2E.platformUrl}/kitchen/demo`);
  await chef
    .getByRole("navigation", { name: "Kitchen", exact: true })
    .getByRole("link", { name: "Overview", exact: true })
    .click();
  // The Overview's latest comments open the recipe at the comment itself.
  const latest = chef.getByRole("region", { name: "Latest comments" });
  await expect(
    latest.getByRole("listitem").filter({ hasText: question }).getByRole("link"),
  ).toHaveAttribute("href", /\/recipes\/classic-banana-bread\?comment=[0-9a-f-]+#comments$/);
  await chef.getByRole("link", { name: "Comments waiting for a reply" }).click();
  await expect(chef.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
  await waitForHydration(chef);
  const tabs = chef.getByRole("navigation", { name: "Show comments" });
  await expect(tabs.getByRole("link", { name: /^Waiting for a reply/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const row = chef.getByRole("listitem").filter({ hasText: question });
  await row.getByText(/^Reply/).click();
  const field = row.getByRole("textbox", { name: /^Your reply to/ });
  await expect(field).toBeFocused();

  // Nothing written: the API's answer, on the field.
  await row.getByRole("button", { name: "Post reply" }).click();
  await expect(row.getByText("Write a comment first")).toBeVisible();

  await field.fill(answer);
  await row.getByRole("button", { name: "Post reply" }).click();
  await expect(
    chef.getByRole("status").filter({ hasText: "Reply posted under the comment." }),
  ).toBeVisible();
  // Answered: no longer waiting. Under All, it counts its reply.
  await expect(row).toHaveCount(0);
  await tabs.getByRole("link", { name: /^All/ }).click();
  await expect(tabs.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
  await expect(row).toContainText("1 reply");
  await expect(row.getByRole("textbox", { name: /^Your reply to/ })).toBeHidden();
  // The reply is in the list too, as the creator's, and cannot itself be replied to.
  const replyRow = chef.getByRole("listitem").filter({ hasText: answer });
  await expect(replyRow).toContainText("a reply to Theo Baker");
  await expect(replyRow.getByText(/^Reply/)).toHaveCount(0);

  // The reader finds the answer under their question.
  await reader.reload();
  await openComments(reader);
  const thread = readerComments.getByRole("listitem").filter({ hasText: question });
  const replies = thread.getByRole("list", { name: /^Replies to/ });
  const reply = replies.getByRole("article", { name: "Maya Lin" });
  await expect(reply).toContainText(answer);
  // Marked as the site's own answer; the reader's question is not.
  await expect(reply.getByText("Author", { exact: true })).toBeVisible();
  await expect(
    thread.getByRole("article").filter({ hasText: question }).getByText("Author", { exact: true }),
  ).toHaveCount(0);

  // The reader also hears of it by e-mail, with the way back to the conversation.
  const mail = await mailCarrying("baker@example.com", "replied to your comment", answer);
  expect(mail.subject).toMatch(/^Maya Lin replied to your comment on /);
  expect(mail.text).toContain(question);
  await reader.goto(hrefIn(mail.html, "See the conversation"));
  await expect(reader).toHaveURL(/\/recipes\/classic-banana-bread\?comment=[0-9a-f-]+#comments$/);
  // The page lands on the answer itself, once the comments are in.
  await expect(
    readerComments.getByRole("article", { name: "Maya Lin" }).filter({ hasText: answer }),
  ).toBeFocused();

  // The e-mail's own link stops such e-mails, and the account's E-mails section agrees.
  const stopLink = hrefIn(mail.html, "Stop e-mails about replies to your comments");
  // Copied incompletely, it changes nothing and says so.
  const cut = await reader.goto(stopLink.slice(0, -4));
  expect(cut?.status()).toBe(404);
  await expect(reader.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await reader.goto(stopLink);
  await expect(
    reader.getByRole("heading", { name: "Stop e-mails about replies to your comments?" }),
  ).toBeVisible();
  await waitForHydration(reader);
  await reader.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(
    reader.getByRole("heading", { name: "No more e-mails about replies" }),
  ).toBeFocused();

  await signIn(reader, "baker@example.com", E2E.platformUrl);
  await reader.goto(`${E2E.platformUrl}/subscriptions`);
  const emails = reader.getByRole("region", { name: "E-mails" });
  const replySwitch = emails.getByRole("checkbox", {
    name: "E-mail me when someone replies to my comments",
  });
  await expect(replySwitch).not.toBeChecked();
  const saved = reader.waitForResponse(
    (response) =>
      response.url().endsWith("/api/newsletter-preferences") &&
      response.request().method() === "POST",
  );
  await replySwitch.check();
  expect((await saved).status()).toBe(200);
  await reader.reload();
  await expect(replySwitch).toBeChecked();

  // Back in the kitchen (after the reply's e-mail, which a hidden question would stop): Hide
  // and Unhide swap in place, and focus follows to the one now shown.
  await row.getByRole("button", { name: /^Hide the comment by/ }).click();
  await chef.getByRole("dialog").getByRole("button", { name: "Hide comment" }).click();
  const unhide = row.getByRole("button", { name: /^Unhide the comment by/ });
  await expect(unhide).toBeFocused();
  await unhide.click();
  await expect(row.getByRole("button", { name: /^Hide the comment by/ })).toBeFocused();

  await reader.context().close();
  await context.close();
});

test("the creator turns off the e-mail about each comment on the Comments page, and back on, and gathers them into one a day", async ({
  browser,
}) => {
  // The chef is in Tokyo: once script runs, the list says each comment's time there.
  const context = await prepareContext(
    await browser.newContext({ baseURL: E2E.platformUrl, timezoneId: "Asia/Tokyo" }),
  );
  const chef = await context.newPage();
  await signIn(chef, "chef@example.com", E2E.platformUrl);
  await chef.goto(`${E2E.platformUrl}/kitchen/demo`);
  await chef
    .getByRole("navigation", { name: "Kitchen", exact: true })
    .getByRole("link", { name: "Comments", exact: true })
    .click();
  await expect(chef.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
  await waitForHydration(chef);
  await expect(chef.getByRole("main").locator("time").first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+9$/,
  );
  const emails = chef.getByRole("checkbox", { name: "E-mail me each reader's comment" });
  await expect(emails).toBeChecked();
  // With script it saves as it is clicked: no Save button.
  await expect(chef.getByRole("button", { name: "Save" })).toHaveCount(0);

  await emails.uncheck();
  await expect(chef.getByText("You won't get e-mails about readers' comments.")).toBeAttached();
  await chef.reload();
  await expect(emails).not.toBeChecked();

  await waitForHydration(chef);
  await emails.check();
  await expect(chef.getByText("You'll get an e-mail for each reader's comment.")).toBeAttached();
  await chef.reload();
  await expect(emails).toBeChecked();

  // Or gathered into one a day (notice-digests.test.ts sends it), and back to each.
  const daily = chef.getByRole("checkbox", { name: "Gather them into one e-mail a day" });
  await waitForHydration(chef);
  await daily.check();
  await expect(chef.getByText("You'll get readers' comments in one e-mail a day.")).toBeAttached();
  // It comes in the chef's morning: the browser's zone went with the save.
  const morning = chef.getByText("Each morning at 8:00 AM, Tokyo time (GMT+9).");
  await expect(morning).toBeVisible();
  await chef.reload();
  await expect(daily).toBeChecked();
  await expect(emails).toBeChecked();
  await waitForHydration(chef);
  await expect(morning).toBeVisible();
  await expect(chef.getByRole("button", { name: /^Send it at/ })).toHaveCount(0);
  await waitForHydration(chef);
  await daily.uncheck();
  await expect(chef.getByText("You'll get an e-mail for each reader's comment.")).toBeAttached();
  await context.close();
});
