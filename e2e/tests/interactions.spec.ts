import { openComments } from "../support/comments";
import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

/** Paywall, comments and bookmarks on the demo site, as its readers use them. */

const demo = E2E.siteUrl("demo");
const LOCKED = "overnight-cinnamon-rolls";
// Words that appear only in the locked recipe's steps and notes.
const SECRETS = ["stand until foamy", "dough hook on low", "freeze well for a month"];

async function pageAndLoaderData(page: import("@playwright/test").Page, path: string) {
  await page.goto(`${demo}${path}`);
  const html = await page.content();
  // The single-fetch loader data, asked for from the page so the visitor's cookie goes along.
  const data = await page.evaluate(async (url) => (await fetch(url)).text(), `${path}.data`);
  return `${html}\n${data}`;
}

test("the paywall keeps a subscriber-only recipe's steps out of the HTML and loader data", async ({
  page,
}) => {
  const anonymous = await pageAndLoaderData(page, `/recipes/${LOCKED}`);
  for (const secret of SECRETS) expect(anonymous).not.toContain(secret);
  await expect(
    page.getByText(
      "This is a premium recipe and is only available to subscribers with full access subscriptions",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe", exact: true }).last()).toBeVisible();

  await signIn(page, "reader@example.com", demo);
  const free = await pageAndLoaderData(page, `/recipes/${LOCKED}`);
  for (const secret of SECRETS) expect(free).not.toContain(secret);
  await expect(page.getByRole("link", { name: "Upgrade to Full Access" })).toBeVisible();
});

test("a paid subscriber reads the whole subscriber-only recipe", async ({ page }) => {
  await signIn(page, "paid@example.com", demo);
  const paid = await pageAndLoaderData(page, `/recipes/${LOCKED}`);
  for (const secret of SECRETS) expect(paid).toContain(secret);
  await expect(page.getByText("This is a premium recipe")).toHaveCount(0);
});

test("a reader comments, replies, upvotes and deletes with confirmation", async ({ page }) => {
  await signIn(page, "reader@example.com", demo);
  await page.goto(`${demo}/recipes/garlic-butter-shrimp-linguine`);
  const comments = page.locator("#comments");
  await openComments(page);
  const text = `Made this tonight ${Date.now()}`;
  const box = comments.getByRole("textbox", { name: "Add a comment" });
  await expect(comments.getByRole("button", { name: "Submit" })).toBeDisabled();
  await box.fill(text);
  await comments.getByRole("button", { name: "Submit" }).click();
  const mine = comments.getByRole("article").filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText("just now");
  await expect(box).toHaveValue("");
  // Back in the box, not thrown to the page's top by Submit's wait.
  await expect(box).toBeFocused();

  await mine
    .getByRole("button", { name: /^Upvote/ })
    .first()
    .click();
  await expect(mine.getByRole("button", { name: /^Upvote, 1/ }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Still on the button it pressed, not thrown to the comments' heading.
  await expect(mine.getByRole("button", { name: /^Upvote, 1/ }).first()).toBeFocused();

  await mine.getByRole("button", { name: "Reply" }).first().click();
  const reply = comments.getByRole("textbox", { name: /^Reply to/ });
  await reply.fill("And again on Sunday");
  await reply.locator("xpath=ancestor::form").getByRole("button", { name: "Submit" }).click();
  // In the replies list, not just still in the reply box (the box holds the same text).
  await expect(
    mine
      .locator("xpath=..")
      .getByRole("list", { name: /^Replies to/ })
      .getByText("And again on Sunday"),
  ).toBeVisible();

  // The comment's own Delete, not its reply's (replies sit in a list inside the article).
  await mine
    .locator('button:not([aria-label^="Replies to"] button)', { hasText: /^Delete$/ })
    .click();
  const confirm = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete this comment?",
  });
  await expect(confirm).toContainText("This will hide all replies to this comment.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(comments.getByText(text)).toHaveCount(0);
});

test("a reader edits their own comment: Escape cancels, a refused save says why, a saved one shows when it was edited", async ({
  page,
}) => {
  await signIn(page, "reader@example.com", demo);
  await page.goto(`${demo}/recipes/garlic-butter-shrimp-linguine`);
  const comments = await openComments(page);
  const text = `Needs more garlic ${Date.now()}`;
  await comments.getByRole("textbox", { name: "Add a comment" }).fill(text);
  await comments.getByRole("button", { name: "Submit" }).click();
  const posted = comments.getByRole("article").filter({ hasText: text });
  await expect(posted).toBeVisible();
  // Held by its id from here on: its words are about to change.
  const mine = page.locator(`[id="${await posted.getAttribute("id")}"]`);
  await expect(mine.getByText(/^Edited /)).toHaveCount(0);
  // The comment's own Edit, not a reply's.
  const edit = mine.locator('button:not([aria-label^="Replies to"] button)', {
    hasText: /^Edit$/,
  });

  // Opened: the words in a box that has focus; Escape puts them back untouched.
  await edit.click();
  await expect(edit).toHaveAttribute("aria-expanded", "true");
  const box = mine.getByRole("textbox", { name: "Edit your comment" });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(text);
  await box.fill("Changed my mind");
  await box.press("Escape");
  await expect(box).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(mine).toContainText(text);

  // Blank words cannot be saved; too many are refused by the API, and the box says why.
  await edit.click();
  await expect(box).toBeFocused();
  await box.fill("   ");
  await expect(mine.getByRole("button", { name: "Save" })).toBeDisabled();
  await box.fill("x".repeat(5001));
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(mine.getByText("Comments are at most 5000 characters")).toBeVisible();
  await expect(box).toBeFocused();

  const edited = `Needs more garlic and lemon ${Date.now()}`;
  await box.fill(edited);
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(box).toHaveCount(0);
  await expect(mine).toContainText(edited);
  // When, in words anyone can read (not only a tooltip), beside the posted time.
  await expect(mine.getByText(/^Edited (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(edit).toBeFocused();

  // Stored: the page shows the new words, marked, when it comes back.
  await page.reload();
  const again = await openComments(page);
  const reloaded = again.getByRole("article").filter({ hasText: edited });
  await expect(reloaded.getByText(/^Edited (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(again.getByText(text, { exact: true })).toHaveCount(0);

  // Tidied away, so the demo recipe's comments stay as they were.
  await reloaded.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to delete this comment?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(again.getByText(edited)).toHaveCount(0);
});

test("a reader with no name yet is told how they will show, and adds a name from the comment box", async ({
  page,
  context,
}) => {
  const email = `nameless-${Date.now()}@example.com`;
  await subscribeFreeAndSignIn(page, demo, email);
  await page.goto(`${demo}/recipes/garlic-butter-shrimp-linguine`);
  const comments = await openComments(page);
  await expect(comments.getByText("Your comments show as “Anonymous cook”.")).toBeVisible();

  const [profile] = await Promise.all([
    context.waitForEvent("page"),
    comments.getByRole("button", { name: /^Add your name/ }).click(),
  ]);
  await expect(profile).toHaveURL(/\/profile$/);
  await profile.getByLabel("Display name").fill("Nell Nameless");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Your profile is saved.")).toBeVisible();
  await profile.close();

  await page.reload();
  const again = await openComments(page);
  await expect(again.getByRole("textbox", { name: "Add a comment" })).toBeVisible();
  await expect(again.getByText(/Your comments show as/)).toHaveCount(0);
  const text = `Named now ${Date.now()}`;
  await again.getByRole("textbox", { name: "Add a comment" }).fill(text);
  await again.getByRole("button", { name: "Submit" }).click();
  await expect(again.getByRole("article").filter({ hasText: text })).toContainText("Nell Nameless");
});

test("saving a recipe shows the toast, and the account area lists it", async ({
  page,
  context,
}) => {
  await signIn(page, "reader@example.com", demo);
  await page.goto(`${demo}/recipes/shakshuka`);
  const save = page.getByRole("button", { name: /^Save/ }).first();
  if ((await save.getAttribute("aria-pressed")) === "true") await save.click();
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Recipe saved")).toBeVisible();
  // The pressed button keeps focus through the save.
  await expect(page.getByRole("button", { name: "Saved", exact: true }).first()).toBeFocused();
  const [account] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: /View Bookmarks/ }).click(),
  ]);
  await account.waitForLoadState();
  await expect(account).toHaveURL(`${E2E.platformUrl}/bookmarks`);
  await expect(account.getByRole("link", { name: "Shakshuka" })).toBeVisible();
});
