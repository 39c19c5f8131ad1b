import { api, makeSpecSite } from "../support/creator";
import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * What people meet while a site's rows move to another database (ADR 0014, "Moving a
 * site"): the site is read-only from the move's mark to its switch. A reader whose sign-up
 * subscribes is asked to try again in a minute, and the same e-mailed link then works; the
 * creator's save says the same and goes through afterwards. The mark is set and lifted by
 * the development route a move's steps stand in for. Its own site: the demo sites stay
 * writable for the other specs.
 */

const MOVING = "This site is moving to new storage. Try again in a minute.";

const markMoving = async (slug: string, moving: boolean) => {
  const res = await api(`/dev/sites/${slug}/moving`, { method: "PUT", json: { moving } });
  expect(res.status).toBe(204);
};

test("a reader's sign-up and the creator's save wait out a move, and go through after it", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const slug = `moving${run}`;
  const owner = `moving-owner-${run}@example.com`;
  const reader = `moving-reader-${run}@example.com`;
  const token = await makeSpecSite(owner, slug, "Moving Kitchen");
  const on = await api(`/manage/${slug}/sites`, {
    method: "PUT",
    token,
    json: { title: "Moving Kitchen", slug, newslettersEnabled: true },
  });
  expect(on.status).toBe(200);

  const since = Date.now();
  await page.goto(`${E2E.siteUrl(slug)}/sign-up`);
  await page.getByLabel("Email", { exact: true }).fill(reader);
  await page.getByLabel("Subscribe to Moving Kitchen newsletter").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(reader, since, E2E.siteUrl(slug));

  await markMoving(slug, true);
  await page.goto(mail.link as string);
  await expect(page.getByRole("alert")).toHaveText(MOVING);
  await markMoving(slug, false);
  await page.getByRole("button", { name: "Confirm sign in" }).click();
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
  const subscribers = await api(`/manage/${slug}/subscribers`, { token });
  const { subscribers: list } = (await subscribers.json()) as {
    subscribers: { email: string; plan: string }[];
  };
  expect(list).toEqual([expect.objectContaining({ email: reader, plan: "free" })]);

  await signIn(page, owner, E2E.platformUrl);
  await page.goto(`/kitchen/${slug}/about`);
  await page.getByRole("textbox", { name: "Heading" }).fill("Hello from the new storage");
  await markMoving(slug, true);
  await page.getByRole("button", { name: "Save About page" }).click();
  await expect(page.getByText(MOVING)).toBeVisible();
  await markMoving(slug, false);
  await page.getByRole("button", { name: "Save About page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "About page saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Heading" })).toHaveValue(
    "Hello from the new storage",
  );
});
