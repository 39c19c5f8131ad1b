import type { Browser, Page } from "@playwright/test";
import { openComments } from "../support/comments";
import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Star ratings end to end: a reader rates a recipe with a review by keyboard and mouse, a
 * signed-out visitor sees the new average in the header and the JSON-LD within a minute
 * (ratings never flush the site's cache: the page's rating is read apart, see
 * web/app/lib/recipe-page/rating.server.ts), the index orders by rating, and the creator
 * finds the review among the kitchen's reviews with 1–2 stars.
 */

const demo = E2E.siteUrl("demo");
const TITLE = "Rosemary Sea Salt Focaccia";

async function signedInPage(browser: Browser, email: string, origin: string): Promise<Page> {
  const context = await prepareContext(await browser.newContext({ baseURL: E2E.platformUrl }));
  const page = await context.newPage();
  await signIn(page, email, origin);
  return page;
}

/** The JSON-LD Recipe of the page in view. */
async function structuredRating(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return (JSON.parse(text ?? "{}") as { aggregateRating?: Record<string, unknown> })
    .aggregateRating;
}

test("a reader rates a recipe, visitors see it within a minute, the creator filters reviews", async ({
  browser,
}) => {
  // Two people sign in through the mailbox, and the signed-out page may hold a cached copy
  // for up to a minute.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const review = `Dense and a bit dry for me ${stamp}`;

  // The reader finds the recipe from the index's search, as a reader would.
  const reader = await signedInPage(browser, "reader@example.com", demo);
  await reader.goto(`${demo}/recipes`);
  await reader.getByRole("searchbox", { name: "Search recipes" }).fill("focaccia");
  await reader.getByRole("link", { name: TITLE }).first().click();
  await expect(reader.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await reader.waitForFunction(() => "__remixRouter" in window);

  const comments = await openComments(reader);
  const stars = comments.getByRole("group", { name: "Your rating (optional)" });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  // Keyboard: into the group, then the arrows move the choice, each announced by name.
  await stars.getByRole("radio", { name: "1 of 5 stars" }).focus();
  await reader.keyboard.press("Space");
  await reader.keyboard.press("ArrowRight");
  await expect(stars.getByRole("radio", { name: "2 of 5 stars" })).toBeChecked();
  await expect(stars.getByRole("radio", { name: "2 of 5 stars" })).toBeFocused();
  await comments.getByRole("textbox", { name: "Add a comment or a review" }).fill(review);
  await comments.getByRole("button", { name: "Submit" }).click();

  const posted = comments.getByRole("article").filter({ hasText: review });
  await expect(posted.getByRole("img", { name: "2 of 5 stars" })).toBeVisible();
  await expect(comments.getByText("You rated this recipe 2 of 5 stars.")).toBeVisible();
  // The header follows the reader's own rating at once.
  const header = reader.locator(".recipe-header");
  await expect(header.getByRole("link", { name: /^Rated \d\.\d of 5 stars/ })).toBeVisible();

  // A signed-out visitor: the header and the structured data within a minute.
  const visitor = await prepareContext(await browser.newContext());
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${demo}/recipes/rosemary-focaccia`);
  const rating = anonymous.locator(".recipe-header .recipe-rating .rating-text");
  await expect
    .poll(
      async () => {
        await anonymous.reload();
        return (await rating.count()) ? ((await rating.textContent()) ?? "") : "";
      },
      { timeout: 75_000, intervals: [2_000, 5_000] },
    )
    .toMatch(/^\d\.\d · \d+ ratings?$/);
  const shown = ((await rating.textContent()) ?? "").match(/(\d\.\d) · (\d+) rating/);
  expect(await structuredRating(anonymous)).toMatchObject({
    "@type": "AggregateRating",
    ratingValue: Number(shown?.[1]),
    ratingCount: Number(shown?.[2]),
    bestRating: 5,
    worstRating: 1,
  });

  // The index: "Top rated" puts rated recipes first, the best first (the demo's readers
  // rated a dozen recipes 3 stars and up, so this one comes last of them); "4 stars and up"
  // leaves it out.
  await anonymous.goto(`${demo}/recipes`);
  await anonymous.getByRole("link", { name: "Top rated" }).click();
  await expect(anonymous).toHaveURL(/sort=top-rated/);
  const cards = anonymous.locator("main .recipe-card");
  await expect(cards.first().getByText(/\d\.\d · \d+ ratings?/)).toBeVisible();
  const averages = await cards.evaluateAll((all) =>
    all.map((card) => {
      const shown = /(\d\.\d) · \d+ ratings?/.exec(card.textContent ?? "");
      return shown ? Number(shown[1]) : null;
    }),
  );
  const rated = averages.filter((average) => average !== null);
  expect(averages.slice(0, rated.length)).toEqual(rated);
  expect(rated).toEqual([...rated].sort((a, b) => b - a));
  const lastRated = cards.nth(rated.length - 1);
  await expect(lastRated.getByRole("link", { name: TITLE })).toBeVisible();
  await expect(lastRated.getByText(/2\.0 · 1 rating/)).toBeVisible();
  await anonymous.getByRole("link", { name: /4 stars and up/ }).click();
  await expect(anonymous).toHaveURL(/rating=4/);
  await expect(anonymous.getByRole("link", { name: TITLE })).toHaveCount(0);

  // The creator: the kitchen's comments, filtered to reviews with 1–2 stars.
  const chef = await signedInPage(browser, "chef@example.com", E2E.platformUrl);
  await chef.goto("/kitchen/demo/overview");
  await chef.getByRole("link", { name: "Reviews with 1–2 stars" }).first().click();
  await expect(chef).toHaveURL(/reviews=low/);
  const row = chef.locator(".comment-row").filter({ hasText: review });
  await expect(row.getByText("2 of 5 stars")).toBeVisible();
  // The recipe list, best rated first, shows each recipe's average and count.
  await chef.goto("/kitchen/demo/recipes");
  await chef.waitForFunction(() => "__remixRouter" in window);
  await chef.getByLabel("Sort by").selectOption("rating");
  await expect(chef).toHaveURL(/sort=rating/);
  const focaccia = chef.locator(".recipe-row").filter({ hasText: TITLE });
  await expect(focaccia.getByText(/\d\.\d ★ · \d+ ratings?/)).toBeVisible();

  // The reader takes the rating back.
  await reader.getByRole("button", { name: "Remove my rating" }).click();
  await expect(comments.getByText("You rated this recipe 2 of 5 stars.")).toHaveCount(0);
  // The button went with the rating: focus stays in the comments, on their heading.
  await expect(comments.getByRole("heading", { level: 2, name: /^Comments/ })).toBeFocused();
});
