import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";
import { webRequest } from "../support/site-request";

/**
 * Early sign-ups: the platform home page's form, the double opt-in link,
 * and the staff's list, which is a 404 for everybody else.
 */

type Mail = { subject: string; link?: string; sentAt: string };

async function confirmationMail(to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.apiUrl}/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: Mail[] };
        found = messages.find((m) => m.subject === "Confirm your early sign-up");
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}

test("a creator signs up early, confirms by the link, and staff see it confirmed", async ({
  page,
}) => {
  const email = `early-${Date.now()}@example.com`;
  await page.goto(E2E.platformUrl);
  const section = page.getByRole("region", { name: "Opening a site soon?" });
  await section.getByRole("button", { name: "Join the early list" }).click();
  await expect(section.getByRole("alert")).toContainText("Please enter a valid email address");

  await section.getByLabel("Email").fill(email);
  await section.getByLabel("Site name (optional)").fill("Soup Club");
  await section.getByRole("button", { name: "Join the early list" }).click();
  await expect(section.getByRole("status")).toContainText(`Check ${email}`);

  const mail = await confirmationMail(email);
  await page.goto(mail.link as string);
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("status")).toContainText("Confirmed.");

  await signIn(page, "admin@example.com", E2E.platformUrl);
  await page.goto("/admin/early-signups");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Soup Club");
  await expect(row).toContainText("Confirmed");
});

test("the staff list is a 404 signed out and for a non-staff account", async ({ page }) => {
  const signedOut = await webRequest("GET", `localhost:${E2E.webPort}`, "/admin/early-signups");
  expect(signedOut.status).toBe(404);
  await signIn(page, "reader@example.com", E2E.platformUrl);
  const response = await page.goto("/admin/early-signups");
  expect(response?.status()).toBe(404);
  // The staff page is the platform's: a creator site has none.
  const onSite = await webRequest("GET", `demo.localhost:${E2E.webPort}`, "/admin/early-signups");
  expect(onSite.status).toBe(404);
});
