import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A creator finds their way by clicking: signing up on the platform leads on to making a
 * site, /kitchen offers Create your site to someone without one and opens each site's
 * kitchen from its card, and nothing asks a signed-in person to sign in.
 */

const DEMO_TITLE = "Maya's Kitchen";

/** No sign-in or create-account links in the page's header or footer. */
async function expectNoSignInLinks(page: import("@playwright/test").Page) {
  for (const region of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
    await expect(
      region.getByRole("link", { name: /^(Sign In|Sign Up|Create Account)$/ }),
    ).toHaveCount(0);
  }
}

test("a new creator signs up on the platform, lands on creating a site, and /kitchen leads there and into the new kitchen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `creator-${Date.now()}@example.com`;
  const slug = `start-${Date.now().toString(36)}`;

  await page.goto(E2E.platformUrl);
  // Signed out, the early list is offered, and the footer offers signing in.
  await expect(page.getByRole("region", { name: "Opening a site soon?" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  // The home page's early-list form has an Email field too: fill the sign-up form's.
  await expect(page.getByRole("heading", { level: 1, name: "Create account" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  const since = Date.now();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(email, since, E2E.platformUrl);
  await page.goto(mail.link as string);

  await test.step("the link lands on the first step of making a site", async () => {
    await expect(page).toHaveURL(`${E2E.platformUrl}/create?welcome=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Create a site" })).toBeVisible();
    await expect(page.getByText("Welcome! Your account is ready.")).toBeVisible();
    await waitForHydration(page);
    await expectNoSignInLinks(page);
  });

  await test.step("signed in, the home page has no early list and no sign-in links", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Recipe Platform" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Your recipes/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Opening a site soon?" })).toHaveCount(0);
    await expectNoSignInLinks(page);
  });

  await test.step("/kitchen without a site offers Create your site", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Kitchen" }).click();
    await expect(
      page.getByRole("heading", { name: "You don't run a recipe site yet." }),
    ).toBeVisible();
    await expectNoSignInLinks(page);
    await page.getByRole("link", { name: "Create your site" }).click();
    await expect(page).toHaveURL(`${E2E.platformUrl}/create`);
    await page.getByLabel("Site title").fill("Start Soups");
    await page.getByLabel("Site address").fill(slug);
    await page.getByRole("button", { name: "Create site" }).click();
    await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen/${slug}/recipes`);
    // Nothing to search or count yet: the page names the two ways to begin.
    await expect(page.getByRole("heading", { level: 2, name: "Your first recipe" })).toBeVisible();
    await expect(page.getByRole("search", { name: "Find recipes" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New recipe" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Import a recipe" })).toBeVisible();
  });

  await test.step("back at /kitchen, the site's card opens its kitchen", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Kitchen" }).click();
    await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen`);
    const card = page.getByRole("list", { name: "Your sites" }).getByRole("listitem");
    await expect(card.getByRole("heading")).toHaveText("Start Soups");
    await expect(card.getByRole("link", { name: /^View / })).toHaveAttribute(
      "href",
      E2E.siteUrl(slug),
    );
    await card.getByRole("link", { name: "Open kitchen of Start Soups" }).click();
    await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen/${slug}/recipes`);
    await expectNoSignInLinks(page);
  });

  await test.step("signing up again, as someone who runs a site now, goes to the kitchen", async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await prepareContext(await browser.newContext());
    const fresh = await context.newPage();
    await fresh.goto(`${E2E.platformUrl}/sign-up`);
    await fresh.getByLabel("Email", { exact: true }).fill(email);
    const again = Date.now();
    await fresh.getByRole("button", { name: "Sign Up" }).click();
    await expect(fresh.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const second = await waitForMail(email, again, E2E.platformUrl);
    await fresh.goto(second.link as string);
    await expect(fresh).toHaveURL(`${E2E.platformUrl}/kitchen`);
    await expect(fresh.getByRole("list", { name: "Your sites" })).toContainText("Start Soups");
    await context.close();
  });
});

test("the demo owner's kitchen card opens the demo kitchen; the public site is the secondary link", async ({
  page,
}) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.getByRole("banner").getByRole("link", { name: "Kitchen" }).click();
  const card = page
    .getByRole("list", { name: "Your sites" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: DEMO_TITLE }) });
  await expect(card.getByRole("link", { name: /^View demo\./ })).toHaveAttribute(
    "href",
    E2E.siteUrl("demo"),
  );
  await card.getByRole("link", { name: `Open kitchen of ${DEMO_TITLE}` }).click();
  await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen/demo/recipes`);
  await expectNoSignInLinks(page);
});

test("on a kitchen page, the logo opens the platform's home before the page has discovered its links", async ({
  page,
}) => {
  await signIn(page, "chef@example.com", E2E.platformUrl);
  // The kitchen is a server bundle of its own: "/" must be known from the page itself, not
  // only once route discovery answers. Discovery is held here, as on a busy phone.
  await page.route("**/__manifest?**", () => {});
  await page.goto(`${E2E.platformUrl}/create`);
  await expect(page.getByRole("heading", { level: 1, name: "Create a site" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Recipe Platform" }).click();
  await expect(page).toHaveURL(`${E2E.platformUrl}/`);
  await expect(page.getByRole("heading", { level: 1, name: /Your recipes/ })).toBeVisible();
});
