import { expect, prepareContext, test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { siteGet } from "../support/site-request";

/**
 * Personal API tokens in the account area: made for one site and read
 * only, shown once, used straight against the API host as a script would, then revoked.
 */
test("a creator makes a read-only token, sees it once, uses it, and revokes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Shortcut ${Date.now()}`;
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/api-tokens");
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

  // A read-only token for the "second" site only.
  await page.getByLabel("Token name").fill(name);
  await page.getByRole("radio", { name: /^Read only/ }).check();
  await page.getByRole("checkbox", { name: /\(second\)/ }).check();
  await page.getByRole("button", { name: "Create token" }).click();

  const shown = page.getByRole("region", { name: `Your new token “${name}”` });
  await expect(shown).toBeVisible();
  await expect(shown.getByText("it will not be shown again")).toBeVisible();
  const secret = await shown.getByLabel("Token").inputValue();
  expect(secret).toMatch(/^rcp_[A-Za-z0-9_-]{43}$/);

  // From another client and host: the API itself, with the token as a bearer.
  const api = (method: "GET" | "POST", path: string) =>
    page.request.fetch(`${E2E.apiUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${secret}` },
      data:
        method === "POST" ? { title: "From a script", slug: `script-${Date.now()}` } : undefined,
    });
  expect((await api("GET", "/manage/second/recipes")).status()).toBe(200);
  const write = await api("POST", "/manage/second/recipes");
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ error: "forbidden" });
  expect((await api("GET", "/manage/demo/recipes")).status()).toBe(404);

  // Shown once: after a reload only its name and start are listed, with its use.
  await page.reload();
  await expect(page.getByRole("region", { name: /Your new token/ })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  const listed = page.getByRole("listitem").filter({ hasText: name });
  await expect(listed).toContainText(secret.slice(0, 12));
  await expect(listed).toContainText("Read only");
  await expect(listed).toContainText("Last used");

  // Revoke asks first: Cancel keeps the token and gives focus back to its button.
  await waitForHydration(page);
  const revoke = listed.getByRole("button", { name: `Revoke ${name}` });
  await revoke.click();
  const question = page.getByRole("alertdialog", { name: `Revoke “${name}”?` });
  await expect(question).toContainText("Anything still using this token is refused");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(revoke).toBeFocused();
  await expect(listed).toBeVisible();
  await revoke.click();
  await question.getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByRole("status")).toContainText("Token revoked.");
  // Its button left with its row: focus is on the news, not the page's start.
  await expect(page.locator(".account-feedback")).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  expect((await api("GET", "/manage/second/recipes")).status()).toBe(401);
});

const dayIn = (timeZone: string, moment: Date) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  }).format(moment);

test("a token's day is the person's own, not UTC's, once script runs", async ({
  page,
  browser,
}) => {
  const name = `Own day ${Date.now()}`;
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/api-tokens");
  await page.getByLabel("Token name").fill(name);
  await page.getByRole("radio", { name: /^Read only/ }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("region", { name: `Your new token “${name}”` })).toBeVisible();
  const created = page.getByRole("listitem").filter({ hasText: name }).locator("time").first();
  const moment = new Date((await created.getAttribute("datetime")) as string);

  // A zone where that moment falls on another day than in UTC: eleven hours behind for a
  // morning (UTC), fourteen ahead for the rest of the day.
  const zone = moment.getUTCHours() < 11 ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
  const context = await prepareContext(
    await browser.newContext({ baseURL: E2E.platformUrl, timezoneId: zone }),
  );
  const away = await context.newPage();
  await signIn(away, "baker@example.com", E2E.platformUrl);
  await away.goto("/api-tokens");
  await waitForHydration(away);
  const listed = away.getByRole("listitem").filter({ hasText: name });
  expect(dayIn(zone, moment)).not.toBe(dayIn("UTC", moment));
  await expect(listed.locator("time").first()).toHaveText(dayIn(zone, moment));

  await listed.getByRole("button", { name: `Revoke ${name}` }).click();
  await away.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(away.getByRole("status")).toContainText("Token revoked.");
  await context.close();
});

test("the API reference on the platform host lists the calls from the OpenAPI document", async ({
  page,
}) => {
  await page.goto(`${E2E.platformUrl}/developers/api`);
  await expect(page.getByRole("heading", { level: 1, name: "Recipe Platform API" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Authentication" })).toBeVisible();
  const tokens = page.getByRole("region", { name: "manage: api-tokens" });
  const create = tokens.getByRole("article", { name: "POST /api/v1/manage/api-tokens" });
  await expect(create).toContainText("Who may call: A signed-in session");
  await expect(create.getByRole("table", { name: "Answers" })).toContainText("201");
  const document = await page.request.get(`${E2E.platformUrl}/developers/openapi.json`);
  expect((await document.json()).openapi).toBe("3.1.0");
  // The reference is the platform's: a creator site has no such page.
  expect((await siteGet("demo", "/developers/api")).status).toBe(404);
});

test("a reader who manages no site is not offered a list of sites to choose from", async ({
  page,
}) => {
  await signIn(page, "reader@example.com", E2E.platformUrl);
  await page.goto("/api-tokens");
  const sites = page.getByRole("group", { name: "Sites" });
  await expect(sites).toContainText(
    "You manage no sites yet: the token reaches the ones you create.",
  );
  await expect(sites.getByRole("radio")).toHaveCount(1);
  await expect(sites.getByRole("radio", { name: /^All the sites you manage/ })).toBeChecked();
});
