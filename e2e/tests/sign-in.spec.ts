import { expect, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { oneSignInAtATime } from "../support/sign-in";
import { subscribeFreeAndSignIn } from "../support/subscribe";

const DEMO_TITLE = "Maya's Kitchen";

/** Signing in and up through the dev mailbox, as a person would, on the platform and a site. */

test("chef@example.com signs in on the platform host through the dev mailbox", async ({ page }) => {
  // (Alone: other specs sign chef@ in meanwhile, and the newest mail must be this one's.)
  await oneSignInAtATime("chef@example.com", async () => {
    const since = Date.now();
    await page.goto("/sign-in");
    await page.getByLabel("Email", { exact: true }).fill("chef@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText("chef@example.com")).toBeVisible();

    await waitForMail("chef@example.com", since, E2E.platformUrl);
    await page.goto("/_dev/mail?to=chef%40example.com");
    // Chef also gets e-mails about readers' comments and subscriptions that other specs
    // bring about at the same time: the newest sign-in e-mail is the one just asked for.
    const message = page
      .locator(".dev-mail__message")
      .filter({ has: page.getByRole("heading", { name: "Sign in to Recipe Platform" }) })
      .first();
    await expect(message).toBeVisible();
    await message.getByRole("link", { name: /sign-in\/callback\?mgk=/ }).click();

    // The callback confirms by POST and lands in the kitchen (the platform's sign-in from
    // nowhere in particular), signed in.
    await expect(page).toHaveURL(`${E2E.platformUrl}/kitchen`);
  });
  // The kitchen was reached by the callback's redirect, not page.goto: its menu works once
  // the page has hydrated (the panel's code is fetched on the press).
  await waitForHydration(page);
  await page.getByRole("button", { name: "Account" }).click();
  const account = page.getByRole("dialog", { name: "Account" });
  await expect(account.getByText("Signed in as")).toContainText(/Maya|chef@example.com/);

  // The kitchen lists the sites chef runs, and only those.
  await page.goto("/kitchen");
  const sites = page.getByRole("list", { name: "Your sites" });
  await expect(sites.getByRole("heading")).toHaveText([DEMO_TITLE]);
  await expect(sites.getByRole("link", { name: /^View / })).toHaveAttribute(
    "href",
    E2E.siteUrl("demo"),
  );
  await expect(sites.getByRole("link", { name: `Open kitchen of ${DEMO_TITLE}` })).toHaveAttribute(
    "href",
    "/kitchen/demo",
  );
});

test("the kitchen sends a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/kitchen");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fkitchen$/);
});

test("reader@example.com signs in on the demo site", async ({ page }) => {
  await oneSignInAtATime("reader@example.com", async () => {
    const since = Date.now();
    await page.goto(`${E2E.siteUrl("demo")}/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill("reader@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const mail = await waitForMail("reader@example.com", since, E2E.siteUrl("demo"));
    expect(mail.link).toMatch(new RegExp(`^${E2E.siteUrl("demo")}/sign-in/callback\\?mgk=`));
    await page.goto(mail.link as string);
    await expect(page).toHaveURL(`${E2E.siteUrl("demo")}/`);
  });
  await waitForHydration(page);
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

  // The session belongs to the demo site's host only: the platform host is still signed out.
  await page.goto(`${E2E.platformUrl}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("signing up on a site with the newsletter box makes a free subscriber", async ({
  page,
  context,
}) => {
  const email = `newcook-${Date.now()}@example.com`;
  const since = Date.now();
  await page.goto(`${E2E.siteUrl("demo")}/sign-up`);
  const box = page.getByLabel(/Subscribe to .+ newsletter/);
  await expect(box).toBeChecked();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const mail = await waitForMail(email, since);
  await page.goto(mail.link as string);
  await expect(page).toHaveURL(`${E2E.siteUrl("demo")}/`);

  // Ask the API as that visitor (their cookie's token) what their subscription is.
  const cookies = await context.cookies(E2E.siteUrl("demo"));
  const token = cookies.find((cookie) => cookie.name === "rp_session")?.value;
  expect(token).toBeTruthy();
  const res = await fetch(`${E2E.apiUrl}/api/v1/site/demo/current-user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    currentUser: { email: string; isSubscribedToFree: boolean };
  };
  expect(body.currentUser).toMatchObject({ email, isSubscribedToFree: true });
});

test("the one-time code signs in without the link, after a wrong one is refused", async ({
  page,
}) => {
  await oneSignInAtATime("paid@example.com", async () => {
    const since = Date.now();
    await page.goto(`${E2E.siteUrl("demo")}/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill("paid@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    const mail = await waitForMail("paid@example.com", since, E2E.siteUrl("demo"));
    // A wrong code first: the error, and focus back in the field to type it again.
    const code = page.getByLabel(/6-digit code/);
    await code.fill(mail.code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: /code/i }).click();
    await expect(page.getByText("That code is incorrect or has expired.")).toBeVisible();
    await expect(code).toBeFocused();
    await page.getByLabel(/6-digit code/).fill(mail.code as string);
    await page.getByRole("button", { name: /code/i }).click();
    await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  });
});

test("an invalid address is caught before anything is sent, and editing clears it", async ({
  page,
}) => {
  await page.goto("/sign-in");
  const button = page.getByRole("button", { name: "Sign In" });
  await expect(button).toBeDisabled();
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await button.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("cook@example.com");
  await expect(page.getByText("Please enter a valid email address")).toBeHidden();
});

test("an expired link offers a new one", async ({ page }) => {
  await page.goto(`/sign-in/callback?mgk=${"x".repeat(43)}`);
  await expect(page.getByText("Your sign in link has expired")).toBeVisible();
  await expect(
    page.getByText(
      "Enter the email address associated with your account, and we'll send a new magic link to your inbox.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
});

test("a failed sign-in link signs out whoever was signed in, here and at the API", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const demo = E2E.siteUrl("demo");
  await subscribeFreeAndSignIn(page, demo, `expired-${Date.now()}@example.com`);
  const session = await context.cookies(demo);
  expect(session.length).toBeGreaterThan(0);

  await page.goto(`${demo}/sign-in/callback?mgk=${"x".repeat(43)}`);
  await expect(page.getByText("Your sign in link has expired")).toBeVisible();
  await page.goto(demo);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Account" })).toBeHidden();
  // The old cookie put back is signed out too: the token was revoked, not only forgotten.
  await context.addCookies(session);
  await page.goto(demo);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
});

test("an unknown host gets a real 404 page", async ({ page }) => {
  const response = await page.goto(E2E.siteUrl("no-such-site"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
});
